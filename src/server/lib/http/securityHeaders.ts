import { randomFillSync } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { isApiPath } from "./conventions.ts";
import type { OverlayOrigins } from "./overlayOrigins.ts";

declare module "fastify" {
  interface FastifyReply {
    /** This answer's CSP nonces (pages' inline scripts and styles); null on API answers, which have none. */
    cspNonce: { script: string; style: string };
  }
}

/**
 * The security headers of every answer, as @fastify/helmet 13 (helmet 8) wrote them with the
 * platform's options (securityHeaders.test.ts compares the two): set once per answer from lists
 * made at start-up instead of helmet's middleware being built again for every request.
 */
export interface SecurityHeaderOptions {
  /** "site" is the platform, "pay" the overlay's origin (framable by the site's origins only). */
  role: "site" | "pay";
  /** Strict-Transport-Security (production). */
  hsts: boolean;
}

/** Fixed headers of every answer, in helmet's order (lower case: Fastify's reply headers). */
export function staticSecurityHeaders(options: SecurityHeaderOptions): [string, string][] {
  return [
    ["cross-origin-opener-policy", "same-origin"],
    ["cross-origin-resource-policy", "same-origin"],
    ["origin-agent-cluster", "?1"],
    ["referrer-policy", "no-referrer"],
    ...(options.hsts
      ? ([["strict-transport-security", "max-age=31536000; includeSubDomains"]] as [string, string][])
      : []),
    ["x-content-type-options", "nosniff"],
    ["x-dns-prefetch-control", "off"],
    ["x-download-options", "noopen"],
    // X-Frame-Options cannot name an origin: the overlay relies on CSP frame-ancestors alone.
    ...(options.role === "site" ? ([["x-frame-options", "DENY"]] as [string, string][]) : []),
    ["x-permitted-cross-domain-policies", "none"],
    ["x-xss-protection", "0"],
  ];
}

/**
 * The fixed headers of the API's answers: those of a page that still mean something for JSON (the
 * set OWASP's REST Security Cheat Sheet names, and Cross-Origin-Resource-Policy against no-cors reads
 * from other sites). The others (COOP, Origin-Agent-Cluster, Referrer-Policy, X-DNS-Prefetch-Control,
 * X-Download-Options, X-Permitted-Cross-Domain-Policies, X-XSS-Protection) govern documents, their
 * windows, downloads or plug-ins; every API answer paid for writing them (docs/decisions.md).
 */
const API_HEADERS = new Set([
  "cross-origin-resource-policy",
  "strict-transport-security",
  "x-content-type-options",
  "x-frame-options",
]);

export function apiSecurityHeaders(options: SecurityHeaderOptions): [string, string][] {
  return staticSecurityHeaders(options).filter(([name]) => API_HEADERS.has(name));
}

/**
 * The policy of the API's answers (under /rest/ and /graphql): JSON, never a document, so it allows
 * nothing, may be framed by no one, and is the same for every answer.
 */
export const API_CONTENT_SECURITY_POLICY =
  "default-src 'none';base-uri 'none';form-action 'none';frame-ancestors 'none'";

/** What a page's policy depends on: its nonces and the overlay origins of the address it was asked at. */
interface PolicyInput {
  scriptNonce: string;
  styleNonce: string;
  origins: OverlayOrigins;
}

/**
 * The Content-Security-Policy of a page (and of every other answer outside the API) for one request.
 * The directives, and their order, are those helmet wrote from the platform's options (its defaults
 * first, then the platform's additions; upgrade-insecure-requests off).
 */
export function pagePolicy(role: "site" | "pay"): (input: PolicyInput) => string {
  // Overlay origins are scheme://host[:port] (a validated Host or the configuration): never `;` or `,`.
  const frameAncestors = (input: PolicyInput) =>
    role === "pay" ? input.origins.siteOrigins.join(" ") : "'none'";
  const frameSrc = (input: PolicyInput) => (role === "site" ? input.origins.payOrigin : "'none'");
  // A site page loads media and images from, and talks to, the site's addresses, exactly (issue 27);
  // the overlay's page keeps to its own origin.
  const own = (input: PolicyInput) => (role === "site" ? input.origins.siteSources.join(" ") : "'self'");
  const connect = (input: PolicyInput) =>
    role === "site" ? connectSources(input.origins.siteSources) : "'self'";
  return (input) =>
    "default-src 'self';base-uri 'self';font-src 'self' data:;form-action 'self';" +
    `frame-ancestors ${frameAncestors(input)};img-src ${own(input)} data: blob:;object-src 'none';` +
    `script-src 'self' 'nonce-${input.scriptNonce}';script-src-attr 'none';` +
    // A nonce in style-src disables 'unsafe-inline' there; style attributes (placeholder colours,
    // progress widths) are governed by style-src-attr instead.
    `style-src 'self' 'unsafe-inline' 'nonce-${input.styleNonce}';style-src-attr 'unsafe-inline';` +
    `media-src ${own(input)} blob:;connect-src ${connect(input)};frame-src ${frameSrc(input)}`;
}

/**
 * connect-src for the site's sources: each origin and its socket origin (ws: for http, wss: for
 * https), which an http(s) source does not cover (CSP 3 matches http: to https: only); 'self' covers
 * both.
 */
export function connectSources(sources: readonly string[]): string {
  return sources
    .flatMap((source) => (source.startsWith("http") ? [source, source.replace(/^http/, "ws")] : [source]))
    .join(" ");
}

const NONCE_BYTES = 16;
/** Random bytes for 256 nonces, filled from the CSPRNG in one call; every nonce takes fresh bytes once. */
const pool = Buffer.alloc(NONCE_BYTES * 256);
let used = pool.length;

/** A fresh 128-bit nonce in hex (as helmet made them), from the pool. */
export function nonce(): string {
  if (used >= pool.length) {
    randomFillSync(pool);
    used = 0;
  }
  const value = pool.toString("hex", used, used + NONCE_BYTES);
  used += NONCE_BYTES;
  return value;
}

/**
 * Sets the security headers on every answer in one onRequest hook. API answers get their fixed
 * headers only (apiSecurityHeaders); every other answer (pages above all) gets a policy of its own with fresh script and style
 * nonces (reply.cspNonce, which the page renderer puts on its inline scripts) and the overlay's
 * origins of the address asked at. Register after registerOverlayOrigins.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeaderOptions): void {
  const fixed = staticSecurityHeaders(options);
  const api: [string, string][] = [
    ["content-security-policy", API_CONTENT_SECURITY_POLICY],
    ...apiSecurityHeaders(options),
  ];
  const policy = pagePolicy(options.role);
  app.decorateReply("cspNonce", null as unknown as FastifyReply["cspNonce"]);
  app.addHook("onRequest", (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    // The live origin's playlists, segments and stills are media, not pages: no nonces to make.
    if (isApiPath(request.url) || request.url.startsWith("/live/")) {
      for (const [name, value] of api) reply.header(name, value);
      done();
      return;
    }
    const cspNonce = { script: nonce(), style: nonce() };
    reply.cspNonce = cspNonce;
    reply.header(
      "content-security-policy",
      policy({ scriptNonce: cspNonce.script, styleNonce: cspNonce.style, origins: request.overlayOrigins }),
    );
    for (const [name, value] of fixed) reply.header(name, value);
    done();
  });
}
