import { and, eq, sql } from "drizzle-orm";
import {
  SPEND_LIMIT_COOLING_OFF_HOURS,
  SPEND_LIMIT_PERIODS,
  type SpendLimitPeriod,
  type TSpendLimitBreach,
  type TSpendLimits,
  type TSpendLimitsInput,
} from "../../../../common/contracts/spendLimits.ts";
import { type DbOrTx, queryRows, type Tx } from "../../../db/client.ts";
import { guestSpendLimits, walletBalances } from "../../../db/schema/wallet.ts";
import { AppError, AppErrorCode } from "../../../lib/errors.ts";
import { accessFactsOf } from "../../accounts/index.ts";
import { ensureWallet } from "../commands/ensureWallet.ts";
import { changeSpendLimit, isEmptySpendLimit, NO_SPEND_LIMIT, type SpendLimitState } from "./policy.ts";

// Spend limits run on the database's clock, the clock that stamps the ledger entries they count
// (spend_limit_status(), migration 0028): periods, spending and pending changes agree.

type StatusRow = {
  period: SpendLimitPeriod;
  limit_coins: number | null;
  next_coins: number | null;
  next_from: Date | string | null;
  spent: number;
  period_start: Date | string;
  period_end: Date | string;
};

const iso = (value: Date | string) => new Date(value).toISOString();

/** GET guest/spendLimits: per period the limit in force, a pending change, the coins spent so far. */
export async function spendLimitsOf(db: DbOrTx, guestId: number): Promise<TSpendLimits> {
  const rows = await queryRows<StatusRow>(db, sql`select * from spend_limit_status(${guestId})`);
  return {
    limits: rows.map((row) => ({
      period: row.period,
      limitCoins: row.limit_coins,
      next: row.next_from === null ? null : { limitCoins: row.next_coins, from: iso(row.next_from) },
      spentCoins: Number(row.spent),
      periodStart: iso(row.period_start),
      periodEnd: iso(row.period_end),
    })),
    coolingOffHours: SPEND_LIMIT_COOLING_OFF_HOURS,
  };
}

/**
 * PUT guest/spendLimits: applies each period given (null removes) with the cooling-off rule
 * (policy.ts), in the caller's transaction with the guest's wallet row locked, the lock of the
 * limited debits (two changes at once apply one after the other, and a debit counts against the
 * limits as they are). Periods left out stay as they are. Answers the limits after the change.
 */
export async function setSpendLimits(options: {
  tx: Tx;
  guestId: number;
  input: TSpendLimitsInput;
}): Promise<TSpendLimits> {
  const { tx, guestId, input } = options;
  if (!(await accessFactsOf(tx, guestId))) throw new AppError(AppErrorCode.NOT_FOUND, "Guest not found");
  await ensureWallet(tx, guestId);
  const [locked] = await queryRows<{ now: Date | string }>(
    tx,
    sql`select now() as now from ${walletBalances} where ${walletBalances.guestId} = ${guestId} for no key update`,
  );
  if (!locked) throw new AppError(AppErrorCode.NOT_FOUND, "Guest not found");
  const now = new Date(locked.now);
  const stored = await tx.select().from(guestSpendLimits).where(eq(guestSpendLimits.guestId, guestId));
  for (const period of SPEND_LIMIT_PERIODS) {
    const wanted = input[period];
    if (wanted === undefined) continue;
    const row = stored.find((entry) => entry.period === period);
    const next: SpendLimitState = changeSpendLimit(row ?? NO_SPEND_LIMIT, wanted, now);
    const where = and(eq(guestSpendLimits.guestId, guestId), eq(guestSpendLimits.period, period));
    if (isEmptySpendLimit(next)) await tx.delete(guestSpendLimits).where(where);
    else
      await tx
        .insert(guestSpendLimits)
        .values({ guestId, period, ...next, updatedAt: now })
        .onConflictDoUpdate({
          target: [guestSpendLimits.guestId, guestSpendLimits.period],
          set: { ...next, updatedAt: now },
        });
  }
  return spendLimitsOf(tx, guestId);
}

/**
 * The first spend limit a debit of `coins` would break, or null. Locks the guest's wallet row first
 * (spend_limit_breach(), migration 0028): the guest's limited debits run one after another and
 * each counts every debit committed before it.
 */
export async function spendLimitBreach(
  tx: Tx,
  guestId: number,
  coins: number,
): Promise<TSpendLimitBreach | null> {
  const [row] = await queryRows<{ period: SpendLimitPeriod; limit_coins: number; spent: number }>(
    tx,
    sql`select * from spend_limit_breach(${guestId}, ${coins})`,
  );
  return row
    ? { period: row.period, limit: row.limit_coins, spent: Number(row.spent), required: coins }
    : null;
}
