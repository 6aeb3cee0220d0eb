import type { Tx } from "../../../db/client.ts";
import { walletBalances } from "../../../db/schema/wallet.ts";

/**
 * The guest's wallet row, made with 0 coins when the guest never had any (a guest's balance is 0
 * until the first credit writes the row). The guest must exist.
 */
export async function ensureWallet(tx: Tx, guestId: number): Promise<void> {
  await tx.insert(walletBalances).values({ guestId, balance: 0 }).onConflictDoNothing();
}
