import type { FastifyInstance } from "fastify";
import { processPasswordResets } from "./commands/passwordLost.ts";

/** After a failed mail, the queue is tried again this much later. */
const RETRY_AFTER_MS = 30_000;

/**
 * Works off the queued password-reset requests of an app: once when the app is ready (requests
 * left by a stopped instance), after each auth/passwordLost answer, and again 30 s after a failed
 * mail. No periodic polling otherwise. One run at a time per app; the app waits for it on close.
 */
export function passwordResetWorker(app: FastifyInstance): { kick(): void } {
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
      db: app.ctx.db,
      mailer: app.ctx.mailer,
      publicUrl: app.ctx.config.publicUrl,
      now: app.ctx.now(),
      log: app.log,
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
      .catch((error: unknown) => app.log.error({ err: error }, "password reset queue failed"))
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          run();
        }
      });
  };
  app.addHook("onReady", async () => run());
  app.addHook("onClose", async () => {
    closed = true;
    if (retry) clearTimeout(retry);
    await running;
  });
  return { kick: run };
}
