import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import {
  type GuestRow,
  resolveToken,
  SESSION_ABSOLUTE_MS,
  type SessionKind,
} from "../../modules/accounts/index.ts";
import { AppError, AppErrorCode } from "../errors.ts";

/** The web app's session cookie (HttpOnly, SameSite=Lax). */
export const SESSION_COOKIE = "vv_session";

export interface Auth {
  guest: GuestRow;
  token: string;
  via: "header" | "query" | "cookie";
  /** A login's session, or an overlay ticket (accepted on the overlay's origin only). */
  kind: SessionKind;
}

declare module "fastify" {
  interface FastifyRequest {
    /** The logged-in guest of the request, or null; resolved once per request. */
    auth(): Promise<Auth | null>;
  }
}

/**
 * Where a request carries its token: Authorization Bearer, the access_token parameter (spec §7), or
 * the cookie. The one place that says what a credential is: `auth()` resolves it, and the page cache
 * (web/ssr.ts) neither serves nor stores a page for a request that has one.
 */
export function credentialsOf(
  request: FastifyRequest,
  cookies: boolean,
): { token: string; via: Auth["via"] } | null {
  const header = request.headers.authorization;
  if (header?.startsWith("Bearer ")) return { token: header.slice(7).trim(), via: "header" };
  const query = request.query as Record<string, unknown> | undefined;
  if (typeof query?.access_token === "string" && query.access_token)
    return { token: query.access_token, via: "query" };
  const cookie = cookies ? request.cookies[SESSION_COOKIE] : undefined;
  if (cookie) return { token: cookie, via: "cookie" };
  return null;
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Decorates requests with `auth()`. A state change authenticated by the cookie must come from the
 * platform's own pages: its Origin (or Referer) must be the platform's origin (CSRF protection;
 * tokens in headers or parameters cannot be sent by another site).
 */
export function registerAuth(
  app: FastifyInstance,
  options: { cookies?: boolean; tickets?: boolean } = {},
): void {
  // The overlay's origin takes tokens only: in production it is another host, and a cookie of the
  // site reaching it (same host, other port) must not count as a login there.
  const cookies = options.cookies ?? true;
  // Overlay tickets are for the overlay's origin (the app without cookies) and nowhere else.
  const tickets = options.tickets ?? !cookies;
  const allowedOrigins = new Set([new URL(app.ctx.config.publicUrl).origin]);
  // A write a guest made marks her data changed once it is answered (its transaction committed),
  // before the answer goes out: per-guest answer caches on every instance drop what she saw
  // (lib/guestChanges.ts). A hook of the routes that take writes only; reads run none.
  const markWriter = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const resolved = (request as { _auth?: Promise<Auth | null> })._auth;
    if (!resolved || reply.statusCode >= 400) return payload;
    const auth = await resolved.catch(() => null);
    if (auth)
      await app.ctx.guestChanges
        .mark(auth.guest.id)
        .catch((error: unknown) => request.log.error({ err: error }, "guest change not shared"));
    return payload;
  };
  app.addHook("onRoute", (route) => {
    if ([route.method].flat().every((method) => SAFE_METHODS.has(method))) return;
    route.onSend = [...[route.onSend ?? []].flat(), markWriter];
  });
  app.decorateRequest("auth", function auth(this: FastifyRequest) {
    const request = this as FastifyRequest & { _auth?: Promise<Auth | null> };
    request._auth ??= (async () => {
      const found = credentialsOf(request, cookies);
      if (!found) return null;
      const resolved = await resolveToken(app.ctx.db, found.token, app.ctx.now());
      if (!resolved || (resolved.kind === "overlay_ticket" && !tickets)) return null;
      const { guest, kind } = resolved;
      if (found.via === "cookie" && !SAFE_METHODS.has(request.method)) {
        const origin = request.headers.origin ?? refererOrigin(request.headers.referer);
        const host = request.headers.host
          ? [`http://${request.headers.host}`, `https://${request.headers.host}`]
          : [];
        if (!origin || !(allowedOrigins.has(origin) || host.includes(origin)))
          throw new AppError(AppErrorCode.FORBIDDEN, "Cross-site request refused");
      }
      return { guest, token: found.token, via: found.via, kind };
    })();
    return request._auth;
  });
}

function refererOrigin(referer: string | undefined): string | undefined {
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return undefined;
  }
}

/** The logged-in guest or a 401. */
export async function requireGuest(request: FastifyRequest): Promise<Auth> {
  const auth = await request.auth();
  if (!auth) throw new AppError(AppErrorCode.UNAUTHENTICATED, "Login required");
  return auth;
}

/** The guest of a login session (not an overlay ticket: 403), or a 401. */
export async function requireSession(request: FastifyRequest): Promise<Auth> {
  const auth = await requireGuest(request);
  if (auth.kind !== "session")
    throw new AppError(AppErrorCode.FORBIDDEN, "An overlay ticket cannot do this; log in");
  return auth;
}

/** Sets the session cookie for the web app. */
export function setSessionCookie(reply: FastifyReply, token: string, secure: boolean): void {
  reply.setCookie(SESSION_COOKIE, token, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure,
    maxAge: Math.floor(SESSION_ABSOLUTE_MS / 1000),
  });
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: "/" });
}
