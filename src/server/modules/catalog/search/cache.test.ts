import { describe, expect, it, vi } from "vitest";
import { SearchCache } from "./cache.ts";

describe("SearchCache", () => {
  it("reuses an answer within the lifetime and reads again after it", async () => {
    let now = 0;
    const cache = new SearchCache(300_000, 5_000, 100, () => now);
    const read = vi.fn(async () => "answer");
    await cache.get("k", read);
    now = 299_999;
    await cache.get("k", read);
    expect(read).toHaveBeenCalledTimes(1);
    now = 300_000;
    await cache.get("k", read);
    expect(read).toHaveBeenCalledTimes(2);
    cache.close();
  });

  it("sweeps expired entries every 5 s", async () => {
    vi.useFakeTimers();
    try {
      const cache = new SearchCache(300_000, 5_000);
      await cache.get("a", async () => 1);
      expect(cache.size).toBe(1);
      vi.advanceTimersByTime(295_000);
      expect(cache.size).toBe(1);
      vi.advanceTimersByTime(10_000);
      expect(cache.size).toBe(0);
      cache.close();
    } finally {
      vi.useRealTimers();
    }
  });

  it("forgets failed reads and keeps at most maxEntries", async () => {
    const cache = new SearchCache(1000, 5000, 2);
    await expect(cache.get("x", async () => Promise.reject(new Error("down")))).rejects.toThrow();
    await Promise.resolve();
    expect(cache.size).toBe(0);
    await cache.get("a", async () => 1);
    await cache.get("b", async () => 2);
    await cache.get("c", async () => 3);
    expect(cache.size).toBe(2);
    cache.close();
  });

  it("is off with a lifetime of 0", async () => {
    const cache = new SearchCache(0, 5000);
    const read = vi.fn(async () => 1);
    await cache.get("k", read);
    await cache.get("k", read);
    expect(read).toHaveBeenCalledTimes(2);
  });
});
