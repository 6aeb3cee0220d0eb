import { describe, expect, it } from "vitest";
import { videoListFilter, videoListOrder } from "./videoLists.ts";

describe("video lists", () => {
  it("looks back 9 months from the start of the day for the top videos", () => {
    const morning = videoListFilter("videos", new Date("2026-11-25T06:12:00Z"));
    const evening = videoListFilter("videos", new Date("2026-11-25T23:59:59Z"));
    expect(morning).toEqual({ releasedFrom: "2026-02-25T00:00:00.000Z" });
    expect(evening).toEqual(morning);
    expect(videoListFilter("videosOnSale", new Date())).toEqual({ types: { discount: true } });
  });

  it("takes a requested order only when the list offers it", () => {
    expect(videoListOrder("videosNew", "priceAsc")).toBe("priceAsc");
    expect(videoListOrder("videosNew", "discount")).toBe("newest");
    expect(videoListOrder("videosOnSale", null)).toBe("discount");
  });
});
