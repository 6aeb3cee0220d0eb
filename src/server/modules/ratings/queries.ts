import { and, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { contentRatings } from "../../db/schema/ratings.ts";
import type { RatedObject } from "./commands/setRating.ts";

/** The ids among `objectIds` the guest likes (rated 1: the tiles' `guestInfo.liked`). */
export async function likedIds(
  db: DbOrTx,
  guestId: number,
  objectType: RatedObject,
  objectIds: number[],
): Promise<Set<number>> {
  if (objectIds.length === 0) return new Set();
  const rows = await db
    .select({ id: contentRatings.objectId })
    .from(contentRatings)
    .where(
      and(
        eq(contentRatings.guestId, guestId),
        eq(contentRatings.objectType, objectType),
        inArray(contentRatings.objectId, objectIds),
        eq(contentRatings.value, 1),
      ),
    );
  return new Set(rows.map((row) => row.id));
}
