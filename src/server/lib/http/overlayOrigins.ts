import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Config, OriginPair } from "../../config.ts";

/**
 * The pair of origins of the payment/login overlay for one request (docs/decisions.md, "The overlay
 * on every address of the site"): a site page frames `payOrigin` and talks to it; an overlay page
 * may be framed by, and talks to, `siteOrigins` only.
 */
export interface OverlayOrigins {
  /** The overlay origin a site page at this address frames (role "site"). */
  payOrigin: string;
  /** The site origins that may frame the overlay answering at this address (role "pay"); the first is the public one. */
  siteOrigins: string[];
}

/** A host as a browser sends it: a name, an IPv4 address or a bracketed IPv6 address, and a port. */
const HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/** The origin a request was sent to (scheme and Host), or null when the Host is not a plain host. */
export function requestOrigin(protocol: string, host: string | undefined): URL | null {
  if (!host || !HOST.test(host) || (protocol !== "http" && protocol !== "https")) return null;
  try {
    return new URL(`${protocol}://${host}`);
  } catch {
    return null;
  }
}

/** localhost, *.localhost, 127.0.0.0/8 and [::1]: addresses that reach the machine itself. */
export function isLoopback(hostname: string): boolean {
  return (
    hostname === "localhost" ||
    hostname.endsWith(".localhost") ||
    /^127(?:\.\d{1,3}){3}$/.test(hostname) ||
    hostname === "[::1]"
  );
}

/** The configured pairs: PUBLIC_URL with PAY_ORIGIN first, then SITE_ALIASES. Read per call (tests set the config after start). */
function configuredPairs(config: Config): OriginPair[] {
  return [
    { site: new URL(config.publicUrl).origin, pay: new URL(config.payOrigin).origin },
    ...config.siteAliases,
  ];
}

/**
 * The pair for a request that is not exactly a configured origin: a configured host reached another
 * way (another port, or behind a proxy that hides the scheme without TRUST_PROXY) takes its
 * configured pair as it is; only a loopback address in development derives the other origin from
 * the request (same scheme and host, the primary pair's other port). Any other Host gets null: it
 * never makes an origin.
 */
function trustedPair(
  config: Config,
  pairs: OriginPair[],
  side: "site" | "pay",
  hostname: string,
): { pair: OriginPair; derive: boolean } | null {
  if (config.env !== "production" && isLoopback(hostname))
    return { pair: pairs[0] as OriginPair, derive: true };
  const pair = pairs.find((candidate) => new URL(candidate[side]).hostname === hostname);
  return pair ? { pair, derive: false } : null;
}

/** An origin with the request's scheme and host name and the port of `portFrom`. */
function onRequestHost(request: URL, portFrom: string): string {
  const port = new URL(portFrom).port;
  return `${request.protocol}//${request.hostname}${port ? `:${port}` : ""}`;
}

/** The overlay origin a site page requested at `request` frames. */
export function siteOverlayOrigin(config: Config, request: URL | null): string {
  const pairs = configuredPairs(config);
  const primary = pairs[0] as OriginPair;
  if (!request) return primary.pay;
  const exact = pairs.find((pair) => pair.site === request.origin);
  if (exact) return exact.pay;
  const trusted = trustedPair(config, pairs, "site", request.hostname);
  if (!trusted) return primary.pay;
  if (!trusted.derive) return trusted.pair.pay;
  const derived = onRequestHost(request, trusted.pair.pay);
  return derived === request.origin ? trusted.pair.pay : derived;
}

/** The site origins that may frame the overlay requested at `request`: every configured one, and the derived one. */
export function overlaySiteOrigins(config: Config, request: URL | null): string[] {
  const pairs = configuredPairs(config);
  const origins = new Set(pairs.map((pair) => pair.site));
  const trusted = request ? trustedPair(config, pairs, "pay", request.hostname) : null;
  if (request && trusted?.derive) {
    const derived = onRequestHost(request, trusted.pair.site);
    if (derived !== request.origin) origins.add(derived);
  }
  return [...origins];
}

declare module "fastify" {
  interface FastifyRequest {
    /** The overlay's origins for this request (worked out when first read: pages and their policy). */
    overlayOrigins: OverlayOrigins;
  }
}

const ORIGINS = Symbol("overlayOrigins");

/**
 * Works out each request's overlay origins from its scheme and Host (Fastify's, so X-Forwarded-*
 * count only with TRUST_PROXY), the first time they are read (a page, its policy); the API's answers
 * never need them.
 */
export function registerOverlayOrigins(app: FastifyInstance, role: "site" | "pay"): void {
  const config = app.ctx.config;
  app.decorateRequest(ORIGINS, null);
  app.decorateRequest("overlayOrigins", {
    getter(this: FastifyRequest): OverlayOrigins {
      const request = this as FastifyRequest & { [ORIGINS]: OverlayOrigins | null };
      const known = request[ORIGINS];
      if (known) return known;
      const origin = requestOrigin(request.protocol, request.host);
      const origins: OverlayOrigins =
        role === "site"
          ? { payOrigin: siteOverlayOrigin(config, origin), siteOrigins: [] }
          : {
              payOrigin: origin?.origin ?? siteOverlayOrigin(config, null),
              siteOrigins: overlaySiteOrigins(config, origin),
            };
      request[ORIGINS] = origins;
      return origins;
    },
  });
}
