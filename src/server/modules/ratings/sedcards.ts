import { and, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { contentRatings } from "../../db/schema/ratings.ts";

const SEDCARDS = "sedcards" as const;

/**
 * Sets (or takes back) a guest's like or dislike of an actor's sedcards: one row per guest and
 * actor (the primary key), written with one upsert or delete. The counters are counted from these
 * rows (sedcardsRatingCounts), not kept in columns, so parallel clicks can never skew them.
 */
export async function setSedcardsRating(options: {
  tx: DbOrTx;
  guestId: number;
  actorId: number;
  /** 1 like, -1 dislike, 0 take back. */
  value: 1 | -1 | 0;
}): Promise<void> {
  const { tx, guestId, actorId, value } = options;
  const key = and(
    eq(contentRatings.guestId, guestId),
    eq(contentRatings.objectType, SEDCARDS),
    eq(contentRatings.objectId, actorId),
  );
  if (value === 0) {
    await tx.delete(contentRatings).where(key);
    return;
  }
  await tx
    .insert(contentRatings)
    .values({ guestId, objectType: SEDCARDS, objectId: actorId, value })
    .onConflictDoUpdate({
      target: [contentRatings.guestId, contentRatings.objectType, contentRatings.objectId],
      set: { value },
    });
}

/** Likes and dislikes of an actor's sedcards and the guest's own value (0 for none), in one statement. */
export async function sedcardsRatingCounts(db: DbOrTx, actorId: number, guestId: number | null) {
  const [row] = await db
    .select({
      likes: sql<number>`count(*) filter (where ${contentRatings.value} = 1)::int`,
      dislikes: sql<number>`count(*) filter (where ${contentRatings.value} = -1)::int`,
      own: sql<number>`coalesce(max(${contentRatings.value}) filter (where ${contentRatings.guestId} = ${guestId ?? 0}), 0)::int`,
    })
    .from(contentRatings)
    .where(and(eq(contentRatings.objectType, SEDCARDS), eq(contentRatings.objectId, actorId)));
  return { likes: row?.likes ?? 0, dislikes: row?.dislikes ?? 0, own: row?.own ?? 0 };
}
