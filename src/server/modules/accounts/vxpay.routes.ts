import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { AppError, AppErrorCode } from "../../lib/errors.ts";
import { parseInput } from "../../lib/validate.ts";
import { clearSessionCookie, setSessionCookie } from "./auth.ts";
import { presentGuest } from "./presenter.ts";
import { endSession, resolveSession } from "./sessions.ts";

const ZOnSuccess = z.strictObject({
  accessToken: z.string().min(20).max(100),
  /** Where the page should go next (a same-site path); absent means reload. */
  redirect: z
    .string()
    .max(2000)
    .regex(/^\/(?!\/)/, { error: "redirect must be a path on this site" })
    .optional(),
});

/**
 * vxpay/onsuccess and vxpay/logout (spec core §7): the overlay logs a guest in on its own origin
 * and hands the token to the site, which turns it into the site's session cookie.
 */
export async function vxpayRoutes(app: FastifyInstance): Promise<void> {
  const secure = app.ctx.config.publicUrl.startsWith("https://");

  app.post("/vxpay/onsuccess", async (request, reply) => {
    const input = parseInput(ZOnSuccess, request.body);
    // Only the site's own pages may turn a token into a cookie (the overlay is framed by them).
    const origin = request.headers.origin;
    if (origin !== new URL(app.ctx.config.publicUrl).origin && origin !== `http://${request.headers.host}`)
      throw new AppError(AppErrorCode.FORBIDDEN, "Cross-site request refused");
    const guest = await resolveSession(app.ctx.db, input.accessToken, app.ctx.now());
    if (!guest) throw new AppError(AppErrorCode.UNAUTHENTICATED, "The session is not valid");
    setSessionCookie(reply, input.accessToken, secure);
    return { success: true, redirectUrl: input.redirect ?? null, guest: presentGuest(guest, app.ctx.now()) };
  });

  app.post("/vxpay/logout", async (request, reply) => {
    const auth = await request.auth();
    if (auth) await endSession(app.ctx.db, auth.token);
    clearSessionCookie(reply);
    return { success: true };
  });
}
