import { type ChildProcess, spawn } from "node:child_process";
import { FFMPEG, track } from "./encoders.ts";

/**
 * The sandbox performer's voice for voice calls (docs/decisions.md "Voice calls"): one ffmpeg per
 * actor on a call sends a wavering low tone (a sine with a tremolo, about a voice's pitch and
 * rhythm) as Opus RTP to the WebRTC peers' UDP socket, with the actor's audio SSRC (2^31 + id),
 * so the peers forward it to each caller of that actor as they forward the video. It stops when
 * no call has touched it for idleMs.
 */

/** The RTP SSRC of an actor's voice (the video's is the actor's id, below 2^31). */
export const audioSsrcOf = (actorId: number): number => 2 ** 31 + actorId;

/** The ffmpeg arguments of an actor's voice (ffmpeg takes the SSRC as a signed 32-bit number). */
export function voiceArgs(actorId: number, rtpPort: number): string[] {
  // biome-ignore format: one option and its value per line would hide the command line's shape.
  return [
    "-hide_banner", "-nostdin", "-loglevel", "error",
    "-re", "-f", "lavfi", "-i", "sine=frequency=210:sample_rate=48000,tremolo=f=3:d=0.7",
    "-c:a", "libopus", "-b:a", "32k", "-application", "voip", "-frame_duration", "20", "-ac", "1",
    "-payload_type", "111", "-ssrc", String(audioSsrcOf(actorId) - 2 ** 32),
    "-f", "rtp", `rtp://127.0.0.1:${rtpPort}?pkt_size=1200`,
  ];
}

interface Voice {
  child: ChildProcess;
  lastUsed: number;
}

export class VoiceSources {
  private readonly voices = new Map<number, Voice>();
  private sweeper: NodeJS.Timeout | null = null;
  private closed = false;

  constructor(private readonly options: { rtpPort: number; idleMs?: number; warn?: (m: string) => void }) {}

  /** Starts the actor's voice (or keeps it running). */
  play(actorId: number): void {
    if (this.closed) return;
    const running = this.voices.get(actorId);
    if (running) {
      running.lastUsed = Date.now();
      return;
    }
    const child = spawn(FFMPEG, voiceArgs(actorId, this.options.rtpPort), {
      stdio: ["ignore", "ignore", "pipe"],
    });
    track(child);
    let stderr = "";
    child.stderr?.setEncoding("utf8");
    child.stderr?.on("data", (chunk: string) => {
      stderr = (stderr + chunk).slice(-1000);
    });
    child.once("error", (error) => this.options.warn?.(`voice of actor ${actorId}: ${error.message}`));
    child.once("exit", (code) => {
      if (this.voices.get(actorId)?.child !== child) return;
      this.voices.delete(actorId);
      this.options.warn?.(`voice of actor ${actorId} exited (${code}): ${stderr.trim()}`);
    });
    this.voices.set(actorId, { child, lastUsed: Date.now() });
    this.sweep();
  }

  /** A call of the actor is connected: her voice keeps running. */
  touch(actorId: number): void {
    const voice = this.voices.get(actorId);
    if (voice) voice.lastUsed = Date.now();
  }

  /** Voices running now (tests). */
  get running(): number {
    return this.voices.size;
  }

  /** Stops every voice and waits for the processes to exit; none starts afterwards. */
  async close(): Promise<void> {
    this.closed = true;
    if (this.sweeper) clearInterval(this.sweeper);
    this.sweeper = null;
    await Promise.all([...this.voices.keys()].map((actorId) => this.stop(actorId)));
  }

  private stop(actorId: number): Promise<void> {
    const voice = this.voices.get(actorId);
    if (!voice) return Promise.resolve();
    this.voices.delete(actorId);
    const { child } = voice;
    if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
    const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
    child.kill("SIGKILL");
    return exited;
  }

  private sweep(): void {
    if (this.sweeper) return;
    const idleMs = this.options.idleMs ?? 15_000;
    this.sweeper = setInterval(() => {
      const now = Date.now();
      for (const [actorId, voice] of this.voices) if (now - voice.lastUsed >= idleMs) void this.stop(actorId);
      if (this.voices.size === 0 && this.sweeper) {
        clearInterval(this.sweeper);
        this.sweeper = null;
      }
    }, 1000);
    this.sweeper.unref();
  }
}
