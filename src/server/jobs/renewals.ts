import type { AppContext } from "../lib/context.ts";
import { renewDueSubscriptions } from "../modules/payments/index.ts";

const RENEWAL_EVERY_MS = 60_000;

type Log = {
  info(object: object, message: string): void;
  error(object: object, message: string): void;
};

/**
 * Renews or ends due subscriptions every minute, and once right away (safe with several
 * instances: SKIP LOCKED). The timer does not keep the process alive; stop() ends it. The guests'
 * sockets learn the changes from the events the renewals record.
 */
export function startRenewalJob(ctx: AppContext, log: Log): { stop(): void } {
  const run = async () => {
    try {
      const report = await renewDueSubscriptions({ db: ctx.db, provider: ctx.payments, now: ctx.now() });
      if (report.renewed + report.ended + report.failed === 0) return;
      ctx.wakeOutbox();
      log.info(
        { renewed: report.renewed, ended: report.ended, failed: report.failed },
        "subscriptions renewed",
      );
    } catch (error) {
      log.error({ err: error }, "subscription renewal failed");
    }
  };
  const timer = setInterval(() => void run(), RENEWAL_EVERY_MS);
  timer.unref();
  void run();
  return { stop: () => clearInterval(timer) };
}
