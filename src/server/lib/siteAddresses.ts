import type { Config, OriginPair } from "../config.ts";

/**
 * Every address the site answers on (docs/decisions.md, "Every address the site answers on (issue
 * 27)"): PUBLIC_URL, SITE_ALIASES and, outside production, the machine's loopback names. A page's
 * policy allows exactly these; media, stream, overlay and API addresses are paths (or derived from
 * the address the guest uses); a mail's link leads to the address the guest signed up at in
 * development, to PUBLIC_URL in production. A Host header never makes an address by itself.
 */

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
export function configuredPairs(config: Config): OriginPair[] {
  return [
    { site: new URL(config.publicUrl).origin, pay: new URL(config.payOrigin).origin },
    ...config.siteAliases,
  ];
}

/** The names of the machine itself a development site answers on, whatever PUBLIC_URL says. */
export const LOOPBACK_NAMES = ["localhost", "127.0.0.1", "[::1]"] as const;

/** `origin`'s scheme and port on each of the loopback names. */
function onLoopbackNames(origin: URL): string[] {
  return LOOPBACK_NAMES.map((name) => `${origin.protocol}//${name}${origin.port ? `:${origin.port}` : ""}`);
}

/**
 * The site's own addresses for a request at `request`: PUBLIC_URL's and SITE_ALIASES' origins
 * (PUBLIC_URL's first); outside production also every loopback name (localhost, 127.0.0.1, [::1]) on
 * the scheme and port of a configured loopback origin and of a loopback address asked at (and that
 * address itself, e.g. 127.0.0.2). Any other Host adds nothing: it never makes an origin.
 */
export function siteAddresses(config: Config, request: URL | null): string[] {
  const configured = configuredPairs(config).map((pair) => new URL(pair.site));
  const addresses = new Set(configured.map((url) => url.origin));
  if (config.env === "production") return [...addresses];
  for (const url of configured) {
    if (isLoopback(url.hostname)) for (const origin of onLoopbackNames(url)) addresses.add(origin);
  }
  if (request && isLoopback(request.hostname)) {
    for (const origin of onLoopbackNames(request)) addresses.add(origin);
    addresses.add(request.origin);
  }
  return [...addresses];
}

/** True for an IPv6 address in brackets (a host CSP cannot name: its sources have no syntax for one). */
const isIpv6 = (origin: string) => new URL(origin).hostname.startsWith("[");

/**
 * The Content-Security-Policy sources of the site's addresses for a page asked at `request`: each
 * address of siteAddresses() as it is, except IPv6 ones ([::1]), which CSP cannot name; a page asked
 * at such an address of the site gets 'self' instead, which is that address. A page at any other Host
 * gets no source for it.
 */
export function siteSources(config: Config, request: URL | null): string[] {
  const addresses = siteAddresses(config, request);
  const sources = addresses.filter((origin) => !isIpv6(origin));
  const atIpv6 = request !== null && addresses.includes(request.origin) && isIpv6(request.origin);
  return atIpv6 ? ["'self'", ...sources] : sources;
}

/** The site address a request was made at: its own origin when that is one of the site's addresses, else PUBLIC_URL's. */
export function siteAddressOf(config: Config, request: URL | null): string {
  const addresses = siteAddresses(config, request);
  return request && addresses.includes(request.origin) ? request.origin : (addresses[0] as string);
}

/**
 * The origin of the links in a guest's mails and texts: in production always PUBLIC_URL's (the
 * canonical address); elsewhere the site address the guest signed up at (`signupAddress`), as long as
 * it is still one of the site's addresses, else PUBLIC_URL's. The link works without a session and
 * its page logs the guest in there (a cookie belongs to one host: a link to another name of the
 * site would land logged out).
 */
export function mailLinkOrigin(config: Config, signupAddress: string | null | undefined): string {
  const canonical = new URL(config.publicUrl).origin;
  if (config.env === "production" || !signupAddress) return canonical;
  const url = URL.canParse(signupAddress) ? new URL(signupAddress) : null;
  const at = url ? requestOrigin(url.protocol.replace(/:$/, ""), url.host) : null;
  return at && at.origin === signupAddress && siteAddresses(config, at).includes(at.origin)
    ? at.origin
    : canonical;
}
