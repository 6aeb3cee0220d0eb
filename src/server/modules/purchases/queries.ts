import { and, desc, eq, inArray, type SQL, type SQLWrapper, sql } from "drizzle-orm";
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

/** The `bought` filter of catalog's video lists for a guest (catalog findVideos' boughtBy). */
export function boughtVideosFilter(guestId: number): (videoId: SQLWrapper) => SQL {
  return (videoId) => boughtCondition(guestId, "video", videoId);
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

/** The ids of every item of a type the guest bought. */
export async function boughtItemIds(db: DbOrTx, guestId: number, itemType: ItemType): Promise<Set<number>> {
  const rows = await db
    .select({ id: purchases.itemId })
    .from(purchases)
    .where(and(eq(purchases.guestId, guestId), eq(purchases.itemType, itemType)));
  return new Set(rows.map((row) => row.id));
}

/** How many items of a type the guest bought. */
export async function boughtCount(db: DbOrTx, guestId: number, itemType: ItemType): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(purchases)
    .where(and(eq(purchases.guestId, guestId), eq(purchases.itemType, itemType)));
  return row?.n ?? 0;
}

/**
 * A page of what the guest bought of a type, newest purchase first, leaving out the item ids of
 * `excluding` (a subquery of item ids the caller owns, e.g. the media library's archive).
 */
export async function boughtPage(
  db: DbOrTx,
  options: { guestId: number; itemType: ItemType; excluding?: SQL; limit: number; offset: number },
): Promise<{ itemId: number; boughtAt: Date }[]> {
  return db
    .select({ itemId: purchases.itemId, boughtAt: purchases.createdAt })
    .from(purchases)
    .where(
      and(
        eq(purchases.guestId, options.guestId),
        eq(purchases.itemType, options.itemType),
        options.excluding ? sql`${purchases.itemId} not in ${options.excluding}` : undefined,
      ),
    )
    .orderBy(desc(purchases.createdAt), desc(purchases.itemId))
    .limit(options.limit)
    .offset(options.offset);
}

/**
 * SQL condition: the guest owns the item whose id is in `idColumn`; `giftedOnly` when a voucher paid
 * for it instead of coins (for lists that show a guest's flags).
 */
export function ownedSql(guestId: number, itemType: ItemType, idColumn: SQLWrapper, giftedOnly = false): SQL {
  return sql`exists (select 1 from ${purchases} where ${purchases.guestId} = ${guestId} and ${purchases.itemType} = ${itemType} and ${purchases.itemId} = ${idColumn}${giftedOnly ? sql` and ${purchases.voucherId} is not null` : sql``})`;
}
