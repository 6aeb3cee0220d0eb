import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { isSafeRedirectPath, safeRedirectPath } from "../../../common/safeRedirect.ts";
import { AppError, AppErrorCode } from "../../lib/errors.ts";
import { clearSessionCookie, requireSession, setSessionCookie } from "../../lib/http/auth.ts";
import { parseInput } from "../../lib/validate.ts";
import type { GuestStateOf } from "./presenter.ts";
import { createOverlayTicket, endSession, refusedTokenError, resolveSession } from "./sessions.ts";

const ZOnSuccess = z.strictObject({
  accessToken: z.string().min(20).max(100),
  /** Where the page should go next (a same-site path); absent means reload. */
  redirect: z
    .string()
    .max(2000)
    .refine((value) => isSafeRedirectPath(value), { error: "redirect must be a path on this site" })
    .transform((value) => safeRedirectPath(value) as string)
    .optional(),
});

/**
 * vxpay/onsuccess and vxpay/logout (spec core §7): the overlay logs a guest in on its own origin
 * and hands the token to the site, which turns it into the site's session cookie. `guestState`
 * presents the guest object (modules/guestState, above accounts).
 */
export async function vxpayRoutes(
  app: FastifyInstance,
  options: { guestState: GuestStateOf },
): Promise<void> {
  const secure = app.ctx.config.publicUrl.startsWith("https://");
  const guestStateOf = options.guestState;

  app.post("/vxpay/onsuccess", async (request, reply) => {
    const input = parseInput(ZOnSuccess, request.body);
    // Only the site's own pages may turn a token into a cookie (the overlay is framed by them).
    // (The site on an alias, SITE_ALIASES, posts from its own address, http or https.)
    const origin = request.headers.origin;
    const host = request.headers.host;
    const sameHost = origin === `http://${host}` || origin === `https://${host}`;
    if (origin !== new URL(app.ctx.config.publicUrl).origin && !sameHost)
      throw new AppError(AppErrorCode.FORBIDDEN, "Cross-site request refused");
    // Only a login's session becomes the site's cookie: never an overlay ticket, never a session
    // of a guest who may not use the platform (resolveSession() applies the access policy).
    const guest = await resolveSession(app.ctx.db, input.accessToken, app.ctx.now());
    if (!guest) throw await refusedTokenError(app.ctx.db, input.accessToken);
    setSessionCookie(reply, input.accessToken, secure);
    return {
      success: true,
      redirectUrl: input.redirect ?? null,
      guest: await guestStateOf(app.ctx.db, guest, app.ctx.now()),
    };
  });

  // The site hands the overlay (another origin, no cookies there) a ticket of the logged-in
  // guest's session by window message, so the payment flows run as that guest. A ticket counts on
  // the overlay's origin only, lasts 15 minutes, ends with its session and cannot mint tickets.
  app.post("/vxpay/ticket", async (request) => {
    const { guest, token: parent } = await requireSession(request);
    const now = app.ctx.now();
    const ticket = await createOverlayTicket(app.ctx.db, parent, guest.id, now);
    if (!ticket) throw new AppError(AppErrorCode.UNAUTHENTICATED, "The session ended");
    const expiresInSeconds = Math.max(0, Math.floor((ticket.expiresAt.getTime() - now.getTime()) / 1000));
    return { success: true, token: ticket.token, expiresInSeconds };
  });

  app.post("/vxpay/logout", async (request, reply) => {
    const auth = await request.auth();
    if (auth) await endSession(app.ctx.db, auth.token);
    clearSessionCookie(reply);
    return { success: true };
  });
}
