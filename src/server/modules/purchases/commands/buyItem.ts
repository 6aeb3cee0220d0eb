import { and, eq, inArray, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { TBuyResult } from "../../../../common/contracts/accounts.ts";
import { VOUCHER_TYPES } from "../../../../common/enums.ts";
import { formatCoins } from "../../../../common/money.ts";
import type { DbOrTx, Tx } from "../../../db/client.ts";
import { guests, purchases } from "../../../db/schema/index.ts";
import { AppError, AppErrorCode, notFound } from "../../../lib/errors.ts";
import { spendVoucher } from "../../benefits/vouchers.ts";
import { sellableItem } from "../../catalog/queries/sellable.ts";
import { debit } from "../../wallet/commands/changeBalance.ts";

export type { ItemType } from "../../catalog/queries/sellable.ts";

import type { ItemType } from "../../catalog/queries/sellable.ts";

/**
 * Buys a video or an album for a guest, in the caller's transaction: the purchase row and the
 * debit commit together or not at all. Owning it already (or a free item) charges nothing.
 */
export async function buyItem(options: {
  tx: Tx;
  guestId: number;
  itemType: ItemType;
  itemId: number;
  now: Date;
}): Promise<TBuyResult> {
  const { tx, guestId, itemType, itemId } = options;
  const item = await sellableItem(tx, itemType, itemId, options.now);
  if (!item) throw notFound(itemType === "video" ? "Video" : "Album");
  const balanceNow = async () => {
    const [row] = await tx.select({ balance: guests.balance }).from(guests).where(eq(guests.id, guestId));
    if (!row) throw new AppError(AppErrorCode.UNAUTHENTICATED, "Login required");
    return row.balance;
  };
  const answer = (balance: number, charged: boolean, voucherUsed = false): TBuyResult => ({
    success: true,
    guestBalance: balance,
    guestBalanceFormatted: formatCoins(balance),
    charged,
    voucherUsed,
  });
  if (item.free || item.price === 0) return answer(await balanceNow(), false);

  // The primary key (guest, type, item) makes a second purchase of the same item wait for the
  // first and then find it: it is never charged twice.
  const [purchase] = await tx
    .insert(purchases)
    .values({ guestId, itemType, itemId, price: item.price, createdAt: options.now })
    .onConflictDoNothing()
    .returning({ guestId: purchases.guestId });
  if (!purchase) return answer(await balanceNow(), false);

  // A usable voucher of the item's kind (video or photo album) pays instead of coins.
  const voucherId = await spendVoucher(tx, {
    guestId,
    type: itemType === "video" ? VOUCHER_TYPES.video : VOUCHER_TYPES.photoAlbum,
    actorId: item.actorId,
    now: options.now,
  });
  if (voucherId !== null) {
    await tx
      .update(purchases)
      .set({ voucherId, price: 0 })
      .where(
        and(eq(purchases.guestId, guestId), eq(purchases.itemType, itemType), eq(purchases.itemId, itemId)),
      );
    return answer(await balanceNow(), false, true);
  }

  const { balance, ledgerEntryId } = await debit({
    tx,
    guestId,
    coins: item.price,
    kind: "purchase",
    reason: `${itemType}:${itemId}`,
  });
  await tx
    .update(purchases)
    .set({ ledgerEntryId })
    .where(
      and(eq(purchases.guestId, guestId), eq(purchases.itemType, itemType), eq(purchases.itemId, itemId)),
    );
  return answer(balance, true);
}

/** The ids among `itemIds` the guest bought. */
export async function boughtIds(
  db: DbOrTx,
  guestId: number,
  itemType: ItemType,
  itemIds: number[],
): Promise<Set<number>> {
  const rows = await db
    .select({ id: purchases.itemId })
    .from(purchases)
    .where(
      and(
        eq(purchases.guestId, guestId),
        eq(purchases.itemType, itemType),
        inArray(purchases.itemId, itemIds),
      ),
    );
  return new Set(rows.map((r) => r.id));
}

/** SQL condition: the guest bought the item whose id is in `idColumn` (for catalogue filters). */
export function boughtCondition(guestId: number, itemType: ItemType, idColumn: SQLWrapper): SQL {
  return sql`exists (select 1 from ${purchases} where ${purchases.guestId} = ${guestId} and ${purchases.itemType} = ${itemType} and ${purchases.itemId} = ${idColumn})`;
}
