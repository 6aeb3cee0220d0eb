import { describe, expect, it } from "vitest";
import { storedVideoOrder, withVideoOrder } from "./gridSettings.ts";

describe("stored video grid orders", () => {
  const offered = ["newest", "topRated", "priceAsc"] as const;

  it("answers the stored order of a list only when the list offers it", () => {
    const settings = { videos: { orders: { videosNew: "priceAsc", videosAll: "longest" } } };
    expect(storedVideoOrder(settings, "videosNew", offered)).toBe("priceAsc");
    expect(storedVideoOrder(settings, "videosAll", offered)).toBeNull();
    expect(storedVideoOrder(settings, "category", offered)).toBeNull();
  });

  it("ignores settings of other shapes", () => {
    expect(storedVideoOrder(undefined, "videosNew", offered)).toBeNull();
    expect(storedVideoOrder({ videos: "newest" }, "videosNew", offered)).toBeNull();
    expect(storedVideoOrder({ videos: { orders: ["newest"] } }, "0", offered)).toBeNull();
    expect(storedVideoOrder({ videos: { orders: { videosNew: 3 } } }, "videosNew", offered)).toBeNull();
  });

  it("changes one list's order and keeps the others and other keys", () => {
    const settings = { videos: { orders: { videosAll: "newest" }, view: "compact" }, actors: {} };
    expect(withVideoOrder(settings, "videosNew", "topRated")).toEqual({
      orders: { videosAll: "newest", videosNew: "topRated" },
      view: "compact",
    });
    expect(withVideoOrder(undefined, "category", "newest")).toEqual({ orders: { category: "newest" } });
  });
});
