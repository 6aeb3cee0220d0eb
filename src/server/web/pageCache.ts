import { CONSENT_COOKIE } from "../../common/consent.ts";

/** A rendered page kept for reuse: its status, headers and body with the nonce it was rendered with. */
export interface CachedPage {
  expires: number;
  status: number;
  headers: [string, string][];
  body: string;
  nonce: string;
}

/** Headers that belong to one response only and are never replayed from the cache. */
const PER_RESPONSE_HEADERS = new Set([
  "set-cookie",
  "content-length",
  "date",
  "x-request-id",
  "content-security-policy",
]);

/**
 * Micro-cache of server-rendered pages for anonymous guests. Pages are the same for every guest
 * without a session (the only cookie that changes a page is the consent choice, which is part of
 * the key), so a render is reused for a few seconds. The CSP nonce of the cached render is swapped
 * for the current request's nonce on every hit, so inline scripts keep working under the new CSP.
 */
export class PageCache {
  private readonly pages = new Map<string, CachedPage>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 2000,
  ) {}

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  /** The cache key of a request, or null when it must not be served from or stored in the cache. */
  key(request: { method: string; url: string; cookies: Record<string, string | undefined> }): string | null {
    if (!this.enabled || request.method !== "GET") return null;
    const names = Object.keys(request.cookies);
    if (names.some((name) => name !== CONSENT_COOKIE)) return null;
    return `${request.url}\u0000${request.cookies[CONSENT_COOKIE] ?? ""}`;
  }

  get(key: string, now: number): CachedPage | null {
    const page = this.pages.get(key);
    if (!page) return null;
    if (page.expires <= now) {
      this.pages.delete(key);
      return null;
    }
    return page;
  }

  /** Stores a response when it is a plain 200 without cookies; returns whether it did. */
  set(
    key: string,
    now: number,
    response: { status: number; headers: Headers; body: string; nonce: string },
  ): boolean {
    if (response.status !== 200 || response.headers.has("set-cookie")) return false;
    if ((response.headers.get("cache-control") ?? "").includes("no-store")) return false;
    const headers = [...response.headers.entries()].filter(([name]) => !PER_RESPONSE_HEADERS.has(name));
    this.pages.delete(key);
    this.pages.set(key, {
      expires: now + this.ttlMs,
      status: 200,
      headers,
      body: response.body,
      nonce: response.nonce,
    });
    while (this.pages.size > this.maxEntries) {
      const oldest = this.pages.keys().next().value;
      if (oldest === undefined) break;
      this.pages.delete(oldest);
    }
    return true;
  }

  /** The cached body with the current request's nonce in place of the one it was rendered with. */
  static bodyFor(page: CachedPage, nonce: string): string {
    return page.nonce && nonce && page.nonce !== nonce ? page.body.replaceAll(page.nonce, nonce) : page.body;
  }

  get size(): number {
    return this.pages.size;
  }
}
