import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { EncodersBusyError, LiveEncoders, runningEncoderPids } from "./encoders.ts";

/**
 * The encoder manager with the real ffmpeg: one process per actor however many first requests
 * come at once, stopped when unused, restarted after dying by itself, bounded in number.
 */
const root = mkdtempSync(path.join(tmpdir(), "velvet-live-"));
const managers: LiveEncoders[] = [];
function manager(options: { idleMs?: number; maxEncoders?: number } = {}) {
  const m = new LiveEncoders({ dir: root, ...options });
  managers.push(m);
  return m;
}
afterEach(async () => {
  await Promise.all(managers.splice(0).map((m) => m.close()));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function until(check: () => boolean, ms: number) {
  const deadline = Date.now() + ms;
  while (!check() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  return check();
}

describe("live encoders", () => {
  it("start one encoder for concurrent first requests and stop it when unused", async () => {
    const encoders = manager({ idleMs: 1500 });
    const [a, b] = await Promise.all([encoders.playlist(1, "Mia", 8000), encoders.playlist(1, "Mia", 8000)]);
    expect(encoders.running).toBe(1);
    expect(a).toMatch(/^#EXTM3U/);
    expect(b).toMatch(/seg\d+\.ts/);
    const pid = encoders.pidOf(1) as number;
    expect(runningEncoderPids()).toContain(pid);
    expect(await until(() => encoders.running === 0, 5000)).toBe(true);
    expect(await until(() => !alive(pid), 3000)).toBe(true);
    expect(existsSync(path.join(root, "1"))).toBe(false);
  });

  it("read a listed segment from disk once for all its viewers, and never keep one not listed yet", async () => {
    const encoders = manager();
    const playlist = (await encoders.playlist(7, "Ana", 8000)) as string;
    const listed = playlist.split("\n").filter((line) => /^seg\d+\.ts$/.test(line));
    const name = listed.at(-1) as string;
    const first = await encoders.segment(7, name);
    expect(first?.length).toBeGreaterThan(0);
    // The same bytes, not a second read.
    expect(await encoders.segment(7, name)).toBe(first);
    // The next segment is being written: each request reads what is on disk now.
    const next = `seg${String(Number(/\d+/.exec(name)?.[0]) + 1).padStart(5, "0")}.ts`;
    const early = await encoders.segment(7, next);
    const again = await encoders.segment(7, next);
    if (early && again) expect(again).not.toBe(early);
  });

  it("give up on a first file that takes longer than the wait", async () => {
    const encoders = manager();
    expect(await encoders.playlist(6, "Kim", 0)).toBeNull();
    expect(encoders.running).toBe(1); // still starting: the next request finds it
    expect(await encoders.playlist(6, "Kim", 8000)).toMatch(/^#EXTM3U/);
  });

  it("start again after ffmpeg died by itself", async () => {
    const encoders = manager();
    expect(await encoders.still(2, "Lea", 8000)).not.toBeNull();
    const first = encoders.pidOf(2) as number;
    process.kill(first, "SIGKILL");
    expect(await until(() => encoders.running === 0, 3000)).toBe(true);
    expect(await encoders.segment(2, "seg00000.ts")).toBeNull(); // a segment request starts nothing
    const still = await encoders.still(2, "Lea", 8000);
    expect(still?.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    expect(encoders.pidOf(2)).not.toBe(first);
  });

  it("make room for a player by stopping an encoder only stills use, and refuse when all play or when off", async () => {
    const encoders = manager({ maxEncoders: 1 });
    await encoders.still(3, "Ann", 8000);
    const stillOnly = encoders.pidOf(3) as number;
    // A still never pushes out another encoder.
    await expect(encoders.still(5, "Zoe", 8000)).rejects.toBeInstanceOf(EncodersBusyError);
    expect(encoders.pidOf(3)).toBe(stillOnly);
    expect(await encoders.playlist(4, "Eva", 8000)).not.toBeNull();
    expect(encoders.pidOf(3)).toBeNull();
    expect(await until(() => !alive(stillOnly), 3000)).toBe(true);
    await expect(encoders.playlist(5, "Zoe", 8000)).rejects.toBeInstanceOf(EncodersBusyError);
    await expect(manager({ maxEncoders: 0 }).still(5, "Zoe", 100)).rejects.toBeInstanceOf(EncodersBusyError);
    await encoders.close();
    expect(runningEncoderPids()).toEqual([]);
    await expect(encoders.still(4, "Eva", 100)).rejects.toBeInstanceOf(EncodersBusyError);
  });
});
