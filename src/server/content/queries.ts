import { sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client.ts";
import { pinnedSql } from "../modules/favorites/index.ts";
import { ownedSql } from "../modules/purchases/index.ts";
import { ratingValueSql } from "../modules/ratings/index.ts";

// The guest's own flags of the content service's lists: composed of the owners' conditions.

export interface GuestFlags {
  bought: boolean;
  /** Owned through a voucher (given by a bonus code), not bought with coins. */
  gifted: boolean;
  rating: number;
  pinned: boolean;
}

/**
 * One guest's purchases (and which a voucher paid), ratings and pins of some videos or albums, in one
 * statement of the owners' conditions (purchases ownedSql, ratings ratingValueSql, favorites pinnedSql).
 */
export async function guestFlags(
  db: DbOrTx,
  guestId: number,
  objectType: "video" | "album" | "actor",
  ids: number[],
): Promise<Map<number, GuestFlags>> {
  const map = new Map<number, GuestFlags>();
  if (ids.length === 0) return map;
  const list = sql.raw(`'{${ids.map((id) => Math.trunc(id)).join(",")}}'::int[]`);
  const id = sql`o.id`;
  const bought = objectType === "actor" ? sql`false` : ownedSql(guestId, objectType, id);
  const gifted = objectType === "actor" ? sql`false` : ownedSql(guestId, objectType, id, true);
  const rating = objectType === "actor" ? sql`0` : ratingValueSql(guestId, objectType, id);
  const pinned = objectType === "video" ? sql`false` : pinnedSql(guestId, objectType, id);
  const result = (await db.execute(
    sql`select o.id, ${bought} as bought, ${gifted} as gifted, ${rating}::int as rating, ${pinned} as pinned from unnest(${list}) as o(id)`,
  )) as unknown as {
    rows: { id: number; bought: boolean; gifted: boolean; rating: number; pinned: boolean }[];
  };
  for (const row of result.rows)
    map.set(Number(row.id), {
      bought: row.bought,
      gifted: row.gifted,
      rating: Number(row.rating),
      pinned: row.pinned,
    });
  return map;
}
