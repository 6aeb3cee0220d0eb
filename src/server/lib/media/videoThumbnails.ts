import { execFile } from "node:child_process";
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import {
  VIDEO_THUMBNAIL_COLUMNS,
  VIDEO_THUMBNAIL_FRAME_HEIGHT,
  VIDEO_THUMBNAIL_FRAME_WIDTH,
  VIDEO_THUMBNAILS_MAX,
  videoThumbnailKeys,
} from "../../../common/contracts/videoPictures.ts";
import type { MediaStore } from "../../adapters/media-store/mediaStore.ts";

const run = promisify(execFile);
const ffmpegPath = (createRequire(import.meta.url)("@ffmpeg-installer/ffmpeg") as { path: string }).path;

/** At most one thumbnail per this many seconds, so a very short clip gets fewer than 100. */
const MIN_SPACING_SEC = 0.1;

/** How many thumbnails a video of `durationSec` gets (1 to 100). */
export function thumbnailCountFor(durationSec: number): number {
  return Math.max(1, Math.min(VIDEO_THUMBNAILS_MAX, Math.floor(durationSec / MIN_SPACING_SEC)));
}

/** Reads the duration of a video file from ffmpeg's stream summary (ffmpeg -i exits 1 without an output). */
async function probeDuration(file: string): Promise<number> {
  const stderr = await run(ffmpegPath, ["-hide_banner", "-i", file]).then(
    (result) => result.stderr,
    (error: { stderr?: string }) => error.stderr ?? "",
  );
  const match = /Duration: (\d+):(\d+):(\d+(?:\.\d+)?)/.exec(stderr);
  if (!match) throw new Error("Cannot read the duration of the video");
  return Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3]);
}

/** Counts the stored frames (written before the sprite, so they are contiguous from 0) by binary search. */
async function storedCount(media: MediaStore, mediaKey: string): Promise<number> {
  const keys = videoThumbnailKeys(mediaKey);
  let low = 0; // frames [0, low) exist
  let high = VIDEO_THUMBNAILS_MAX; // frames [high, max) do not
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (await media.has(keys.frame(middle - 1))) low = middle;
    else high = middle - 1;
  }
  return low;
}

/**
 * Extracts up to 100 evenly spaced frames of a full video with one ffmpeg pass: each frame as a
 * w320 JPEG and all of them in one sprite sheet (10 columns of 160x90 cells) for scrubbing with a
 * single request, stored under `${mediaKey}-thumbs/` in the public media store. Returns the count.
 * Idempotent: when the sprite exists, returns the stored count without rendering again.
 */
export async function storeVideoThumbnails(
  media: MediaStore,
  mediaKey: string,
  fullClip: Buffer,
  durationSec?: number,
): Promise<number> {
  const keys = videoThumbnailKeys(mediaKey);
  if (await media.has(keys.sprite)) return storedCount(media, mediaKey);
  const dir = await mkdtemp(path.join(tmpdir(), "velvet-thumbs-"));
  try {
    const input = path.join(dir, "input.mp4");
    await writeFile(input, fullClip);
    const duration = durationSec ?? (await probeDuration(input));
    const count = thumbnailCountFor(duration);
    const spacing = duration / count;
    const rows = Math.ceil(count / VIDEO_THUMBNAIL_COLUMNS);
    const w = VIDEO_THUMBNAIL_FRAME_WIDTH;
    const h = VIDEO_THUMBNAIL_FRAME_HEIGHT;
    const frames = path.join(dir, "frames");
    await mkdir(frames);
    // Frame i shows the middle of its slice: (i + 0.5) * spacing.
    await run(ffmpegPath, [
      "-v",
      "error",
      "-ss",
      (spacing / 2).toFixed(3),
      "-i",
      input,
      "-filter_complex",
      `[0:v]fps=fps=${count}/${duration}:eof_action=pass,trim=end_frame=${count},split=2[a][b];` +
        "[a]scale=320:-2[f];" +
        `[b]scale=${w}:${h}:force_original_aspect_ratio=decrease,pad=${w}:${h}:(ow-iw)/2:(oh-ih)/2,` +
        `tile=${VIDEO_THUMBNAIL_COLUMNS}x${rows}[s]`,
      "-map",
      "[f]",
      "-q:v",
      "4",
      "-start_number",
      "0",
      path.join(frames, "%d.jpg"),
      "-map",
      "[s]",
      "-frames:v",
      "1",
      "-q:v",
      "5",
      path.join(dir, "sprite.jpg"),
    ]);
    const produced = (await readdir(frames)).length;
    if (produced === 0) throw new Error("ffmpeg extracted no frames");
    const producedRows = Math.ceil(produced / VIDEO_THUMBNAIL_COLUMNS);
    if (producedRows !== rows) {
      // The video ended before the given duration: tile the frames again so the sheet has no empty rows.
      await run(ffmpegPath, [
        "-v",
        "error",
        "-y",
        "-start_number",
        "0",
        "-i",
        path.join(frames, "%d.jpg"),
        "-vf",
        `scale=${w}:${h}:force_original_aspect_ratio=decrease,pad=${w}:${h}:(ow-iw)/2:(oh-ih)/2,` +
          `tile=${VIDEO_THUMBNAIL_COLUMNS}x${producedRows}`,
        "-frames:v",
        "1",
        "-q:v",
        "5",
        path.join(dir, "sprite.jpg"),
      ]);
    }
    for (let i = 0; i < produced; i++)
      await media.put(keys.frame(i), await readFile(path.join(frames, `${i}.jpg`)));
    const index = {
      count: produced,
      columns: VIDEO_THUMBNAIL_COLUMNS,
      rows: producedRows,
      frameWidth: w,
      frameHeight: h,
    };
    await media.put(keys.index, Buffer.from(JSON.stringify(index)));
    // The sprite last: its presence means the whole set is stored.
    await media.put(keys.sprite, await readFile(path.join(dir, "sprite.jpg")));
    return produced;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
