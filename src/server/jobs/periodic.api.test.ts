import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/client.ts";
import { createTestDatabase } from "../test/testDb.ts";
import { type JobLog, type JobRound, startPeriodicJob } from "./periodic.ts";

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.close();
});

/** A log that keeps its lines. */
function recordingLog(): JobLog & { errors: string[]; infos: string[] } {
  const errors: string[] = [];
  const infos: string[] = [];
  return {
    errors,
    infos,
    info: (_object, message) => infos.push(message),
    error: (_object, message) => errors.push(message),
  };
}

/** Waits until `check` holds (the job's timer runs in the background). */
async function until(check: () => boolean, timeoutMs = 10_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

describe("startPeriodicJob", () => {
  it("never runs two rounds of a job at once, and stop() waits for the round in progress", async () => {
    let inRound = 0;
    let most = 0;
    let rounds = 0;
    let release: () => void = () => undefined;
    const ctx = { db: database.db, now: () => new Date(), wakeOutbox: () => undefined };
    const job = startPeriodicJob(ctx, recordingLog(), {
      name: "overlap",
      everyMs: 5,
      async round(): Promise<JobRound> {
        inRound += 1;
        most = Math.max(most, inRound);
        rounds += 1;
        // The first round hangs until released: ticks meanwhile must not start a second one.
        if (rounds === 1) await new Promise<void>((resolve) => (release = resolve));
        inRound -= 1;
        return { worked: 0 };
      },
    });
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(rounds).toBe(1);
    let stopped = false;
    const stopping = job.stop().then(() => (stopped = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect(most).toBe(1);
    expect(rounds).toBe(1);
  });

  it("logs a failed round and goes on; wakes the outbox only after a round that changed something", async () => {
    const log = recordingLog();
    let wakes = 0;
    let rounds = 0;
    const ctx = { db: database.db, now: () => new Date(), wakeOutbox: () => (wakes += 1) };
    const job = startPeriodicJob(ctx, log, {
      name: "failing",
      everyMs: 5,
      async round(): Promise<JobRound> {
        rounds += 1;
        if (rounds === 1) throw new Error("database away");
        return rounds === 2 ? { worked: 0 } : { worked: 2, report: { renewed: 2 } };
      },
    });
    await until(() => rounds >= 3);
    await job.stop();
    expect(log.errors[0]).toBe("failing: round failed");
    expect(wakes).toBeGreaterThanOrEqual(1);
    expect(wakes).toBe(rounds - 2);
    expect(log.infos[0]).toBe("failing: round done");
  });

  it("runs an exclusive job on one instance at a time; another takes over when it stops", async () => {
    const ctx = { db: database.db, now: () => new Date(), wakeOutbox: () => undefined };
    const counts = [0, 0];
    const start = (index: 0 | 1) =>
      startPeriodicJob(ctx, recordingLog(), {
        name: "exclusive",
        everyMs: 5,
        exclusive: true,
        async round(): Promise<JobRound> {
          counts[index] = (counts[index] ?? 0) + 1;
          return { worked: 0 };
        },
      });
    const first = start(0);
    await until(() => (counts[0] ?? 0) >= 3);
    const second = start(1);
    await until(() => (counts[0] ?? 0) >= 10);
    // The first keeps its lease round after round: the second never ran.
    expect(counts[1]).toBe(0);
    await first.stop();
    // The clean stop gave the lease up: the second takes the job at its next round.
    await until(() => (counts[1] ?? 0) >= 3);
    await second.stop();
  });

  it("lets another instance take the job when the holder died (its lease ran out)", async () => {
    let clock = Date.parse("2026-11-28T10:00:00Z");
    const ctx = { db: database.db, now: () => new Date(clock), wakeOutbox: () => undefined };
    const counts = [0, 0];
    const start = (index: 0 | 1, everyMs: number) =>
      startPeriodicJob(ctx, recordingLog(), {
        name: "died",
        everyMs,
        exclusive: true,
        async round(): Promise<JobRound> {
          counts[index] = (counts[index] ?? 0) + 1;
          return { worked: 0 };
        },
      });
    // The holder runs once (at start; its next round would be an hour away), then "dies": it
    // is never stopped, so its lease of 3 hours is never given up.
    const dead = start(0, 3_600_000);
    await until(() => counts[0] === 1);
    const other = start(1, 5);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(counts[1]).toBe(0);
    clock += 3 * 3_600_000 + 1;
    await until(() => (counts[1] ?? 0) >= 2);
    await other.stop();
    // The dead one's timer: stopped only so the test leaves nothing running.
    await dead.stop();
  });
});
