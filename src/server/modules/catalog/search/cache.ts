/**
 * The search answer cache (content §9): entries live `ttlMs` and a sweep every `sweepMs` drops the
 * expired ones, so memory follows the traffic of the last five minutes. Concurrent callers of one
 * key share the read in flight; a failed read is not kept. A `ttlMs` of 0 turns the cache off.
 */
export class SearchCache {
  private readonly entries = new Map<string, { expires: number; value: Promise<unknown> }>();
  private readonly timer: ReturnType<typeof setInterval> | null;

  constructor(
    private readonly ttlMs: number,
    sweepMs: number,
    private readonly maxEntries = 10_000,
    private readonly clock: () => number = Date.now,
  ) {
    this.timer = ttlMs > 0 ? setInterval(() => this.sweep(), sweepMs) : null;
    this.timer?.unref();
  }

  /** The cached answer of `key`, or the read's answer (then kept for the lifetime). */
  get<T>(key: string, read: () => Promise<T>): Promise<T> {
    if (this.ttlMs <= 0) return read();
    const now = this.clock();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) return hit.value as Promise<T>;
    const value = read();
    this.entries.delete(key);
    this.entries.set(key, { expires: now + this.ttlMs, value });
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
    return value;
  }

  /** Drops the expired entries (run by the timer). */
  sweep(): void {
    const now = this.clock();
    for (const [key, entry] of this.entries) if (entry.expires <= now) this.entries.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }

  /** Stops the sweep timer. */
  close(): void {
    if (this.timer) clearInterval(this.timer);
    this.entries.clear();
  }
}
