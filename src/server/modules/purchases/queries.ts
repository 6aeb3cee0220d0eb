import { and, eq, inArray, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { purchases } from "../../db/schema/purchases.ts";

/** What a guest can buy. */
export type ItemType = "video" | "album";

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

/**
 * The items among `itemIds` the guest owns, each with `gifted`: a voucher paid for it instead of
 * coins (vouchers are given, by bonus codes, never sold), so the guest received it without paying.
 */
export async function ownedItems(
  db: DbOrTx,
  guestId: number,
  itemType: ItemType,
  itemIds: number[],
): Promise<Map<number, { gifted: boolean }>> {
  if (itemIds.length === 0) return new Map();
  const rows = await db
    .select({ id: purchases.itemId, voucherId: purchases.voucherId })
    .from(purchases)
    .where(
      and(
        eq(purchases.guestId, guestId),
        eq(purchases.itemType, itemType),
        inArray(purchases.itemId, itemIds),
      ),
    );
  return new Map(rows.map((r) => [r.id, { gifted: r.voucherId !== null }]));
}

/** SQL condition: the guest bought the item whose id is in `idColumn` (for catalogue filters). */
export function boughtCondition(guestId: number, itemType: ItemType, idColumn: SQLWrapper): SQL {
  return sql`exists (select 1 from ${purchases} where ${purchases.guestId} = ${guestId} and ${purchases.itemType} = ${itemType} and ${purchases.itemId} = ${idColumn})`;
}

/** Everything a guest bought (the data export). */
export async function purchasesOf(db: DbOrTx, guestId: number) {
  return db
    .select({
      itemType: purchases.itemType,
      itemId: purchases.itemId,
      price: purchases.price,
      createdAt: purchases.createdAt,
    })
    .from(purchases)
    .where(eq(purchases.guestId, guestId));
}
