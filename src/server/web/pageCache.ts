import { createHash } from "node:crypto";
import { CONSENT_COOKIE } from "../../common/consent.ts";
import type { SharedBody } from "../lib/http/sharedBody.ts";

/**
 * A rendered page kept for reuse: status, headers, the body as bytes, and a Content-Security-Policy
 * that allows its inline scripts by their SHA-256 hashes (a nonce cannot be reused across responses).
 */
export interface CachedPage extends SharedBody {
  expires: number;
  status: number;
  headers: [string, string][];
  csp: string;
}

const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g;

/** The policy for a cached body: the render's policy with every nonce replaced by the hashes of its inline scripts. */
export function hashPolicy(policy: string, html: string): string {
  const hashes = [
    ...new Set(
      [...html.matchAll(INLINE_SCRIPT)].map((m) =>
        createHash("sha256")
          .update(m[1] ?? "")
          .digest("base64"),
      ),
    ),
  ];
  return policy
    .split(";")
    .map((directive) => {
      const trimmed = directive.trim();
      if (!/'nonce-/.test(trimmed)) return trimmed;
      const kept = trimmed.split(/\s+/).filter((token) => !token.startsWith("'nonce-"));
      return trimmed.startsWith("script-src ")
        ? [...kept, ...hashes.map((h) => `'sha256-${h}'`)].join(" ")
        : kept.join(" ");
    })
    .join("; ");
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
 * the key), so a render is reused for a few seconds. A hit sends the stored bytes with a policy
 * that names the page's inline scripts by hash.
 */
export class PageCache {
  private readonly pages = new Map<string, CachedPage>();
  private readonly renders = new Map<string, Promise<CachedPage | null>>();

  /**
   * @param ttlMs how long a render is fresh
   * @param staleMs how long after that it may still be served while one request renders it again
   */
  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 2000,
    private readonly staleMs = 30_000,
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

  /** The cached page of a key and whether it is still fresh; null when there is none (or it is too old). */
  lookup(key: string, now: number): { page: CachedPage; fresh: boolean } | null {
    const page = this.pages.get(key);
    if (!page) return null;
    if (page.expires + this.staleMs <= now) {
      this.pages.delete(key);
      return null;
    }
    return { page, fresh: page.expires > now };
  }

  /** A fresh page of the key, or null. */
  get(key: string, now: number): CachedPage | null {
    const found = this.lookup(key, now);
    return found?.fresh ? found.page : null;
  }

  /**
   * Runs one render per key at a time: concurrent callers share the render in flight instead of
   * rendering the same page again (no stampede when a popular page expires).
   */
  single(
    key: string,
    render: () => Promise<CachedPage | null>,
  ): { leader: boolean; result: Promise<CachedPage | null> } {
    const running = this.renders.get(key);
    if (running) return { leader: false, result: running };
    const result = render().finally(() => this.renders.delete(key));
    this.renders.set(key, result);
    return { leader: true, result };
  }

  /** Whether a response may be stored: a plain 200 without cookies. */
  static cacheable(response: { status: number; headers: Headers }): boolean {
    return (
      response.status === 200 &&
      !response.headers.has("set-cookie") &&
      !(response.headers.get("cache-control") ?? "").includes("no-store")
    );
  }

  /** Stores a response when it is cacheable; returns the stored page or null. */
  set(
    key: string,
    now: number,
    response: { status: number; headers: Headers; body: string; policy: string },
  ): CachedPage | null {
    if (!PageCache.cacheable(response)) return null;
    const headers = [...response.headers.entries()].filter(([name]) => !PER_RESPONSE_HEADERS.has(name));
    const page: CachedPage = {
      expires: now + this.ttlMs,
      status: 200,
      headers,
      body: Buffer.from(response.body),
      csp: hashPolicy(response.policy, response.body),
    };
    this.pages.delete(key);
    this.pages.set(key, page);
    while (this.pages.size > this.maxEntries) {
      const oldest = this.pages.keys().next().value;
      if (oldest === undefined) break;
      this.pages.delete(oldest);
    }
    return page;
  }

  get size(): number {
    return this.pages.size;
  }
}
