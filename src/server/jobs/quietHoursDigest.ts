import type { AppContext } from "../lib/context.ts";
import { releaseHeldAlerts } from "../modules/notifications/index.ts";

type Log = { info(object: object, message: string): void; error(object: object, message: string): void };

/** How often an instance looks for guests whose quiet hours are over. */
const DIGEST_EVERY_MS = 60_000;

/**
 * Sends the morning digests (modules/notifications releaseHeldAlerts), every minute on every
 * instance: the held alerts are claimed by one conditional UPDATE … RETURNING with the digest's event
 * in the same transaction, so two instances at once send each digest once. The timer does not keep
 * the process alive; stop() ends it and waits for the round.
 */
export function startQuietHoursDigestJob(ctx: AppContext, log: Log): { stop(): Promise<void> } {
  let running: Promise<void> | null = null;
  const run = () => {
    if (running) return;
    running = releaseHeldAlerts({ db: ctx.db, now: ctx.now() })
      .then((digests) => {
        if (digests === 0) return;
        ctx.wakeOutbox();
        log.info({ digests }, "quiet-hours digests claimed");
      })
      .catch((error: unknown) => log.error({ err: error }, "quiet-hours digest round failed"))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(run, DIGEST_EVERY_MS);
  timer.unref();
  run();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
