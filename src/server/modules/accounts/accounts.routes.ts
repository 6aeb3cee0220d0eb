import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import {
  type TAuthResult,
  ZLogin,
  ZPasswordLost,
  ZPasswordReset,
  ZSignup,
  ZVerifyEmail,
} from "../../../common/contracts/accounts.ts";
import { normalizeLanguage } from "../../../common/languages.ts";
import { buildPath } from "../../../common/routes/index.ts";
import { runCommand } from "../../lib/command.ts";
import { clearSessionCookie, requireGuest, setSessionCookie } from "../../lib/http/auth.ts";
import { mailLinkOrigin } from "../../lib/siteAddresses.ts";
import { parseInput } from "../../lib/validate.ts";
import { issueToken } from "./commands/accountTokens.ts";
import { login } from "./commands/login.ts";
import { queuePasswordReset } from "./commands/passwordLost.ts";
import { resetPassword, verifyEmail, verifyEmailLink } from "./commands/recovery.ts";
import { signupWithVerification } from "./commands/signup.ts";
import { verificationMail } from "./mails.ts";
import { passwordResetWorker } from "./passwordResetWorker.ts";
import { sharedThrottle, type ThrottleRule } from "./policy.ts";
import type { GuestStateOf } from "./presenter.ts";
import { endSession, type GuestRow } from "./sessions.ts";

/** Per address: login attempts (a success resets them) and sign-up attempts in 15 minutes. */
export const LOGIN_RULE: ThrottleRule = { what: "failed logins", max: 10, windowMs: 15 * 60_000 };
const SIGNUP_RULE: ThrottleRule = { what: "sign-ups", max: 5, windowMs: 15 * 60_000 };

/**
 * auth/signup, auth/login, auth/logout, e-mail verification, password reset, data export and
 * deletion. `guestState` presents the guest object (modules/guestState, above accounts).
 */
export async function accountsRoutes(
  app: FastifyInstance,
  options: { cookies?: boolean; guestState: GuestStateOf },
): Promise<void> {
  // On the overlay's origin no cookie is set: the overlay hands the token to the site (vxpay/onsuccess).
  const cookies = options.cookies ?? true;
  const guestStateOf = options.guestState;
  // Shared by every instance through Redis when there is one; a Redis outage lets requests pass.
  await app.register(rateLimit, {
    global: false,
    ...(app.ctx.redis ? { redis: app.ctx.redis, skipOnError: true, nameSpace: "velvet:ratelimit:" } : {}),
  });
  // Per address: 10 login attempts (a success resets them) and 5 sign-up attempts in 15 minutes,
  // one count for the site and the overlay of a process, and for every instance through Redis.
  const redisError = (error: Error) => app.log.error({ err: error }, "redis throttle failed");
  const throttle = sharedThrottle(app.ctx.events, app.ctx.redis, LOGIN_RULE, redisError);
  const signupThrottle = sharedThrottle(app.ctx.events, app.ctx.redis, SIGNUP_RULE, redisError);
  const resets = passwordResetWorker(app.ctx, app.log);
  app.addHook("onReady", async () => resets.start());
  app.addHook("onClose", async () => resets.stop());
  const secure = app.ctx.config.publicUrl.startsWith("https://");
  /** Per client address: AUTH_RATE_LIMIT_PER_MINUTE (20) sign-ups or logins a minute. */
  const AUTH_LIMIT = { max: app.ctx.config.authRateLimitPerMinute, timeWindow: 60_000 };

  /**
   * Mails a verification link to the address the guest signed up at (development) or PUBLIC_URL
   * (production); a failing mail server is logged, never fails the call.
   */
  const sendVerification = async (guest: GuestRow, token: string) => {
    const link = `${mailLinkOrigin(app.ctx.config, guest.signupSite)}/rest/v1/auth/verifyEmail/${token}`;
    try {
      await app.ctx.mailer.send(
        verificationMail(guest.email, guest.name, normalizeLanguage(guest.language), link),
      );
    } catch (error) {
      app.log.error({ err: error }, "verification mail failed");
    }
  };

  app.post("/auth/signup", { config: { rateLimit: AUTH_LIMIT } }, async (request, reply) => {
    const input = parseInput(ZSignup, request.body);
    const now = app.ctx.now();
    await signupThrottle.take(input.email, now.getTime());
    const { guest, token, verifyToken } = await runCommand(app.ctx, signupWithVerification, {
      input,
      language: request.language,
      site: request.overlayOrigins.siteAddress,
    });
    await sendVerification(guest, verifyToken);
    if (cookies) setSessionCookie(reply, token, secure);
    // A guest who just signed up owns no gifts yet.
    const body: TAuthResult = { accessToken: token, guest: await guestStateOf(app.ctx.db, guest, now) };
    return reply.status(201).send(body);
  });

  app.post("/auth/login", { config: { rateLimit: AUTH_LIMIT } }, async (request, reply) => {
    const input = parseInput(ZLogin, request.body);
    const now = app.ctx.now();
    // Counted before the password hash: parallel guesses cannot pass the limit.
    await throttle.take(input.email, now.getTime());
    const { guest, token } = await login({ tx: app.ctx.db, input, now });
    await throttle.reset(input.email);
    if (cookies) setSessionCookie(reply, token, secure);
    const body: TAuthResult = {
      accessToken: token,
      guest: await guestStateOf(app.ctx.db, guest, now),
    };
    return body;
  });

  app.post("/auth/logout", async (request, reply) => {
    const auth = await request.auth();
    if (auth) await endSession(app.ctx.db, auth.token);
    clearSessionCookie(reply);
    return { success: true };
  });

  app.post("/auth/verifyEmail", async (request) => {
    const { token } = parseInput(ZVerifyEmail, request.body);
    const guest = await runCommand(app.ctx, verifyEmail, { token });
    return {
      success: true,
      guest: await guestStateOf(app.ctx.db, guest, app.ctx.now()),
    };
  });

  // The link in the verification mail: verifies, logs a browser without a session of its own in
  // (never swaps a logged-in guest for another), then shows the home page in the guest's language.
  app.get("/auth/verifyEmail/:token", async (request, reply) => {
    const { token } = request.params as { token: string };
    const logIn = cookies && (await request.auth().catch(() => null)) === null;
    try {
      const { guest, session } = await runCommand(app.ctx, verifyEmailLink, { token, logIn });
      if (session) setSessionCookie(reply, session, secure);
      return reply.redirect(`${buildPath(normalizeLanguage(guest.language), "home")}?emailVerified=1`, 303);
    } catch {
      return reply.redirect(`${buildPath(request.language, "home")}?emailVerified=0`, 303);
    }
  });

  app.post("/auth/resendVerification", { config: { rateLimit: AUTH_LIMIT } }, async (request) => {
    const { guest } = await requireGuest(request);
    if (guest.emailVerifiedAt) return { success: true, alreadyVerified: true };
    const token = await issueToken(app.ctx.db, guest.id, "verify-email", app.ctx.now());
    await sendVerification(guest, token);
    return { success: true, alreadyVerified: false };
  });

  // The same answer in the same time for every address, so the call does not tell which have an
  // account: the request is queued (one insert either way) and worked off after the answer.
  app.post(
    "/auth/passwordLost",
    { config: { rateLimit: AUTH_LIMIT }, onResponse: async () => resets.kick() },
    async (request) => {
      const { email } = parseInput(ZPasswordLost, request.body);
      await queuePasswordReset(app.ctx.db, email, app.ctx.now());
      return { success: true };
    },
  );

  app.post("/auth/passwordReset", { config: { rateLimit: AUTH_LIMIT } }, async (request, reply) => {
    const input = parseInput(ZPasswordReset, request.body);
    const now = app.ctx.now();
    const { guest, token } = await runCommand(app.ctx, resetPassword, {
      token: input.token,
      password: input.password,
    });
    if (cookies) setSessionCookie(reply, token, secure);
    const body: TAuthResult = {
      accessToken: token,
      guest: await guestStateOf(app.ctx.db, guest, now),
    };
    return body;
  });
}
