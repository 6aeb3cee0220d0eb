import { eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import { albumPictures, albums, videos } from "../../../db/schema/catalog.ts";

/** What guests like and dislike one by one: the objects with like and dislike counters. */
export type LikedObject = "video" | "album" | "picture";

/** The table whose `likes` and `dislikes` counters an object type moves. */
const COUNTERS = { video: videos, album: albums, picture: albumPictures } as const;

/**
 * Moves an object's like and dislike counters by what a rating changed (ratings setRating's delta),
 * in the caller's transaction, relatively (`likes = likes + 1`: concurrent ratings lose no update),
 * after the rating row (lock order: rating row, then object row). Answers the counters after it.
 */
export async function moveLikeCounters(options: {
  tx: DbOrTx;
  objectType: LikedObject;
  objectId: number;
  delta: { likes: number; dislikes: number };
}): Promise<{ likes: number; dislikes: number }> {
  const { tx, objectId, delta } = options;
  const table = COUNTERS[options.objectType];
  const [counters] =
    delta.likes === 0 && delta.dislikes === 0
      ? await tx
          .select({ likes: table.likes, dislikes: table.dislikes })
          .from(table)
          .where(eq(table.id, objectId))
      : await tx
          .update(table)
          .set({
            likes: sql`${table.likes} + ${delta.likes}`,
            dislikes: sql`${table.dislikes} + ${delta.dislikes}`,
          })
          .where(eq(table.id, objectId))
          .returning({ likes: table.likes, dislikes: table.dislikes });
  return { likes: counters?.likes ?? 0, dislikes: counters?.dislikes ?? 0 };
}
