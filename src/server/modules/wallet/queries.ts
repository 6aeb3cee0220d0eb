import { asc, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { ledgerEntries, walletBalances } from "../../db/schema/wallet.ts";

/** The current balances of some guests (guests who never had coins are left out: their balance is 0). */
export async function balancesOf(db: DbOrTx, guestIds: readonly number[]): Promise<Map<number, number>> {
  if (guestIds.length === 0) return new Map();
  const rows = await db
    .select({ id: walletBalances.guestId, balance: walletBalances.balance })
    .from(walletBalances)
    .where(inArray(walletBalances.guestId, [...guestIds]));
  return new Map(rows.map((row) => [row.id, row.balance]));
}

/** A guest's current balance (0 for a guest with no coins ever). */
export async function balanceOf(db: DbOrTx, guestId: number): Promise<number> {
  return (await balancesOf(db, [guestId])).get(guestId) ?? 0;
}

/** A guest's ledger, oldest first (the data export). */
export async function ledgerOf(db: DbOrTx, guestId: number) {
  return db
    .select({
      id: ledgerEntries.id,
      delta: ledgerEntries.delta,
      balanceAfter: ledgerEntries.balanceAfter,
      kind: ledgerEntries.kind,
      reason: ledgerEntries.reason,
      createdAt: ledgerEntries.createdAt,
    })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.guestId, guestId))
    .orderBy(asc(ledgerEntries.id));
}
