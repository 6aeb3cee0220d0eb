import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";

/**
 * The sandbox's live-video origin (issue 14, docs/decisions.md "Live video"): one ffmpeg per
 * actor, started on demand, encodes a moving test picture with the performer's name and a running
 * clock to a live HLS stream (1-second segments, the last six listed, about 50 KB each at 400 kbit/s) and refreshes a still JPEG
 * every few seconds, in `<dir>/<actorId>/`. An encoder nobody asked for files for idleMs is
 * stopped, and so is every encoder when the app closes. Encoders are per process: several
 * instances behind a load balancer need sticky routing by actor (the sandbox runs as one).
 *
 * With an RTP port (the WebRTC side, webrtc.ts), the same H.264 encode is teed to RTP on
 * 127.0.0.1 as well, its SSRC the actor's id: one encode feeds both HLS and WebRTC.
 */

export const FFMPEG = (createRequire(import.meta.url)("@ffmpeg-installer/ffmpeg") as { path: string }).path;

/** Debian's bold DejaVu (or Liberation); without one drawtext is left out and the picture runs bare. */
const FONT = [
  "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf",
  "/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf",
].find((file) => existsSync(file));

/**
 * The file names an encoder writes; segments are `seg` plus their sequence number, which starts at
 * the encoder's start in seconds since 1970: as a segment lasts at least a second, a restarted
 * encoder never writes a name an earlier one wrote, so a segment's URL names one content forever
 * (its answer is immutable).
 */
export const PLAYLIST = "index.m3u8";
export const STILL = "still.jpg";
export const SEGMENT_NAME = /^seg\d{1,12}\.ts$/;

/** 20 fps keeps an encoder near 5 % of a core (the proof of concept measured 6 % at 25 fps). */
const FPS = 20;
/** Frames from one keyframe to the next: half a second (docs/decisions.md, WebRTC for private chats). */
const GOP = FPS / 2;
/** Seconds between two stills. */
const STILL_SECONDS = 3;
/** The still's size: a tile's, not the stream's (the still is a grid's picture). */
export const STILL_WIDTH = 320;
export const STILL_HEIGHT = 180;

/** Text for ffmpeg's drawtext: its own escapes for the characters that mean something in it. */
const drawtextEscape = (text: string) => text.replace(/[\\':%,;[\]=]/g, (c) => `\\${c}`);

export { drawtextEscape, FONT as ENCODER_FONT };

/** The filter graph: the name on top, the wall clock bottom right, split into the stream and the stills. */
function filterGraph(name: string): string {
  const overlay = FONT
    ? [
        `drawtext=fontfile=${FONT}:text='${drawtextEscape(name)}':fontcolor=white:fontsize=32:x=(w-tw)/2:y=20:box=1:boxcolor=black@0.5:boxborderw=6`,
        // The escapes of a clock inside drawtext's text, for an argv array (no shell between).
        `drawtext=fontfile=${FONT}:text='%{localtime\\:%H\\\\\\:%M\\\\\\:%S}':fontcolor=white:fontsize=24:x=w-tw-20:y=h-th-20:box=1:boxcolor=black@0.5:boxborderw=6`,
      ].join(",")
    : "null";
  // One frame every STILL_SECONDS, and the first two at once: ffmpeg writes a frame of a variable-rate
  // output when the next one comes, so the first still is there within 0.1 s (fps=1/3 took 3 s).
  const stills = `select='lte(n,1)+gte(t-prev_selected_t,${STILL_SECONDS})'`;
  // At a tile's size (a /cams/ tile is 160-300 px wide): 7-8 KB, where the stream's 640x360 were 21-24 KB.
  return `[0:v]${overlay},split=2[video][s];[s]${stills},scale=${STILL_WIDTH}:${STILL_HEIGHT}[still]`;
}

/** Where an encoder also sends its video as RTP (H.264, one packet at most 1200 bytes). */
export interface RtpTarget {
  port: number;
  /** The RTP stream's SSRC: the receiver tells the actors' streams apart by it. */
  ssrc: number;
}

/**
 * The ffmpeg arguments of one actor's encoder. It runs in the actor's directory (the output names
 * are relative: no path has to be escaped for the tee muxer).
 */
export function encoderArgs(name: string, rtp?: RtpTarget): string[] {
  const hls = {
    hls_time: "1",
    hls_list_size: "6",
    hls_flags: "delete_segments",
    hls_start_number_source: "epoch",
    hls_segment_filename: "seg%d.ts",
  };
  const hlsTee = Object.entries(hls)
    .map(([option, value]) => `${option}=${value}`)
    .join(":");
  const output = rtp
    ? // One encode, two muxers; a failing RTP branch (nobody listens) never stops the HLS one.
      [
        "-f",
        "tee",
        `[f=rtp:payload_type=102:ssrc=${rtp.ssrc}:onfail=ignore]rtp://127.0.0.1:${rtp.port}?pkt_size=1200|[f=hls:${hlsTee}]${PLAYLIST}`,
      ]
    : ["-f", "hls", ...Object.entries(hls).flatMap(([option, value]) => [`-${option}`, value]), PLAYLIST];
  // biome-ignore format: one option and its value per line would hide the command line's shape.
  return [
    "-hide_banner", "-nostdin", "-loglevel", "error",
    "-re", "-f", "lavfi", "-i", `testsrc2=size=640x360:rate=${FPS}`,
    // Frames pass as they come: without it the still output repeats its JPEG at the input's rate
    // (measured: 13 % of a core instead of 10 %).
    "-vsync", "vfr",
    "-filter_complex", filterGraph(name),
    // H.264 constrained baseline, a keyframe every half second with its headers: every segment
    // starts clean, and a new WebRTC viewer (ffmpeg hears no keyframe request) waits 0.5 s at most.
    "-map", "[video]", "-c:v", "libx264", "-preset", "ultrafast", "-tune", "zerolatency",
    "-profile:v", "baseline", "-level", "3.1", "-pix_fmt", "yuv420p",
    // 400 kbit/s (it was 700): about 50 KB a segment. Serving a thousand viewers, the origin spent
    // about a third of its busy time copying segment bytes to the sockets (writev, measured with
    // --cpu-prof); the test picture needs no more.
    "-b:v", "400k", "-maxrate", "400k", "-bufsize", "400k",
    "-g", String(GOP), "-keyint_min", String(GOP), "-sc_threshold", "0", "-x264-params", "repeat-headers=1",
    ...output,
    // The still is written to a temporary file and renamed: a reader never sees half a JPEG.
    "-map", "[still]", "-q:v", "5", "-f", "image2", "-update", "1", "-atomic_writing", "1", STILL,
  ];
}

/** Every encoder process of this Node process: killed when it exits, whatever closes or not. */
const children = new Set<ChildProcess>();
let exitHookInstalled = false;
export function track(child: ChildProcess): void {
  children.add(child);
  child.once("exit", () => children.delete(child));
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.once("exit", () => {
    for (const c of children) c.kill("SIGKILL");
  });
}

/** Pids of the encoder processes still running in this process (tests: none after close). */
export function runningEncoderPids(): number[] {
  return [...children].flatMap((child) => (child.pid === undefined ? [] : [child.pid]));
}

interface Encoder {
  actorId: number;
  dir: string;
  child: ChildProcess;
  startedAt: number;
  /** Last request for any of its files. */
  lastUsed: number;
  /** Last request of a player (playlist or segment): stills alone make an encoder evictable. */
  lastPlayed: number;
  exited: Promise<void>;
  hasExited: boolean;
  /** The end of ffmpeg's error output, for the log when it dies by itself. */
  stderr: string;
  /**
   * The latest segments read, by name (a segment never changes once the playlist lists it): a
   * thousand viewers of one stream read the file once, not a thousand times.
   */
  segments: Map<string, Buffer>;
  /** The segments of the last complete playlist read: only those are finished and may be cached. */
  listed: Set<string>;
  /** The last complete playlist read, and when. */
  playlist: { text: string; at: number } | null;
  /** The read under way, which requests meanwhile share. */
  playlistRead: Promise<string | null> | null;
}

/** A playlist read is served for this long (ffmpeg writes one every segment, 1 s). */
const PLAYLIST_READ_MS = 100;

/** Segments kept in memory per encoder: the playlist's six and a little more. */
const CACHED_SEGMENTS = 8;

export interface LiveEncodersOptions {
  /** Root directory; an actor's files go to `<dir>/<actorId>/`. */
  dir: string;
  /** Stop an encoder after this long without a request for its files (default 30 s). */
  idleMs?: number;
  /** At most this many encoders at once (CPU: about 5 % of a core each); 0 turns them off. */
  maxEncoders?: number;
  /** Warnings (an encoder that died by itself). */
  warn?: (message: string) => void;
  /** Also send each actor's video as RTP to this port on 127.0.0.1 (SSRC: the actor's id). */
  rtpPort?: number;
  /**
   * What an encoder runs, by key and label (default: the actor's test picture, encoderArgs): the
   * ffmpeg arguments and files written into its directory before it starts (the TV channels'
   * concat lists, tvChannels.ts).
   */
  job?: (key: number, label: string, rtp?: RtpTarget) => EncoderJob;
  now?: () => number;
}

/** An encoder's command: ffmpeg's arguments (run in the encoder's directory) and files it reads there. */
export interface EncoderJob {
  args: string[];
  files?: Record<string, string>;
}

/** Thrown when no encoder can start: all slots play to viewers, or encoders are off. */
export class EncodersBusyError extends Error {}

/** The manager of the actors' encoders. */
export class LiveEncoders {
  private readonly encoders = new Map<number, Encoder>();
  private readonly idleMs: number;
  private readonly maxEncoders: number;
  private readonly now: () => number;
  private sweeper: NodeJS.Timeout | null = null;
  private closed = false;

  constructor(private readonly options: LiveEncodersOptions) {
    this.idleMs = options.idleMs ?? 30_000;
    this.maxEncoders = options.maxEncoders ?? 8;
    this.now = options.now ?? Date.now;
  }

  /** The directory an encoder of this key writes to. */
  dirOf(key: number): string {
    return path.join(this.options.dir, String(key));
  }

  /** When the running encoder of this key started (ms), or null. */
  startedAt(key: number): number | null {
    return this.encoders.get(key)?.startedAt ?? null;
  }

  /** Number of running encoders. */
  get running(): number {
    return this.encoders.size;
  }

  /** The pid of an actor's running encoder, or null. */
  pidOf(actorId: number): number | null {
    return this.encoders.get(actorId)?.child.pid ?? null;
  }

  /**
   * The actor's playlist, starting the encoder if needed and waiting up to waitMs for its first
   * playlist; null when none came in time (or the encoder died).
   */
  async playlist(actorId: number, name: string, waitMs: number): Promise<string | null> {
    const encoder = this.ensure(actorId, name, true);
    // A thousand viewers reload it every second; ffmpeg rewrites it once a second: read at most
    // every PLAYLIST_READ_MS, the others get the playlist read last (at most that much older).
    const known = encoder.playlist;
    if (known && this.now() - known.at < PLAYLIST_READ_MS) return known.text;
    encoder.playlistRead ??= this.readPlaylist(encoder, waitMs).finally(() => {
      encoder.playlistRead = null;
    });
    return encoder.playlistRead;
  }

  private async readPlaylist(encoder: Encoder, waitMs: number): Promise<string | null> {
    const deadline = this.now() + waitMs;
    for (;;) {
      const at = this.now();
      const text = await readText(path.join(encoder.dir, PLAYLIST));
      // ffmpeg rewrites the playlist in place (no rename in this build): a half-written one is read again.
      if (text !== null && isCompletePlaylist(text)) {
        encoder.lastUsed = encoder.lastPlayed = this.now();
        if (text !== encoder.playlist?.text)
          encoder.listed = new Set(text.split("\n").filter((line) => SEGMENT_NAME.test(line)));
        encoder.playlist = { text, at };
        return text;
      }
      if (encoder.hasExited || this.now() >= deadline) return null;
      await sleep(50);
    }
  }

  /**
   * Starts the actor's encoder if needed for a player that does not read its files (WebRTC); true
   * when it runs. Throws EncodersBusyError like a playlist request.
   */
  play(actorId: number, name: string): boolean {
    return !this.ensure(actorId, name, true).hasExited;
  }

  /** Keeps a running encoder from the idle stop while a WebRTC viewer watches it. */
  touch(actorId: number): void {
    const encoder = this.encoders.get(actorId);
    if (encoder) encoder.lastUsed = encoder.lastPlayed = this.now();
  }

  /** A segment of a running encoder's stream, or null (not running, or the segment is gone). */
  async segment(actorId: number, segment: string): Promise<Buffer | null> {
    const encoder = this.encoders.get(actorId);
    if (!encoder || !SEGMENT_NAME.test(segment)) return null;
    encoder.lastUsed = encoder.lastPlayed = this.now();
    const cached = encoder.segments.get(segment);
    if (cached) return cached;
    const bytes = await readBytes(path.join(encoder.dir, segment));
    // A segment ffmpeg may still be writing (not listed yet) is read, never cached.
    if (bytes && bytes.length > 0 && encoder.listed.has(segment)) {
      encoder.segments.set(segment, bytes);
      // Oldest first (insertion order): drop what the playlist no longer lists.
      for (const name of encoder.segments.keys()) {
        if (encoder.segments.size <= CACHED_SEGMENTS) break;
        encoder.segments.delete(name);
      }
    }
    return bytes;
  }

  /** The actor's latest still, starting the encoder if needed and waiting up to waitMs for the first. */
  async still(actorId: number, name: string, waitMs: number): Promise<Buffer | null> {
    const encoder = this.ensure(actorId, name, false);
    const deadline = this.now() + waitMs;
    for (;;) {
      const bytes = await readBytes(path.join(encoder.dir, STILL));
      if (bytes && bytes.length > 0) {
        encoder.lastUsed = this.now();
        return bytes;
      }
      if (encoder.hasExited || this.now() >= deadline) return null;
      await sleep(100);
    }
  }

  /** Stops an actor's encoder (went offline) and removes its files. */
  async stop(actorId: number): Promise<void> {
    const encoder = this.encoders.get(actorId);
    if (encoder) await this.halt(encoder);
  }

  /** Stops every encoder; no encoder starts afterwards (the app closes). */
  async close(): Promise<void> {
    this.closed = true;
    if (this.sweeper) clearInterval(this.sweeper);
    this.sweeper = null;
    await Promise.all([...this.encoders.values()].map((encoder) => this.halt(encoder)));
  }

  /**
   * The actor's running encoder, or a new one. Synchronous on purpose: two first requests arriving
   * together cannot both start one, as nothing awaits between the look-up and the insert.
   */
  private ensure(actorId: number, name: string, player: boolean): Encoder {
    const now = this.now();
    let encoder = this.encoders.get(actorId);
    if (!encoder) {
      if (this.closed || this.maxEncoders === 0) throw new EncodersBusyError("Live video is off");
      if (this.encoders.size >= this.maxEncoders) {
        // A still is a nicety (the grid shows the profile picture instead): it never pushes out a
        // stream, or a grid with more online actors than slots would restart encoders all the time.
        if (!player) throw new EncodersBusyError("All live encoders are busy");
        this.evictOne(now);
      }
      encoder = this.start(actorId, name);
    }
    encoder.lastUsed = now;
    if (player) encoder.lastPlayed = now;
    return encoder;
  }

  /** Makes room for a player by stopping the longest-unused encoder no player has asked for in 10 s. */
  private evictOne(now: number): void {
    const candidates = [...this.encoders.values()]
      .filter((e) => now - e.lastPlayed > 10_000)
      .sort((a, b) => a.lastUsed - b.lastUsed);
    const victim = candidates[0];
    if (!victim) throw new EncodersBusyError("Too many live streams at once");
    void this.halt(victim);
  }

  private start(actorId: number, name: string): Encoder {
    const dir = this.dirOf(actorId);
    // Files of an earlier run would be served as this one's: start from an empty directory.
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    const rtp =
      this.options.rtpPort === undefined ? undefined : { port: this.options.rtpPort, ssrc: actorId };
    const job = this.options.job?.(actorId, name, rtp) ?? { args: encoderArgs(name, rtp) };
    for (const [file, text] of Object.entries(job.files ?? {})) writeFileSync(path.join(dir, file), text);
    const child = spawn(FFMPEG, job.args, { cwd: dir, stdio: ["ignore", "ignore", "pipe"] });
    track(child);
    const now = this.now();
    const encoder: Encoder = {
      actorId,
      dir,
      child,
      startedAt: now,
      lastUsed: now,
      lastPlayed: 0,
      hasExited: false,
      stderr: "",
      segments: new Map(),
      listed: new Set(),
      playlist: null,
      playlistRead: null,
      exited: new Promise((resolve) => {
        child.once("exit", (code, signal) => {
          encoder.hasExited = true;
          if (this.encoders.get(actorId) === encoder) {
            // Died by itself: forgotten, so the next request starts a fresh one.
            this.encoders.delete(actorId);
            this.options.warn?.(
              `live encoder of actor ${actorId} exited (${signal ?? code}): ${encoder.stderr.trim().slice(-500)}`,
            );
          }
          resolve();
        });
      }),
    };
    child.stderr?.setEncoding("utf8");
    child.stderr?.on("data", (chunk: string) => {
      encoder.stderr = (encoder.stderr + chunk).slice(-2000);
    });
    // A failed spawn (no binary) emits "error" and maybe no "exit".
    child.once("error", (error) => {
      encoder.stderr += String(error);
      if (!encoder.hasExited) child.emit("exit", null, null);
    });
    this.encoders.set(actorId, encoder);
    this.sweep();
    return encoder;
  }

  /** Starts the idle check while encoders run. */
  private sweep(): void {
    if (this.sweeper) return;
    this.sweeper = setInterval(
      () => {
        const now = this.now();
        for (const encoder of this.encoders.values())
          if (now - encoder.lastUsed >= this.idleMs) void this.halt(encoder);
        if (this.encoders.size === 0 && this.sweeper) {
          clearInterval(this.sweeper);
          this.sweeper = null;
        }
      },
      Math.max(100, Math.min(5000, this.idleMs / 4)),
    );
    this.sweeper.unref();
  }

  /** Ends an encoder: SIGTERM, SIGKILL after 2 s, then its files go. */
  private async halt(encoder: Encoder): Promise<void> {
    if (this.encoders.get(encoder.actorId) === encoder) this.encoders.delete(encoder.actorId);
    if (!encoder.hasExited) {
      encoder.child.kill("SIGTERM");
      const kill = setTimeout(() => encoder.child.kill("SIGKILL"), 2000);
      await encoder.exited;
      clearTimeout(kill);
    }
    // A new encoder of the actor may have started meanwhile in the same directory.
    if (!this.encoders.has(encoder.actorId)) rmSync(encoder.dir, { recursive: true, force: true });
  }
}

/** True for a whole playlist: a header and as many segment lines as EXTINF lines, at least one. */
function isCompletePlaylist(text: string): boolean {
  if (!text.startsWith("#EXTM3U")) return false;
  const lines = text.split("\n").filter((line) => line.trim() !== "");
  const infos = lines.filter((line) => line.startsWith("#EXTINF:")).length;
  const segments = lines.filter((line) => SEGMENT_NAME.test(line.trim())).length;
  return infos > 0 && infos === segments && SEGMENT_NAME.test(lines.at(-1)?.trim() ?? "");
}

async function readBytes(file: string): Promise<Buffer | null> {
  try {
    return await readFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}

async function readText(file: string): Promise<string | null> {
  return (await readBytes(file))?.toString("utf8") ?? null;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
