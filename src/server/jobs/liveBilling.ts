import type { AppContext } from "../lib/context.ts";
import { billDueSessions } from "../modules/live/index.ts";
import { type JobLog, type PeriodicJob, startPeriodicJob } from "./periodic.ts";

/** How often an instance looks for minutes that have started: the charge lags a minute's start by less. */
const BILLING_EVERY_MS = 250;

/**
 * Charges every started minute of the live chats (modules/live), on every instance: the sessions
 * are shared out by SKIP LOCKED, so a dead instance's sessions are billed by the others at their
 * next round (no job lease: the billing must not wait for one instance).
 */
export function startLiveBillingJob(
  ctx: Pick<AppContext, "db" | "now" | "wakeOutbox">,
  log: JobLog,
): PeriodicJob {
  return startPeriodicJob(ctx, log, {
    name: "live-billing",
    everyMs: BILLING_EVERY_MS,
    async round(now) {
      const report = await billDueSessions({ db: ctx.db, now });
      return { worked: report.charged + report.ended };
    },
  });
}
