import { afterEach, describe, expect, it, vi } from "vitest";
import type { CatalogApi } from "../../../common/contracts/catalog.ts";
import type { MediathekApi } from "../../../common/contracts/mediathek.ts";
import { cachedCatalogApi } from "./cachedCatalog.ts";

function fakeApi() {
  let calls = 0;
  const api = {
    video: async (language: string, id: number) => {
      calls++;
      if (id < 0) throw new Error("boom");
      return { language, id, call: calls };
    },
  } as unknown as CatalogApi & MediathekApi;
  return { api, calls: () => calls };
}

describe("cachedCatalogApi", () => {
  afterEach(() => vi.useRealTimers());

  it("reads once per arguments within the time to live, shares reads in flight", async () => {
    vi.useFakeTimers();
    const { api, calls } = fakeApi();
    const cached = cachedCatalogApi(api, 1000);
    const [a, b] = await Promise.all([cached.video("en", 1), cached.video("en", 1)]);
    expect(a).toBe(b);
    await cached.video("de", 1);
    expect(calls()).toBe(2);
    vi.advanceTimersByTime(1001);
    await cached.video("en", 1);
    expect(calls()).toBe(3);
  });

  it("forgets failed reads", async () => {
    const { api, calls } = fakeApi();
    const cached = cachedCatalogApi(api, 60_000);
    await expect(cached.video("en", -1)).rejects.toThrow("boom");
    await expect(cached.video("en", -1)).rejects.toThrow("boom");
    expect(calls()).toBe(2);
  });

  it("is the plain api when the time to live is 0", () => {
    const { api } = fakeApi();
    expect(cachedCatalogApi(api, 0)).toBe(api);
  });
});
