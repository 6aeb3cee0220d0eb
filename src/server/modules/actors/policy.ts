import type { FastifyRequest } from "fastify";

/**
 * The visitor's country as ISO 3166 alpha-2, from the country header the edge (CDN or load
 * balancer) sets (config COUNTRY_HEADER, default cf-ipcountry); null without one. The platform
 * keeps no IP database of its own.
 */
export function visitorCountry(request: FastifyRequest, header: string): string | null {
  const value = request.headers[header.toLowerCase()];
  const text = Array.isArray(value) ? value[0] : value;
  return text && /^[A-Za-z]{2}$/.test(text) ? text.toUpperCase() : null;
}

/** An actor is banned for a visitor whose country is among her bannedCountryCodes (spec core §5). */
export function isBannedIn(bannedCountryCodes: readonly string[], country: string | null): boolean {
  return country !== null && bannedCountryCodes.some((code) => code.toUpperCase() === country);
}
