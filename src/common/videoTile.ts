import type { TVideo, TVideoTile } from "./contracts/catalog.ts";

/**
 * A video as its tile shows it: the page data of grids and rows that only show tiles leaves out the
 * description, tags, dates and the guest's state (the video page has them).
 */
export function toVideoTile(video: TVideo): TVideoTile {
  return {
    id: video.id,
    title: video.title,
    titleLanguage: video.titleLanguage,
    duration: video.duration,
    vip: video.vip,
    free: video.free,
    new: video.new,
    classic: video.classic,
    onSale: video.onSale,
    price: video.price,
    basePrice: video.basePrice,
    preview: video.preview,
    previewVideoUrl: video.previewVideoUrl,
    previewThumbnails: video.previewThumbnails,
    rating: video.rating,
    model: video.model,
    url: video.url,
  };
}
