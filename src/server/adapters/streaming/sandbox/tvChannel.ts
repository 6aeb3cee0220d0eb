import { drawtextEscape, ENCODER_FONT, type EncoderJob, PLAYLIST } from "./encoders.ts";

/**
 * A TV channel of the sandbox origin (issue 29, docs/decisions.md "TV"): one ffmpeg plays the
 * channel's programme, the episodes' own video files one after another (ffmpeg's concat demuxer, in
 * real time), starting inside the airing of now at the second the schedule says, so what plays is
 * what the programme lists. The channel's name and the airing's title under it (a file the origin rewrites
 * when the airing changes, read again every frame) are drawn on the picture. Output: live HLS with
 * 2-second segments, the last six listed.
 */

/** One airing of a channel's programme as the origin plays it. */
export interface TvAiring {
  /** The episode's video file (absolute path). */
  file: string;
  /** What the picture says is on: "Series · S1 E2 · Title". */
  title: string;
  startsAt: number;
  endsAt: number;
}

/** The file with the airing's title that drawtext reads again every frame (written atomically). */
export const TITLE_FILE = "now.txt";
const CONCAT_FILE = "channel.ffconcat";

/** Frames per second of the channel (the demo clips have 15); a keyframe, and a segment, every 2 s. */
const FPS = 15;
const SEGMENT_SECONDS = 2;

/** The airing on at `now` (ms), or null. */
export function airingAt(airings: readonly TvAiring[], now: number): TvAiring | null {
  return airings.find((airing) => airing.startsAt <= now && now < airing.endsAt) ?? null;
}

/** A path for ffconcat's `file` directive: single-quoted, a quote inside as '\'' */
const concatPath = (file: string) => `'${file.replace(/'/g, "'\\''")}'`;

/**
 * The encoder's job from the airing on at `now` to the end of the list: null when nothing airs now
 * (the schedule's list is empty or over).
 */
export function tvChannelJob(
  channelName: string,
  airings: readonly TvAiring[],
  now: number,
): EncoderJob | null {
  const current = airingAt(airings, now);
  if (!current) return null;
  const later = airings.filter((airing) => airing.startsAt >= current.endsAt);
  const offsetSeconds = Math.max(0, (now - current.startsAt) / 1000);
  const concat = [
    "ffconcat version 1.0",
    `file ${concatPath(current.file)}`,
    `inpoint ${offsetSeconds.toFixed(3)}`,
    ...later.map((airing) => `file ${concatPath(airing.file)}`),
    "",
  ].join("\n");
  const texts = ENCODER_FONT
    ? [
        `drawtext=fontfile=${ENCODER_FONT}:text='${drawtextEscape(channelName)}':fontcolor=white:fontsize=22:x=20:y=18:box=1:boxcolor=0x7c3aed@0.75:boxborderw=8`,
        // The title as written (expansion off: a % in a title is a per cent sign).
        `drawtext=fontfile=${ENCODER_FONT}:textfile=${TITLE_FILE}:reload=1:expansion=none:fontcolor=white:fontsize=20:x=20:y=62:box=1:boxcolor=black@0.55:boxborderw=6`,
      ].join(",")
    : "null";
  // biome-ignore format: one option and its value per line would hide the command line's shape.
  const args = [
    "-hide_banner", "-nostdin", "-loglevel", "error",
    "-re", "-f", "concat", "-safe", "0", "-i", CONCAT_FILE,
    "-map", "0:v:0", "-map", "0:a:0?",
    "-vf", `scale=640:360,fps=${FPS},${texts}`,
    "-c:v", "libx264", "-preset", "ultrafast", "-tune", "zerolatency",
    "-profile:v", "baseline", "-level", "3.1", "-pix_fmt", "yuv420p",
    "-b:v", "500k", "-maxrate", "500k", "-bufsize", "500k",
    "-g", String(FPS * SEGMENT_SECONDS), "-keyint_min", String(FPS * SEGMENT_SECONDS), "-sc_threshold", "0",
    "-c:a", "aac", "-b:a", "64k", "-ar", "44100", "-ac", "2",
    "-f", "hls", "-hls_time", String(SEGMENT_SECONDS), "-hls_list_size", "6",
    "-hls_flags", "delete_segments", "-hls_start_number_source", "epoch", "-hls_segment_filename", "seg%d.ts",
    PLAYLIST,
  ];
  return { args, files: { [CONCAT_FILE]: concat, [TITLE_FILE]: current.title } };
}
