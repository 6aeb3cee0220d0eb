import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { thumbnailCountFor } from "../lib/media/videoThumbnails.ts";

const run = promisify(execFile);
const ffmpegPath = (createRequire(import.meta.url)("@ffmpeg-installer/ffmpeg") as { path: string }).path;

/** Number of distinct demo clips; demo videos share them round-robin. */
export const DEMO_CLIPS = 6;
export const PREVIEW_SECONDS = 4;

/**
 * Renders a demo clip locally with ffmpeg (no downloads): an animated test pattern tinted per clip
 * with a tone, H.264/AAC MP4 with the index at the front (+faststart) so players can seek at once.
 * Returns the full clip and its free preview (the first seconds).
 */
export async function renderClip(index: number, seconds = 12): Promise<{ full: Buffer; preview: Buffer }> {
  const dir = await mkdtemp(path.join(tmpdir(), "velvet-clip-"));
  try {
    const full = path.join(dir, "full.mp4");
    const preview = path.join(dir, "preview.mp4");
    const hue = (index * 57) % 360;
    await run(ffmpegPath, [
      "-v",
      "error",
      "-f",
      "lavfi",
      "-i",
      `testsrc2=s=640x360:r=25:d=${seconds}`,
      "-f",
      "lavfi",
      "-i",
      `sine=frequency=${220 + index * 55}:d=${seconds}`,
      "-vf",
      `hue=h=${hue}:s=1.3,vignette`,
      "-c:v",
      "libx264",
      "-preset",
      "veryfast",
      "-crf",
      "28",
      "-pix_fmt",
      "yuv420p",
      "-c:a",
      "aac",
      "-b:a",
      "64k",
      "-shortest",
      "-movflags",
      "+faststart",
      full,
    ]);
    await run(ffmpegPath, [
      "-v",
      "error",
      "-i",
      full,
      "-t",
      String(PREVIEW_SECONDS),
      "-c",
      "copy",
      "-movflags",
      "+faststart",
      preview,
    ]);
    return { full: await readFile(full), preview: await readFile(preview) };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The media key of a demo clip. */
export const clipKey = (index: number) => `clips/clip-${index % DEMO_CLIPS}`;

/** Length of the full demo clips in seconds. */
export const DEMO_CLIP_SECONDS = 12;
/** Preview thumbnails of every demo clip (a 12 s clip gets the full 100). */
export const DEMO_CLIP_THUMBNAILS = thumbnailCountFor(DEMO_CLIP_SECONDS);
