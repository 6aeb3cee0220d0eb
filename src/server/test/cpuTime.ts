import { threadClock } from "./eventLoopProbe.ts";

/**
 * The CPU time this thread spends while `work` runs, in ms (its promise too, when it returns one).
 * Tests that guard against a cost that grows out of bounds (a quadratic walk, a parse before a
 * size check) compare this, not wall time: a loaded machine that keeps the thread waiting for a
 * core adds nothing to it (wall-time bounds failed so: 307 ms against 250). The server of an API
 * test runs on this thread, so a request's own work is in it.
 */
export async function cpuMsOf(work: () => unknown): Promise<number> {
  const clock = threadClock();
  try {
    const started = clock.read().cpu;
    await work();
    return clock.read().cpu - started;
  } finally {
    clock.close();
  }
}

/** cpuMsOf() for synchronous work. */
export function cpuMsOfSync(work: () => void): number {
  const clock = threadClock();
  try {
    const started = clock.read().cpu;
    work();
    return clock.read().cpu - started;
  } finally {
    clock.close();
  }
}
