import type { FastifyInstance, FastifyRequest } from "fastify";
import { SITE_ADDRESS_HEADER } from "../../../common/siteAddress.ts";
import type { Config, OriginPair } from "../../config.ts";
import { configuredPairs, isLoopback, requestOrigin, siteAddressOf, siteSources } from "../siteAddresses.ts";

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
  /**
   * The policy's sources for every address of the site a page at this address may load from and
   * talk to (role "site": media, images, connections): siteSources().
   */
  siteSources: string[];
  /**
   * The site address the guest uses (the origin a mail's link leads back to in development): on the
   * site, the address asked at when it is one of the site's, else the public one; on the overlay,
   * the site origin its page names (SITE_ADDRESS_HEADER) when that may frame it, else the public one.
   */
  siteAddress: string;
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

/** A site page's origins: the overlay it frames, the site's addresses, the one asked at. */
function siteRequestOrigins(config: Config, origin: URL | null): OverlayOrigins {
  return {
    payOrigin: siteOverlayOrigin(config, origin),
    siteOrigins: [],
    siteSources: siteSources(config, origin),
    siteAddress: siteAddressOf(config, origin),
  };
}

/**
 * An overlay request's origins. The site address is the one the overlay page names in its calls
 * (it is the page's parent: frame-ancestors allows only these), taken only when it may frame this
 * overlay; a call without it is the public site's.
 */
function payRequestOrigins(config: Config, origin: URL | null, request: FastifyRequest): OverlayOrigins {
  const siteOrigins = overlaySiteOrigins(config, origin);
  const named = request.headers[SITE_ADDRESS_HEADER];
  return {
    payOrigin: origin?.origin ?? siteOverlayOrigin(config, null),
    siteOrigins,
    siteSources: siteSources(config, origin),
    siteAddress:
      typeof named === "string" && siteOrigins.includes(named) ? named : (siteOrigins[0] as string),
  };
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
        role === "site" ? siteRequestOrigins(config, origin) : payRequestOrigins(config, origin, request);
      request[ORIGINS] = origins;
      return origins;
    },
  });
}
