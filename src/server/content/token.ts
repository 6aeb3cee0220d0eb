import { createHmac, timingSafeEqual } from "node:crypto";

/** An anonymous visitor's token lives 6 hours: it names nobody, and cached pages carry it. */
export const ANONYMOUS_TOKEN_MS = 6 * 3_600_000;
/** A guest token lives 1 hour; the web app asks for a new one before it ends. */
export const GUEST_TOKEN_MS = 3_600_000;
const PREFIX = "vxql1";

/** Who a verified content-service token speaks for. */
export type ContentPrincipal =
  | { kind: "anonymous"; expiresAt: number }
  | {
      kind: "guest";
      guestId: number;
      /** The first 16 hex characters of the session's stored token hash: the token dies with the session. */
      session: string;
      expiresAt: number;
    };

type Payload = { k: "a"; e: number } | { k: "g"; g: number; s: string; e: number };

/** The token key: derived from MEDIA_SIGNING_KEY with its own label, so a media signature is never a token. */
export function contentTokenKey(signingKey: string): Buffer {
  return createHmac("sha256", signingKey).update("velvet/content-token/v1").digest();
}

function sign(key: Buffer, body: string): string {
  return createHmac("sha256", key).update(body).digest("base64url");
}

/** Issues a token: anonymous, or a guest's bound to their session (its token hash). */
export function issueContentToken(
  key: Buffer,
  now: Date,
  guest?: { guestId: number; sessionTokenHash: string },
): { token: string; expiresAt: string; kind: ContentPrincipal["kind"] } {
  const payload: Payload = guest
    ? {
        k: "g",
        g: guest.guestId,
        s: guest.sessionTokenHash.slice(0, 16),
        e: Math.floor((now.getTime() + GUEST_TOKEN_MS) / 1000),
      }
    : { k: "a", e: Math.floor((now.getTime() + ANONYMOUS_TOKEN_MS) / 1000) };
  const body = `${PREFIX}.${Buffer.from(JSON.stringify(payload)).toString("base64url")}`;
  return {
    token: `${body}.${sign(key, body)}`,
    expiresAt: new Date(payload.e * 1000).toISOString(),
    kind: guest ? "guest" : "anonymous",
  };
}

/** Why a token was refused (the message the client sees). */
export type TokenProblem = "Invalid Vxql-Token" | "Expired Vxql-Token";

/** Verifies signature and expiry; answers the principal or the problem. */
export function verifyContentToken(
  key: Buffer,
  token: string,
  now: Date,
): ContentPrincipal | { problem: TokenProblem } {
  const parts = token.split(".");
  if (parts.length !== 3 || parts[0] !== PREFIX || token.length > 400)
    return { problem: "Invalid Vxql-Token" };
  const [prefix, data = "", signature = ""] = parts;
  const expected = Buffer.from(sign(key, `${prefix}.${data}`));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return { problem: "Invalid Vxql-Token" };
  let payload: Payload;
  try {
    payload = JSON.parse(Buffer.from(data, "base64url").toString("utf8")) as Payload;
  } catch {
    return { problem: "Invalid Vxql-Token" };
  }
  if (typeof payload.e !== "number") return { problem: "Invalid Vxql-Token" };
  const expiresAt = payload.e * 1000;
  if (expiresAt <= now.getTime()) return { problem: "Expired Vxql-Token" };
  if (payload.k === "a") return { kind: "anonymous", expiresAt };
  if (payload.k === "g" && Number.isInteger(payload.g) && typeof payload.s === "string")
    return { kind: "guest", guestId: payload.g, session: payload.s, expiresAt };
  return { problem: "Invalid Vxql-Token" };
}

/**
 * verifyContentToken with the tokens it verified lately kept (a page sends the same token with each
 * of its queries): a kept token is checked for its expiry only. At most `max` tokens, oldest out;
 * only valid tokens are kept, so made-up ones cannot fill it.
 */
export function verifiedTokens(key: Buffer, max = 10_000) {
  const kept = new Map<string, ContentPrincipal>();
  return (token: string, now: Date): ContentPrincipal | { problem: TokenProblem } => {
    const known = kept.get(token);
    if (known) {
      if (known.expiresAt > now.getTime()) return known;
      kept.delete(token);
    }
    const principal = verifyContentToken(key, token, now);
    if ("problem" in principal) return principal;
    kept.set(token, principal);
    if (kept.size > max) kept.delete(kept.keys().next().value as string);
    return principal;
  };
}
