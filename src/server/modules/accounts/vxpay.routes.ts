import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { isSafeRedirectPath, safeRedirectPath } from "../../../common/safeRedirect.ts";
import { sessions } from "../../db/schema/index.ts";
import { AppError, AppErrorCode } from "../../lib/errors.ts";
import { parseInput } from "../../lib/validate.ts";
import { ownedGifts } from "../messenger/gifts/queries.ts";
import { clearSessionCookie, requireGuest, setSessionCookie } from "./auth.ts";
import { presentGuest } from "./presenter.ts";
import { endSession, hashToken, resolveSession } from "./sessions.ts";

/** An overlay session lasts 30 minutes. */
const OVERLAY_TICKET_MS = 30 * 60_000;

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
    return {
      success: true,
      redirectUrl: input.redirect ?? null,
      guest: presentGuest(guest, app.ctx.now(), await ownedGifts(app.ctx.db, guest.id)),
    };
  });

  // The site hands the overlay (another origin, no cookies there) a short-lived session of the
  // logged-in guest by window message, so the payment flows run as that guest.
  app.post("/vxpay/ticket", async (request) => {
    const { guest } = await requireGuest(request);
    const now = app.ctx.now();
    const token = randomBytes(32).toString("base64url");
    await app.ctx.db.insert(sessions).values({
      tokenHash: hashToken(token),
      guestId: guest.id,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + OVERLAY_TICKET_MS),
    });
    return { success: true, token, expiresInSeconds: OVERLAY_TICKET_MS / 1000 };
  });

  app.post("/vxpay/logout", async (request, reply) => {
    const auth = await request.auth();
    if (auth) await endSession(app.ctx.db, auth.token);
    clearSessionCookie(reply);
    return { success: true };
  });
}
