import { type JobLog, type PeriodicJob, startPeriodicJob } from "../jobs/periodic.ts";
import type { AppContext } from "../lib/context.ts";
import { touchGuestsSessions } from "../modules/live/index.ts";

/** How often an instance tells the billing its connected guests are there (well inside GUEST_GONE_MS). */
export const LIVE_KEEPALIVE_MS = 10_000;

/**
 * A guest's open socket keeps their live chat going (issue 14): every LIVE_KEEPALIVE_MS, and at
 * once when a guest's socket is bound, the active sessions of this instance's connected guests
 * are marked as seen. A guest whose sockets all closed stops being seen, and the billing ends
 * the session after GUEST_GONE_MS (990) unless a socket comes back or a heartbeat arrives.
 */
export class LiveKeepAlive {
  private job: PeriodicJob | null = null;

  constructor(
    private readonly ctx: Pick<AppContext, "db" | "now">,
    private readonly guestIds: () => number[],
    private readonly log: JobLog,
  ) {}

  /** Starts the rounds (the one periodic-job helper: no overlapping rounds, a stop that waits). */
  start(): void {
    if (this.job) return;
    this.job = startPeriodicJob({ ...this.ctx, wakeOutbox: () => undefined }, this.log, {
      name: "live-keepalive",
      everyMs: LIVE_KEEPALIVE_MS,
      round: async () => {
        await this.touch(this.guestIds());
        return { worked: 0 };
      },
    });
  }

  /** Stops the rounds and waits for the one in progress. */
  async stop(): Promise<void> {
    await this.job?.stop();
    this.job = null;
  }

  /** Marks the guests' active sessions as seen now (a failure is logged; the next round retries). */
  async touch(guestIds: number[]): Promise<void> {
    try {
      await touchGuestsSessions({ db: this.ctx.db, guestIds, now: this.ctx.now() });
    } catch (error) {
      this.log.error({ err: error }, "live keep-alive failed");
    }
  }
}
