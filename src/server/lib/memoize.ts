/**
 * Memoizes an async read for `ttlMs` per arguments (JSON of the arguments as key). Concurrent
 * callers share the read in flight; failed reads are forgotten at once; at most `maxEntries` are
 * kept (oldest first out). A `ttlMs` of 0 returns the read itself.
 */
export function memoizeAsync<A extends unknown[], R>(
  read: (...args: A) => Promise<R>,
  ttlMs: number,
  maxEntries = 5000,
): (...args: A) => Promise<R> {
  if (ttlMs <= 0) return read;
  const entries = new Map<string, { expires: number; value: Promise<R> }>();
  return (...args: A): Promise<R> => {
    const key = JSON.stringify(args);
    const now = Date.now();
    const hit = entries.get(key);
    if (hit && hit.expires > now) return hit.value;
    const value = read(...args);
    entries.delete(key);
    entries.set(key, { expires: now + ttlMs, value });
    value.catch(() => {
      if (entries.get(key)?.value === value) entries.delete(key);
    });
    while (entries.size > maxEntries) {
      const oldest = entries.keys().next().value;
      if (oldest === undefined) break;
      entries.delete(oldest);
    }
    return value;
  };
}
