import { randomUUID } from "node:crypto";
import type { AppContext } from "../lib/context.ts";
import { releaseLease, takeLease } from "./leases.ts";

/** Where a job says what it did and what went wrong (pino's shape). */
export interface JobLog {
  info(object: object, message: string): void;
  error(object: object, message: string): void;
}

/** What one round did: how many things it changed (0: nothing, the outbox is not woken, nothing is logged). */
export interface JobRound {
  worked: number;
  /** Counts worth a log line when the round did something (e.g. renewed, ended, failed). */
  report?: Record<string, number>;
}

/** A periodic job as the caller holds it. */
export interface PeriodicJob {
  /** Stops the timer, waits for a round in progress and gives up the lease: the clean shutdown. */
  stop(): Promise<void>;
}

/** What a periodic job is. */
export interface PeriodicJobOptions {
  /** The job's name: its lease's key and its log lines' `job`. */
  name: string;
  /** Time between the starts of two rounds; a round still running when the next is due is not doubled. */
  everyMs: number;
  /**
   * One instance at a time: each round first takes (or keeps) the job's lease in the database
   * (job_leases), so of N instances one does the work and another takes over within the lease's
   * time when it dies. Without it every instance runs every round: for work that shares itself out
   * (SKIP LOCKED, conditional updates) and must not wait for one instance (the live billing).
   */
  exclusive?: boolean;
  /** One round of the work, at the app's clock. */
  round(now: Date): Promise<JobRound>;
}

/** A lease outlives three missed rounds, and at least half a minute (a slow round keeps it). */
function leaseMsOf(everyMs: number): number {
  return Math.max(3 * everyMs, 30_000);
}

/**
 * The one way the server runs periodic work (DESIGN.md convention 13): a round at start and then
 * every `everyMs`, never two rounds of a job at once in one process, an optional lease so that one
 * instance runs it, errors logged and the job going on, the outbox woken after a round that changed
 * something (its events go out at once), and a stop that waits for the round in progress. The timer
 * does not keep the process alive.
 */
export function startPeriodicJob(
  ctx: Pick<AppContext, "now" | "wakeOutbox"> & { db?: AppContext["db"] },
  log: JobLog,
  options: PeriodicJobOptions,
): PeriodicJob {
  const { db } = ctx;
  if (options.exclusive && !db)
    throw new Error(`${options.name}: an exclusive job needs the database for its lease`);
  const holder = randomUUID();
  const leaseMs = leaseMsOf(options.everyMs);
  let running: Promise<void> | null = null;
  let stopped = false;

  const work = async (): Promise<void> => {
    const now = ctx.now();
    if (options.exclusive && db && !(await takeLease(db, { name: options.name, holder, now, leaseMs })))
      return;
    const result = await options.round(now);
    if (result.worked === 0) return;
    ctx.wakeOutbox();
    if (result.report) log.info({ job: options.name, ...result.report }, `${options.name}: round done`);
  };
  const tick = () => {
    if (running || stopped) return;
    running = work()
      .catch((error: unknown) =>
        log.error({ err: error, job: options.name }, `${options.name}: round failed`),
      )
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, options.everyMs);
  timer.unref();
  tick();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
      if (!options.exclusive || !db) return;
      await releaseLease(db, { name: options.name, holder, now: ctx.now() }).catch((error: unknown) =>
        log.error({ err: error, job: options.name }, `${options.name}: lease not released`),
      );
    },
  };
}
