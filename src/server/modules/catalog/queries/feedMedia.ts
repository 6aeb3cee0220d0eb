import { and, eq, inArray, isNotNull, lte } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import { albumPictures, albums, images, videos } from "../../../db/schema/catalog.ts";
import type { ImageRow } from "../rows.ts";

/** Images by ids (the feed's photo posts), unknown ids left out. */
export async function imagesByIds(db: DbOrTx, ids: number[]): Promise<ImageRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(images).where(inArray(images.id, ids));
}

/** What a feed clip post plays of a released video: its length, rating, media key and poster. */
export interface ClipRow {
  id: number;
  actorId: number;
  durationSec: number;
  ageRating: number;
  mediaKey: string | null;
  poster: ImageRow | null;
}

/** Released videos by ids as feed clips (unknown or unreleased ids left out). */
export async function clipsByIds(db: DbOrTx, ids: number[], now: Date): Promise<ClipRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      id: videos.id,
      actorId: videos.actorId,
      durationSec: videos.durationSec,
      ageRating: videos.ageRating,
      mediaKey: videos.mediaKey,
      poster: images,
    })
    .from(videos)
    .leftJoin(images, eq(images.id, videos.previewImageId))
    .where(and(inArray(videos.id, ids), lte(videos.releasedAt, now)));
  return rows;
}

/** What a performer's feed posts can show of her catalogue: released videos with files, album pictures. */
export interface ActorFeedMedia {
  videos: { id: number; ageRating: number }[];
  pictures: { imageId: number; protected: boolean; ageRating: number }[];
}

/** Each performer's released videos with a media file and her album pictures (the demo feed's media). */
export async function actorFeedMedia(
  db: DbOrTx,
  actorIds: number[],
  now: Date,
): Promise<Map<number, ActorFeedMedia>> {
  const out = new Map<number, ActorFeedMedia>(actorIds.map((id) => [id, { videos: [], pictures: [] }]));
  if (actorIds.length === 0) return out;
  const [clips, pictures] = await Promise.all([
    db
      .select({ id: videos.id, actorId: videos.actorId, ageRating: videos.ageRating })
      .from(videos)
      .where(and(inArray(videos.actorId, actorIds), lte(videos.releasedAt, now), isNotNull(videos.mediaKey)))
      .orderBy(videos.id),
    db
      .select({
        actorId: albums.actorId,
        imageId: albumPictures.imageId,
        protected: images.protected,
        ageRating: albumPictures.ageRating,
      })
      .from(albumPictures)
      .innerJoin(albums, eq(albums.id, albumPictures.albumId))
      .innerJoin(images, eq(images.id, albumPictures.imageId))
      .where(and(inArray(albums.actorId, actorIds), lte(albums.releasedAt, now)))
      .orderBy(albumPictures.id),
  ]);
  for (const { actorId, ...clip } of clips) out.get(actorId)?.videos.push(clip);
  for (const { actorId, ...picture } of pictures) out.get(actorId)?.pictures.push(picture);
  return out;
}
