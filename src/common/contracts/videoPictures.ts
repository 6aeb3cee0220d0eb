import { z } from "zod";

export * from "./values/videoPictures.ts";

/** Most preview thumbnails a video has (spec content §9 "Preview thumbnails 100"). */
export const VIDEO_THUMBNAILS_MAX = 100;
/** Columns of the thumbnail sprite sheet; rows follow from the count. */
export const VIDEO_THUMBNAIL_COLUMNS = 10;
/** Size of one cell of the sprite sheet (16:9). */
export const VIDEO_THUMBNAIL_FRAME_WIDTH = 160;
export const VIDEO_THUMBNAIL_FRAME_HEIGHT = 90;

/** Media keys of a video's thumbnails: `${mediaKey}-thumbs/{i}-w320.jpg`, `sprite.jpg`, `index.json`. */
export function videoThumbnailKeys(mediaKey: string) {
  const folder = `${mediaKey}-thumbs`;
  return {
    frame: (position: number) => `${folder}/${position}-w320.jpg`,
    sprite: `${folder}/sprite.jpg`,
    index: `${folder}/index.json`,
  };
}

export const ZVideoPicture = z.object({
  /** 0-based position in the video, left to right. */
  position: z.number().int().min(0),
  /** Moment of the video this frame shows, in seconds. */
  atSec: z.number().min(0),
  /** w320 JPEG of the frame. */
  url: z.string(),
});
export type TVideoPicture = z.infer<typeof ZVideoPicture>;

export const ZVideoSprite = z.object({
  url: z.string(),
  columns: z.number().int().positive(),
  rows: z.number().int().positive(),
  frameWidth: z.number().int().positive(),
  frameHeight: z.number().int().positive(),
  count: z.number().int().positive(),
});
export type TVideoSprite = z.infer<typeof ZVideoSprite>;

/** Answer of GET tileGrid/getVideoPictures/{videoId} (spec content §7): the video's preview thumbnails. */
export const ZVideoPictures = z.object({
  pictures: z.array(ZVideoPicture),
  /** One sheet of all frames for scrubbing; null when the video has no thumbnails. */
  sprite: ZVideoSprite.nullable(),
});
export type TVideoPictures = z.infer<typeof ZVideoPictures>;

/** Path parameters of GET tileGrid/getVideoPictures/{videoId}. */
export const ZVideoPicturesParams = z.object({
  videoId: z.coerce.number().int().positive().max(2_147_483_647),
});
