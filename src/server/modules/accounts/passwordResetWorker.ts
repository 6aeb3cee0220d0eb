import type { AppContext } from "../../lib/context.ts";
import { mailLinkOrigin } from "../../lib/siteAddresses.ts";
import { processPasswordResets } from "./commands/passwordLost.ts";

/** After a failed mail, the queue is tried again this much later. */
const RETRY_AFTER_MS = 30_000;

/**
 * Works off the queued password-reset requests of an app: once when the app is ready (`start`:
 * requests left by a stopped instance), after each auth/passwordLost answer (`kick`), and again 30 s
 * after a failed mail. No periodic polling otherwise. One run at a time per app; `stop` (on the
 * app's close) waits for it.
 */
export function passwordResetWorker(
  ctx: AppContext,
  log: { error(object: object, message: string): void },
): { start(): void; kick(): void; stop(): Promise<void> } {
  let running: Promise<void> | null = null;
  let again = false;
  let closed = false;
  let retry: NodeJS.Timeout | null = null;
  const run = (): void => {
    if (closed) return;
    if (running) {
      again = true;
      return;
    }
    running = processPasswordResets({
      db: ctx.db,
      mailer: ctx.mailer,
      linkOrigin: (signupSite) => mailLinkOrigin(ctx.config, signupSite),
      now: ctx.now(),
      log,
    })
      .then(({ failed }) => {
        if (failed && !retry && !closed) {
          retry = setTimeout(() => {
            retry = null;
            run();
          }, RETRY_AFTER_MS);
          retry.unref();
        }
      })
      .catch((error: unknown) => log.error({ err: error }, "password reset queue failed"))
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          run();
        }
      });
  };
  const stop = async (): Promise<void> => {
    closed = true;
    if (retry) clearTimeout(retry);
    await running;
  };
  return { start: run, kick: run, stop };
}
