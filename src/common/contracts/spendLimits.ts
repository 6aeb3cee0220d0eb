import { z } from "zod";

/** The periods a guest can limit spending for (Berlin calendar day, ISO week from Monday, month). */
export const SPEND_LIMIT_PERIODS = ["day", "week", "month"] as const;
export type SpendLimitPeriod = (typeof SPEND_LIMIT_PERIODS)[number];

/** A raised or removed spend limit takes effect this many hours after the request. */
export const SPEND_LIMIT_COOLING_OFF_HOURS = 24;
/** The highest spend limit one can set, in coins (250,000 euro at 4 VXC per euro). */
export const SPEND_LIMIT_MAX_COINS = 1_000_000;

const limitCoins = z.number().int().min(0).max(SPEND_LIMIT_MAX_COINS).nullable().optional();

/**
 * PUT guest/spendLimits: a limit in coins per period; null removes it, a missing key keeps it.
 * 0 means no spending at all in that period.
 */
export const ZSpendLimitsInput = z.strictObject({ day: limitCoins, week: limitCoins, month: limitCoins });
export type TSpendLimitsInput = z.infer<typeof ZSpendLimitsInput>;

/** One period's limit in force, its pending change, and what the guest spent in it so far. */
export interface TSpendLimit {
  period: SpendLimitPeriod;
  /** The limit in force now (coins), null for none. */
  limitCoins: number | null;
  /** A raise or removal waiting for its cooling-off: the new limit (null: none) from `from`. */
  next: { limitCoins: number | null; from: string } | null;
  /** Coins debited in the current period (every kind of charge). */
  spentCoins: number;
  periodStart: string;
  periodEnd: string;
}

/** GET/PUT guest/spendLimits. */
export interface TSpendLimits {
  limits: TSpendLimit[];
  coolingOffHours: number;
}

/** The details of a SPEND_LIMIT error (403): the limit a charge would break. */
export interface TSpendLimitBreach {
  period: SpendLimitPeriod;
  limit: number;
  spent: number;
  /** The coins the refused charge would have taken. */
  required: number;
}
