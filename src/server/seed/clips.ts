import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { thumbnailCountFor } from "../lib/media/videoThumbnails.ts";

const run = promisify(execFile);
const ffmpegPath = (createRequire(import.meta.url)("@ffmpeg-installer/ffmpeg") as { path: string }).path;

/**
 * Lengths of the distinct demo clips in seconds; demo videos share them round-robin, and a demo
 * video's duration is its clip's length, so what a page says is what plays.
 */
export const DEMO_CLIP_LENGTHS = [35, 60, 90, 120, 150, 180] as const;
/** Number of distinct demo clips. */
export const DEMO_CLIPS = DEMO_CLIP_LENGTHS.length;
export const PREVIEW_SECONDS = 4;
/** Frame rate of the demo clips: a calm scene needs no more. */
const CLIP_FPS = 15;

/** The length in seconds of the demo clip a video of this index plays. */
export function clipSeconds(index: number): number {
  return DEMO_CLIP_LENGTHS[index % DEMO_CLIPS] as number;
}

/** A bold TrueType font of the system for the clip's texts (Debian's DejaVu or Liberation), or null. */
const FONT = [
  "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf",
  "/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf",
].find((file) => existsSync(file));

/** Text for ffmpeg's drawtext: its own escapes for the characters that mean something in it. */
const drawtextEscape = (text: string) => text.replace(/[\\':%,;[\]=]/g, (c) => `\\${c}`);

/** mm:ss of a length in seconds. */
const clock = (seconds: number) =>
  `${String(Math.floor(seconds / 60)).padStart(2, "0")}:${String(seconds % 60).padStart(2, "0")}`;

/**
 * The moving scene of a demo clip: a softly blurred cellular pattern in the clip's colours (a new
 * seed per clip), its label in the middle and the running time against the length in the corner.
 * Without a system font the scene runs without texts.
 */
function sceneFilter(index: number, seconds: number): { source: string; filter: string } {
  const hue = (index * 57 + 300) % 360;
  const color = (lightness: number, saturation = 70) => hslHex(hue, saturation, lightness);
  const source = `life=s=128x72:mold=25:r=${CLIP_FPS}:ratio=0.12:seed=${1000 + index}:death_color=${color(10, 50)}:life_color=${color(58)}:mold_color=${color(26)}`;
  const filters = ["scale=640:360:flags=bicubic", "boxblur=6:2"];
  if (FONT) {
    const font = `fontfile=${FONT}`;
    const shadow = "shadowcolor=black@0.6:shadowx=2:shadowy=2";
    filters.push(
      `drawtext=${font}:text='${drawtextEscape("Velvet")}':fontcolor=white:fontsize=40:x=(w-tw)/2:y=h*0.34:${shadow}`,
      `drawtext=${font}:text='${drawtextEscape(`Demo clip ${index + 1} · ${clock(seconds)}`)}':fontcolor=white@0.85:fontsize=20:x=(w-tw)/2:y=h*0.34+56:${shadow}`,
      `drawtext=${font}:text='%{pts\\:gmtime\\:0\\:%M\\\\\\:%S} / ${drawtextEscape(clock(seconds))}':fontcolor=white:fontsize=18:x=w-tw-16:y=h-th-14:box=1:boxcolor=black@0.45:boxborderw=6`,
    );
  }
  return { source, filter: filters.join(",") };
}

/** #rrggbb of an HSL colour. */
function hslHex(h: number, s: number, l: number): string {
  const a = (s / 100) * Math.min(l / 100, 1 - l / 100);
  const channel = (n: number) => {
    const k = (n + h / 30) % 12;
    const value = l / 100 - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, "0");
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

/**
 * Renders a demo clip locally with ffmpeg (no downloads): a moving scene with its label and running
 * time (sceneFilter) and a quiet tone, H.264/AAC MP4 with the index at the front (+faststart) so
 * players can seek at once. Returns the full clip and its free preview (the first seconds).
 */
export async function renderClip(
  index: number,
  seconds: number = clipSeconds(index),
): Promise<{ full: Buffer; preview: Buffer }> {
  const dir = await mkdtemp(path.join(tmpdir(), "velvet-clip-"));
  try {
    const full = path.join(dir, "full.mp4");
    const preview = path.join(dir, "preview.mp4");
    const scene = sceneFilter(index, seconds);
    await run(ffmpegPath, [
      "-v",
      "error",
      "-f",
      "lavfi",
      "-i",
      scene.source,
      "-f",
      "lavfi",
      "-i",
      `sine=frequency=${220 + index * 55}:d=${seconds},volume=0.15`,
      "-t",
      String(seconds),
      "-vf",
      scene.filter,
      "-r",
      String(CLIP_FPS),
      "-c:v",
      "libx264",
      "-preset",
      "ultrafast",
      "-tune",
      "animation",
      "-crf",
      "32",
      // A keyframe every 2 s: the free preview is cut from the start and players seek closely.
      "-g",
      String(CLIP_FPS * 2),
      "-pix_fmt",
      "yuv420p",
      "-c:a",
      "aac",
      "-b:a",
      "32k",
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

/** Preview thumbnails of every demo clip (the shortest clip already gets the full 100). */
export const DEMO_CLIP_THUMBNAILS = thumbnailCountFor(Math.min(...DEMO_CLIP_LENGTHS));
