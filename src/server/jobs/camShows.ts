import { EXIT_CODES } from "../../common/live.ts";
import type { AppContext } from "../lib/context.ts";
import { runShowClock } from "../modules/camshows/index.ts";
import { endActorSessions } from "../modules/live/index.ts";
import { type JobLog, type PeriodicJob, startPeriodicJob } from "./periodic.ts";

/** How often an instance moves the shows along (reminders, starts, ends). */
const SHOW_CLOCK_EVERY_MS = 1000;

/**
 * Moves the cam shows along the clock (modules/camshows runShowClock), on every instance: each step
 * is a conditional update, so a show starts once whichever instance gets it, and a dead instance's
 * step is done by the next round of another. A show's end ends its LIVESHOW sessions (201, the host
 * ended it).
 */
export function startShowClockJob(
  ctx: Pick<AppContext, "db" | "now" | "wakeOutbox">,
  log: JobLog,
): PeriodicJob {
  return startPeriodicJob(ctx, log, {
    name: "show-clock",
    everyMs: SHOW_CLOCK_EVERY_MS,
    async round(now) {
      const report = await runShowClock({
        db: ctx.db,
        now,
        onEnded: async (tx, actorId) => {
          await endActorSessions({ tx, actorId, exitCode: EXIT_CODES.hostEnded, now, chatType: "LIVESHOW" });
        },
      });
      return { worked: report.reminded + report.started + report.ended };
    },
  });
}
