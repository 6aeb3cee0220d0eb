import { EXIT_CODES } from "../../common/live.ts";
import type { AppContext } from "../lib/context.ts";
import { runShowClock } from "../modules/camshows/index.ts";
import { endActorSessions } from "../modules/live/index.ts";

type Log = { error(object: object, message: string): void };

/** How often an instance moves the shows along (reminders, starts, ends). */
const SHOW_CLOCK_EVERY_MS = 1000;

/**
 * Moves the cam shows along the clock (modules/camshows runShowClock), on every instance: each step
 * is a conditional update, so a show starts once whichever instance gets it, and a dead instance's
 * step is done by the next round of another. A show's end ends its LIVESHOW sessions (201, the host
 * ended it). The timer does not keep the process alive; stop() ends it and waits for the round.
 */
export function startShowClockJob(ctx: AppContext, log: Log): { stop(): Promise<void> } {
  let running: Promise<void> | null = null;
  const run = () => {
    if (running) return;
    const now = ctx.now();
    running = runShowClock({
      db: ctx.db,
      now,
      onEnded: async (tx, actorId) => {
        await endActorSessions({ tx, actorId, exitCode: EXIT_CODES.hostEnded, now, chatType: "LIVESHOW" });
      },
    })
      .then((report) => {
        if (report.reminded + report.started + report.ended > 0) ctx.wakeOutbox();
      })
      .catch((error: unknown) => log.error({ err: error }, "show clock round failed"))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(run, SHOW_CLOCK_EVERY_MS);
  timer.unref();
  run();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
