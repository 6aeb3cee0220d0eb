import type { AppContext } from "../lib/context.ts";
import { releaseHeldAlerts } from "../modules/notifications/index.ts";
import { type JobLog, type PeriodicJob, startPeriodicJob } from "./periodic.ts";

/** How often the job looks for guests whose quiet hours are over. */
const DIGEST_EVERY_MS = 60_000;

/**
 * Sends the morning digests (modules/notifications releaseHeldAlerts) every minute, on one instance
 * at a time (the job's lease; the held alerts are also claimed by one conditional UPDATE …
 * RETURNING with the digest's event in the same transaction, so each digest goes out once anyway).
 */
export function startQuietHoursDigestJob(ctx: AppContext, log: JobLog): PeriodicJob {
  return startPeriodicJob(ctx, log, {
    name: "quiet-hours-digest",
    everyMs: DIGEST_EVERY_MS,
    exclusive: true,
    async round(now) {
      const digests = await releaseHeldAlerts({ db: ctx.db, now });
      return { worked: digests, report: { digests } };
    },
  });
}
