/**
 * Whole answers of anonymous-token requests, reused for CATALOG_CACHE_SECONDS (off in tests): an
 * anonymous answer names nobody, and every visitor's grid sends the same query, so one execution
 * serves all of them for a few seconds (as the page cache does for anonymous pages). Keyed by
 * language and the request body (query, variables, operation name); only answers without errors,
 * at most `maxBytes` each and `maxEntries` in all (oldest first out).
 */
export class AnswerCache {
  private readonly entries = new Map<string, { expires: number; body: string }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 1000,
    private readonly maxBytes = 512 * 1024,
  ) {}

  /** The key of a request, or null when it is not cacheable (cache off, odd body). */
  key(language: string, body: unknown): string | null {
    if (this.ttlMs <= 0 || !body || typeof body !== "object" || Array.isArray(body)) return null;
    const { query, variables, operationName } = body as Record<string, unknown>;
    if (typeof query !== "string") return null;
    const key = `${language}\n${operationName ?? ""}\n${query}\n${JSON.stringify(variables ?? null)}`;
    return key.length > 20_000 ? null : key;
  }

  get(key: string, now: number): string | null {
    const hit = this.entries.get(key);
    return hit && hit.expires > now ? hit.body : null;
  }

  set(key: string, body: string, now: number): void {
    // A GraphQL answer has `"errors":` as a key only when something failed (texts escape quotes).
    if (body.length > this.maxBytes || body.includes('"errors":')) return;
    this.entries.delete(key);
    this.entries.set(key, { expires: now + this.ttlMs, body });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }
}
