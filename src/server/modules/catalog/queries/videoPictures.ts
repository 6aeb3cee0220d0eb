import type { DbOrTx } from "../../../db/client.ts";
import type { VideoRow } from "../rows.ts";
import { findVideos } from "./videos.ts";

/** What the thumbnails of a video need. */
export type VideoThumbnailRow = Pick<VideoRow, "id" | "mediaKey" | "previewThumbnailCount" | "durationSec">;

/** The thumbnail fields of one video under the same visibility rules as the video itself (released), or null. */
export async function findVideoThumbnails(
  db: DbOrTx,
  id: number,
  now: Date,
): Promise<VideoThumbnailRow | null> {
  const { rows } = await findVideos(db, {
    filter: { ids: [id] },
    order: "newest",
    offset: 0,
    limit: 1,
    now,
    withTags: false,
  });
  const row = rows[0];
  if (!row) return null;
  return {
    id: row.id,
    mediaKey: row.mediaKey,
    previewThumbnailCount: row.previewThumbnailCount,
    durationSec: row.durationSec,
  };
}
