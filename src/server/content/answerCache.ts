import { type DocumentNode, Kind } from "graphql";
/**
 * Whole answers of anonymous-token requests, reused for CATALOG_CACHE_SECONDS (off in tests): an
 * anonymous answer names nobody, and every visitor's grid sends the same query, so one execution
 * serves all of them for a few seconds (as the page cache does for anonymous pages). Keyed by
 * language and the request body (query, variables, operation name); only answers without errors,
 * at most `maxBytes` each, `maxEntries` and `budgetBytes` in all (oldest first out), so varied
 * queries cannot grow it beyond a few megabytes.
 *
 * A second cache keeps a guest's feed answers under her guest and session (content.routes.ts):
 * each answer carries the tick its read began with, and `get` drops it once lib/guestChanges.ts
 * says her data (or everybody's: a new feed post) changed after it. docs/decisions.md "A guest's
 * feed answers are kept until her data changes".
 */
export class AnswerCache {
  private readonly entries = new Map<string, { expires: number; body: string; tick: number }>();
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

  /**
   * The answer kept for a key, unless it expired or `stale` says the data it was read from changed
   * after the read began (the read's tick, lib/guestChanges.ts).
   */
  get(key: string, now: number, stale?: (tick: number) => boolean): string | null {
    const hit = this.entries.get(key);
    if (!hit || hit.expires <= now) return null;
    if (stale?.(hit.tick)) {
      this.remove(key);
      return null;
    }
    return hit.body;
  }

  /** Keeps an answer of a read that began at `startedAt` (ms) with `tick`; its lifetime counts from then. */
  set(key: string, body: string, startedAt: number, tick = 0): void {
    // A GraphQL answer has `"errors":` as a key only when something failed (texts escape quotes).
    if (body.length > this.maxBytes || body.includes('"errors":')) return;
    this.remove(key);
    this.entries.set(key, { expires: startedAt + this.ttlMs, body, tick });
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

/**
 * Root fields whose answers for one guest are reused until her data changes (lib/guestChanges.ts)
 * or the lifetime ends: the feed, whose first page every visit of /feed/ asks for. Everything the
 * answer holds of her (likes, views, purchases, follows, her comments, age check, VIP) changes by
 * her own writes or an event to her; others' counters may be a few seconds old, as for visitors.
 */
const GUEST_CACHED_FIELDS = new Set(["feed", "post", "feedTotalCounts", "__typename"]);

/**
 * What a parsed document does: "write" when any operation is a mutation (or subscription),
 * "guestCacheable" when every operation is a query of GUEST_CACHED_FIELDS only (no fragments at
 * the root), else "read".
 */
export function documentKind(document: DocumentNode): "write" | "guestCacheable" | "read" {
  let cacheable = true;
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
    if (definition.operation !== "query") return "write";
    for (const selection of definition.selectionSet.selections)
      if (selection.kind !== Kind.FIELD || !GUEST_CACHED_FIELDS.has(selection.name.value)) cacheable = false;
  }
  return cacheable ? "guestCacheable" : "read";
}
