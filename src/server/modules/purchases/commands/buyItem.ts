import { and, eq, inArray, lte } from "drizzle-orm";
import type { TBuyResult } from "../../../../common/contracts/accounts.ts";
import { formatCoins } from "../../../../common/money.ts";
import type { DbOrTx, Tx } from "../../../db/client.ts";
import { albums, guests, purchases, videos } from "../../../db/schema/index.ts";
import { AppError, AppErrorCode, notFound } from "../../../lib/errors.ts";
import { debit } from "../../wallet/commands/changeBalance.ts";

export type ItemType = "video" | "album";

async function priceOf(tx: Tx, itemType: ItemType, itemId: number, now: Date) {
  const table = itemType === "video" ? videos : albums;
  const [item] = await tx
    .select({ price: table.price, free: table.free })
    .from(table)
    .where(and(eq(table.id, itemId), lte(table.releasedAt, now)))
    .limit(1);
  if (!item) throw notFound(itemType === "video" ? "Video" : "Album");
  return item;
}

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
  const item = await priceOf(tx, itemType, itemId, options.now);
  const balanceNow = async () => {
    const [row] = await tx.select({ balance: guests.balance }).from(guests).where(eq(guests.id, guestId));
    if (!row) throw new AppError(AppErrorCode.UNAUTHENTICATED, "Login required");
    return row.balance;
  };
  const answer = (balance: number, charged: boolean): TBuyResult => ({
    success: true,
    guestBalance: balance,
    guestBalanceFormatted: formatCoins(balance),
    charged,
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
