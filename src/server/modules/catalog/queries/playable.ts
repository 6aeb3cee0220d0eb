import { and, eq, lte } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import { videos } from "../../../db/schema/catalog.ts";

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
