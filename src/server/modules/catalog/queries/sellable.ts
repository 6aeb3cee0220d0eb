import { and, eq, lte } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import { albums, videos } from "../../../db/schema/index.ts";

export type ItemType = "video" | "album";

/** Price and free flag of a released video or album, or null when there is none (for purchases). */
export async function sellableItem(
  db: DbOrTx,
  itemType: ItemType,
  itemId: number,
  now: Date,
): Promise<{ price: number; free: boolean; actorId: number } | null> {
  const table = itemType === "video" ? videos : albums;
  const [item] = await db
    .select({ price: table.price, free: table.free, actorId: table.actorId })
    .from(table)
    .where(and(eq(table.id, itemId), lte(table.releasedAt, now)))
    .limit(1);
  return item ?? null;
}

/** What playback needs of a released video, or null. */
export async function playableVideo(db: DbOrTx, videoId: number, now: Date) {
  const [video] = await db
    .select({
      id: videos.id,
      free: videos.free,
      vip: videos.vip,
      ageRating: videos.ageRating,
      mediaKey: videos.mediaKey,
    })
    .from(videos)
    .where(and(eq(videos.id, videoId), lte(videos.releasedAt, now)))
    .limit(1);
  return video ?? null;
}
