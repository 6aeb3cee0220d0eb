import type { AppContext } from "../lib/context.ts";
import { renewDueSubscriptions } from "../modules/payments/index.ts";
import { type JobLog, type PeriodicJob, startPeriodicJob } from "./periodic.ts";

const RENEWAL_EVERY_MS = 60_000;

/**
 * Renews or ends due subscriptions every minute, and once right away, on one instance at a time
 * (the job's lease; the renewals also take their rows with SKIP LOCKED). The guests' sockets learn
 * the changes from the events the renewals record.
 */
export function startRenewalJob(ctx: AppContext, log: JobLog): PeriodicJob {
  return startPeriodicJob(ctx, log, {
    name: "subscription-renewals",
    everyMs: RENEWAL_EVERY_MS,
    exclusive: true,
    async round(now) {
      const report = await renewDueSubscriptions({ db: ctx.db, provider: ctx.payments, now });
      return { worked: report.renewed + report.ended + report.failed, report: { ...report } };
    },
  });
}
