import { and, eq, gte, sql } from "drizzle-orm";
import type { Tx } from "../../../db/client.ts";
import { guestSpendLimits, ledgerEntries, walletBalances } from "../../../db/schema/wallet.ts";
import { AppError, AppErrorCode } from "../../../lib/errors.ts";
import { recordEvent } from "../../../lib/outbox/events.ts";
import { accessDenial, accessError, accessFactsOf, isActiveGuest } from "../../accounts/index.ts";
import { spendLimitError } from "../spendLimits/policy.ts";
import { spendLimitBreach } from "../spendLimits/spendLimits.ts";
import { ensureWallet } from "./ensureWallet.ts";

export type LedgerKind = "credit" | "purchase" | "bonus" | "charge" | "message" | "chat" | "ticket";

/**
 * Takes coins from a guest's balance in the caller's transaction: one conditional update (never
 * read-then-write), so concurrent debits can never take the balance below zero, plus the ledger
 * entry. Throws INSUFFICIENT_FUNDS (402) when the balance is too low and ACCOUNT_LOCKED (403) for
 * a guest the access policy refuses; the caller's transaction then rolls back whatever it wrote.
 * Every debit obeys the guest's spend limits (day, week, month; spendLimits/): SPEND_LIMIT (403)
 * when it would break one. A guest without limits pays in the one statement; a guest with limits
 * (or when that statement fails) takes the locked path, where the limit check and the debit run
 * with the guest's row locked, so two debits at once can never both pass a limit.
 * Records wallet.balanceChanged with it.
 */
export async function debit(options: {
  tx: Tx;
  guestId: number;
  coins: number;
  kind: LedgerKind;
  reason: string;
}): Promise<{ balance: number; ledgerEntryId: number }> {
  const { tx, guestId, coins } = options;
  if (!Number.isInteger(coins) || coins <= 0)
    throw new RangeError("A debit is a positive whole number of coins");
  // The guest-access policy is part of the same statement: a locked guest never spends, however
  // the command was reached (accounts' isActiveGuest, access.ts).
  const take = (withoutLimits: boolean) =>
    tx
      .update(walletBalances)
      .set({ balance: sql`${walletBalances.balance} - ${coins}` })
      .where(
        and(
          eq(walletBalances.guestId, guestId),
          gte(walletBalances.balance, coins),
          isActiveGuest(guestId),
          withoutLimits
            ? sql`not exists (select 1 from ${guestSpendLimits} where ${guestSpendLimits.guestId} = ${guestId})`
            : undefined,
        ),
      )
      .returning({ balance: walletBalances.balance });
  let [row] = await take(true);
  if (!row) {
    const facts = await accessFactsOf(tx, guestId);
    const denial = facts ? accessDenial(facts) : "deleted";
    if (denial) throw accessError(denial);
    // The limited path runs with the guest's wallet row locked (spend_limit_breach()): it exists
    // from here on, so two limited debits never both pass a limit.
    await ensureWallet(tx, guestId);
    const breach = await spendLimitBreach(tx, guestId, coins);
    if (!breach) [row] = await take(false);
    if (!row) {
      if (breach) throw spendLimitError(breach);
      throw new AppError(AppErrorCode.INSUFFICIENT_FUNDS, "Not enough VXC for this purchase", {
        required: coins,
      });
    }
  }
  const [entry] = await tx
    .insert(ledgerEntries)
    .values({ guestId, delta: -coins, balanceAfter: row.balance, kind: options.kind, reason: options.reason })
    .returning({ id: ledgerEntries.id });
  await recordEvent(tx, "wallet.balanceChanged", { guestId });
  return { balance: row.balance, ledgerEntryId: (entry as { id: number }).id };
}

/**
 * Adds coins to a guest's balance with its ledger entry, in the caller's transaction, and records
 * wallet.balanceChanged. NOT_FOUND for an unknown guest.
 */
export async function credit(options: {
  tx: Tx;
  guestId: number;
  coins: number;
  kind: LedgerKind;
  reason: string;
}): Promise<{ balance: number; ledgerEntryId: number }> {
  const { tx, guestId, coins } = options;
  if (!Number.isInteger(coins) || coins <= 0)
    throw new RangeError("A credit is a positive whole number of coins");
  if (!(await accessFactsOf(tx, guestId))) throw new AppError(AppErrorCode.NOT_FOUND, "Guest not found");
  const [row] = await tx
    .insert(walletBalances)
    .values({ guestId, balance: coins })
    .onConflictDoUpdate({
      target: walletBalances.guestId,
      set: { balance: sql`${walletBalances.balance} + ${coins}` },
    })
    .returning({ balance: walletBalances.balance });
  if (!row) throw new Error("the wallet's upsert returned no row");
  const [entry] = await tx
    .insert(ledgerEntries)
    .values({ guestId, delta: coins, balanceAfter: row.balance, kind: options.kind, reason: options.reason })
    .returning({ id: ledgerEntries.id });
  await recordEvent(tx, "wallet.balanceChanged", { guestId });
  return { balance: row.balance, ledgerEntryId: (entry as { id: number }).id };
}
