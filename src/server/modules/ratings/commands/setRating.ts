import { and, eq, ne } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import { contentRatings } from "../../../db/schema/ratings.ts";

/** What guests like and dislike one by one (sedcards have their own per-actor rating). */
export type RatedObject = "video" | "album" | "picture";

export interface SetRatingOptions {
  /** The caller's transaction: the rating row and the object's counters (catalog's) change together. */
  tx: DbOrTx;
  guestId: number;
  objectType: RatedObject;
  objectId: number;
  /** 1 like, -1 dislike, 0 take back. */
  value: 1 | -1 | 0;
}

/**
 * Sets a guest's like or dislike of a video, album or picture (or takes it back) and answers by how
 * much the object's counters move (`delta`): every step belongs to a row change this call made
 * itself (an UPDATE, INSERT or DELETE that returned the row), so double clicks never count twice.
 * The caller moves the counters, which are the catalogue's (catalog moveLikeCounters), after this:
 * lock order rating row, then object row, so no deadlocks between guests.
 */
export async function setRating(options: SetRatingOptions) {
  const { tx, guestId, objectType, objectId, value } = options;
  const key = and(
    eq(contentRatings.guestId, guestId),
    eq(contentRatings.objectType, objectType),
    eq(contentRatings.objectId, objectId),
  );
  const delta = { likes: 0, dislikes: 0 };
  const bump = (rating: number, step: number) => {
    if (rating === 1) delta.likes += step;
    else delta.dislikes += step;
  };

  if (value === 0) {
    const [gone] = await tx.delete(contentRatings).where(key).returning({ value: contentRatings.value });
    if (gone) bump(gone.value, -1);
  } else {
    // Flip an opposite rating, else insert; a concurrent insert of the same guest makes the
    // insert do nothing (it waits for that transaction), so look again with a fresh statement.
    for (let attempt = 0; attempt < 3; attempt++) {
      const [flipped] = await tx
        .update(contentRatings)
        .set({ value })
        .where(and(key, ne(contentRatings.value, value)))
        .returning({ value: contentRatings.value });
      if (flipped) {
        bump(value, 1);
        bump(-value, -1);
        break;
      }
      const [inserted] = await tx
        .insert(contentRatings)
        .values({ guestId, objectType, objectId, value })
        .onConflictDoNothing()
        .returning({ value: contentRatings.value });
      if (inserted) {
        bump(value, 1);
        break;
      }
      const [current] = await tx.select({ value: contentRatings.value }).from(contentRatings).where(key);
      if (current?.value === value) break;
    }
  }

  return { delta, value };
}
