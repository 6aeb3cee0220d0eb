import {
  SPEND_LIMIT_COOLING_OFF_HOURS,
  type SpendLimitPeriod,
  type TSpendLimitBreach,
} from "../../../../common/contracts/spendLimits.ts";
import { AppError, AppErrorCode } from "../../../lib/errors.ts";

/** One period's stored spend limit: in force, and a pending change (nextFrom null: none). */
export interface SpendLimitState {
  limitCoins: number | null;
  nextCoins: number | null;
  nextFrom: Date | null;
}

export const NO_SPEND_LIMIT: SpendLimitState = { limitCoins: null, nextCoins: null, nextFrom: null };

/** The limit in force at `now`: a pending change counts once its cooling-off is over. */
export function effectiveSpendLimit(state: SpendLimitState, now: Date): number | null {
  if (state.nextFrom && state.nextFrom <= now) return state.nextCoins;
  return state.limitCoins;
}

/**
 * A new limit for one period: lowering (or a first limit) applies at once and drops a pending
 * change; asking for the limit in force drops a pending change too; raising or removing waits
 * SPEND_LIMIT_COOLING_OFF_HOURS from this request, the current limit staying until then (a new
 * request restarts the wait).
 */
export function changeSpendLimit(state: SpendLimitState, wanted: number | null, now: Date): SpendLimitState {
  const current = effectiveSpendLimit(state, now);
  if (wanted === current || (wanted !== null && (current === null || wanted < current)))
    return { limitCoins: wanted, nextCoins: null, nextFrom: null };
  return {
    limitCoins: current,
    nextCoins: wanted,
    nextFrom: new Date(now.getTime() + SPEND_LIMIT_COOLING_OFF_HOURS * 3_600_000),
  };
}

/** True when nothing is in force or pending: the row can go (the debit's fast path needs none). */
export function isEmptySpendLimit(state: SpendLimitState): boolean {
  return state.limitCoins === null && state.nextFrom === null;
}

const PERIOD_WORD: Record<SpendLimitPeriod, string> = { day: "daily", week: "weekly", month: "monthly" };

/** The SPEND_LIMIT error (403) of a charge that would break a limit, with the limit in its details. */
export function spendLimitError(breach: TSpendLimitBreach): AppError {
  return new AppError(
    AppErrorCode.SPEND_LIMIT,
    `This would exceed your ${PERIOD_WORD[breach.period]} spend limit`,
    breach,
  );
}
