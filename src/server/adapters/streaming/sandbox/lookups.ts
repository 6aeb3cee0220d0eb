/**
 * Look-ups the live origin makes on every request (is the session active, is the actor online),
 * believed for `ttlMs` and batched: a thousand viewers of one stream each reload the playlist once a
 * second, so without a batch every playlist costs a query (measured: the origin spent most of its
 * time waiting for PostgreSQL). The keys asked within `batchMs` are loaded with one call, and a key
 * being loaded is not loaded again by a second request meanwhile.
 */
export class BatchedLookup<K, V> {
  private readonly known = new Map<K, { at: number; value: V | null }>();
  private readonly loading = new Map<K, Promise<V | null>>();
  private batch: Map<K, { resolve: (value: V | null) => void; reject: (error: unknown) => void }> | null =
    null;

  constructor(
    private readonly options: {
      /** The values of the keys asked; a key missing from the answer is null. */
      load: (keys: K[]) => Promise<Map<K, V>>;
      /** How long an answer is believed. */
      ttlMs: number;
      /** How long a batch collects keys before its one load (0: the current turn of the event loop). */
      batchMs?: number;
      /** At most this many keys remembered (all are forgotten beyond). */
      maxKeys?: number;
      now?: () => number;
    },
  ) {}

  /** The value of `key`: remembered if younger than ttlMs, else loaded with the batch. */
  get(key: K): Promise<V | null> {
    const now = (this.options.now ?? Date.now)();
    const hit = this.known.get(key);
    if (hit && now - hit.at < this.options.ttlMs) return Promise.resolve(hit.value);
    const pending = this.loading.get(key);
    if (pending) return pending;
    const promise = new Promise<V | null>((resolve, reject) => {
      if (!this.batch) {
        const batch = new Map<K, { resolve: (value: V | null) => void; reject: (error: unknown) => void }>();
        this.batch = batch;
        const run = () => {
          this.batch = null;
          void this.flush(batch);
        };
        const batchMs = this.options.batchMs ?? 0;
        if (batchMs > 0) setTimeout(run, batchMs);
        else setImmediate(run);
      }
      this.batch.set(key, { resolve, reject });
    });
    this.loading.set(key, promise);
    return promise;
  }

  /** Forgets what is known (tests; a change the caller learns of). */
  forget(key: K): void {
    this.known.delete(key);
  }

  private async flush(
    batch: Map<K, { resolve: (value: V | null) => void; reject: (error: unknown) => void }>,
  ): Promise<void> {
    const keys = [...batch.keys()];
    // The time of the ask, not of the answer: an answer is never believed longer than ttlMs after it.
    const at = (this.options.now ?? Date.now)();
    try {
      const values = await this.options.load(keys);
      if (this.known.size + keys.length > (this.options.maxKeys ?? 10_000)) this.known.clear();
      for (const [key, waiter] of batch) {
        const value = values.get(key) ?? null;
        this.known.set(key, { at, value });
        this.loading.delete(key);
        waiter.resolve(value);
      }
    } catch (error) {
      for (const [key, waiter] of batch) {
        this.loading.delete(key);
        waiter.reject(error);
      }
    }
  }
}
