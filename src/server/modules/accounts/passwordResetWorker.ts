import type { FastifyInstance } from "fastify";
import { processPasswordResets } from "./commands/passwordLost.ts";

/** Queued requests are also worked off this often (after a restart, or a failed mail). */
const SWEEP_EVERY_MS = 30_000;

/**
 * Works off the queued password-reset requests of an app: kicked after each auth/passwordLost
 * answer, and swept every 30 s. One run at a time per app; the app waits for it on close.
 */
export function passwordResetWorker(app: FastifyInstance): { kick(): void } {
  let running: Promise<void> | null = null;
  let again = false;
  let closed = false;
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
      .then(() => undefined)
      .catch((error: unknown) => app.log.error({ err: error }, "password reset queue failed"))
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          run();
        }
      });
  };
  const timer = setInterval(run, SWEEP_EVERY_MS);
  timer.unref();
  app.addHook("onClose", async () => {
    closed = true;
    clearInterval(timer);
    await running;
  });
  return { kick: run };
}
