import type { FastifyRequest } from "fastify";
import { countryOfIp } from "../geoip.ts";

/**
 * The visitor's country as ISO 3166 alpha-2: the country header the edge (CDN or load balancer)
 * sets (config COUNTRY_HEADER, default cf-ipcountry), else the GeoLite2 country of the visitor's
 * address (`request.ip`: the client behind a trusted proxy with TRUST_PROXY); null when neither
 * knows (private addresses, Cloudflare's XX for unknown and T1 for Tor).
 */
export function visitorCountry(
  request: Pick<FastifyRequest, "headers" | "ip">,
  header: string,
): string | null {
  const value = request.headers[header.toLowerCase()];
  const text = (Array.isArray(value) ? value[0] : value)?.toUpperCase();
  if (text && /^[A-Z]{2}$/.test(text) && !UNKNOWN_COUNTRIES.has(text)) return text;
  return countryOfIp(request.ip);
}

/** Codes an edge sends when it does not know the country. */
const UNKNOWN_COUNTRIES = new Set(["XX", "T1", "ZZ"]);
