/**
 * Whole answers of anonymous-token requests, reused for CATALOG_CACHE_SECONDS (off in tests): an
 * anonymous answer names nobody, and every visitor's grid sends the same query, so one execution
 * serves all of them for a few seconds (as the page cache does for anonymous pages). Keyed by
 * language and the request body (query, variables, operation name); only answers without errors,
 * at most `maxBytes` each, `maxEntries` and `budgetBytes` in all (oldest first out), so varied
 * queries cannot grow it beyond a few megabytes.
 */
export class AnswerCache {
  private readonly entries = new Map<string, { expires: number; body: string }>();
  private bytes = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 1000,
    private readonly maxBytes = 256 * 1024,
    private readonly budgetBytes = 16 * 1024 * 1024,
  ) {}

  /** The key of a request, or null when it is not cacheable (cache off, odd body). */
  key(language: string, body: unknown): string | null {
    if (this.ttlMs <= 0 || !body || typeof body !== "object" || Array.isArray(body)) return null;
    const { query, variables, operationName } = body as Record<string, unknown>;
    // Mutations change something each time: never cached (a query merely naming the word isn't either).
    if (typeof query !== "string" || /\bmutation\b/.test(query)) return null;
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
    this.remove(key);
    this.entries.set(key, { expires: now + this.ttlMs, body });
    this.bytes += key.length + body.length;
    while (this.entries.size > this.maxEntries || this.bytes > this.budgetBytes) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.remove(oldest);
    }
  }

  /** Bytes held (keys and answers, in UTF-16 code units). */
  get size(): number {
    return this.bytes;
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.bytes -= key.length + entry.body.length;
    this.entries.delete(key);
  }
}
