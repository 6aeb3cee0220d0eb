import type { AppContext } from "../lib/context.ts";
import { billDueSessions } from "../modules/live/index.ts";

type Log = { error(object: object, message: string): void };

/** How often an instance looks for minutes that have started: the charge lags a minute's start by less. */
const BILLING_EVERY_MS = 250;

/**
 * Charges every started minute of the live chats (modules/live), on every instance: the sessions
 * are shared out by SKIP LOCKED, so a dead instance's sessions are billed by the others at their
 * next round. The timer does not keep the process alive; stop() ends it and waits for the round.
 */
export function startLiveBillingJob(ctx: AppContext, log: Log): { stop(): Promise<void> } {
  let running: Promise<void> | null = null;
  const run = () => {
    if (running) return;
    running = billDueSessions({ db: ctx.db, now: ctx.now() })
      .then((report) => {
        if (report.charged + report.ended > 0) ctx.wakeOutbox();
      })
      .catch((error: unknown) => log.error({ err: error }, "live billing round failed"))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(run, BILLING_EVERY_MS);
  timer.unref();
  run();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
