import { TOP_VIDEOS_MONTHS } from "./constants.ts";
import type { TVideoFilter, VideoOrder } from "./contracts/catalog.ts";

/** The video list pages of spec core §2 with their filter and default order (spec content §9). */
export const VIDEO_LISTS = {
  videos: { orders: ["bestSelling", "topRated", "newest", "priceAsc", "priceDesc", "longest"] },
  videosFreeClips: { orders: ["newest", "topRated", "longest"] },
  videosTrends: { orders: ["trending", "topRated", "newest"] },
  videosOnSale: { orders: ["discount", "newest", "topRated", "priceAsc", "priceDesc"] },
  videosNew: { orders: ["newest", "topRated", "priceAsc", "priceDesc", "longest"] },
  videosAll: { orders: ["topRated", "newest", "bestSelling", "priceAsc", "priceDesc", "longest"] },
  videosVip: { orders: ["topRated", "newest", "longest"] },
} as const satisfies Record<string, { orders: readonly VideoOrder[] }>;

export type VideoListName = keyof typeof VIDEO_LISTS;

/** True when a route name is one of the video lists. */
export function isVideoList(name: string): name is VideoListName {
  return name in VIDEO_LISTS;
}

/**
 * The filter of a list at a moment: top videos look back 9 months (from the start of the UTC day, so
 * that a day's requests share one filter, and with it the caches and the "show more" pages), the
 * others at everything released.
 */
export function videoListFilter(name: VideoListName, now: Date): TVideoFilter {
  switch (name) {
    case "videos": {
      const since = new Date(now);
      since.setUTCHours(0, 0, 0, 0);
      since.setUTCMonth(since.getUTCMonth() - TOP_VIDEOS_MONTHS);
      return { releasedFrom: since.toISOString() };
    }
    case "videosFreeClips":
      return { types: { free: true } };
    case "videosTrends":
      return { types: { trending: true } };
    case "videosOnSale":
      return { types: { discount: true } };
    case "videosVip":
      return { types: { vip: true } };
    case "videosNew":
    case "videosAll":
      return {};
  }
}

/** The order to use: the requested one when the list offers it, else the list's default (its first). */
export function videoListOrder(name: VideoListName, requested: string | null): VideoOrder {
  const orders: readonly VideoOrder[] = VIDEO_LISTS[name].orders;
  return orders.find((order) => order === requested) ?? (orders[0] as VideoOrder);
}
