import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import { type TAuthResult, ZLogin, ZSignup } from "../../../common/contracts/accounts.ts";
import { formatCoins } from "../../../common/money.ts";
import { parseInput } from "../../lib/validate.ts";
import { clearSessionCookie, requireGuest, setSessionCookie } from "./auth.ts";
import { login } from "./commands/login.ts";
import { signup } from "./commands/signup.ts";
import { LoginThrottle } from "./policy.ts";
import { presentGuest } from "./presenter.ts";
import { endSession } from "./sessions.ts";

/** Per IP: 20 signups or logins a minute. */
const AUTH_LIMIT = { max: 20, timeWindow: 60_000 };

/** auth/signup, auth/login, auth/logout, guest/profile/get, guest/getGuestBalance. */
export async function accountsRoutes(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, { global: false });
  const throttle = new LoginThrottle();
  const secure = app.ctx.config.publicUrl.startsWith("https://");

  app.post("/auth/signup", { config: { rateLimit: AUTH_LIMIT } }, async (request, reply) => {
    const input = parseInput(ZSignup, request.body);
    const now = app.ctx.now();
    const { guest, token } = await app.ctx.db.transaction((tx) =>
      signup({ tx, input, language: request.language, now }),
    );
    setSessionCookie(reply, token, secure);
    const body: TAuthResult = { accessToken: token, guest: presentGuest(guest, now) };
    return reply.status(201).send(body);
  });

  app.post("/auth/login", { config: { rateLimit: AUTH_LIMIT } }, async (request, reply) => {
    const input = parseInput(ZLogin, request.body);
    const now = app.ctx.now();
    throttle.check(input.email, now.getTime());
    try {
      const { guest, token } = await login({ tx: app.ctx.db, input, now });
      throttle.succeed(input.email);
      setSessionCookie(reply, token, secure);
      const body: TAuthResult = { accessToken: token, guest: presentGuest(guest, now) };
      return body;
    } catch (error) {
      throttle.fail(input.email, now.getTime());
      throw error;
    }
  });

  app.post("/auth/logout", async (request, reply) => {
    const auth = await request.auth();
    if (auth) await endSession(app.ctx.db, auth.token);
    clearSessionCookie(reply);
    return { success: true };
  });

  app.post("/guest/profile/get", async (request) => {
    const { guest } = await requireGuest(request);
    return presentGuest(guest, app.ctx.now());
  });

  app.get("/guest/getGuestBalance", async (request) => {
    const { guest } = await requireGuest(request);
    return {
      balance: guest.balance,
      balanceFormatted: formatCoins(guest.balance),
      isPayingCustomer: guest.isPayingCustomer,
    };
  });
}
