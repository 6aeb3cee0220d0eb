import type { TVideoGridPayload } from "../../../common/contracts/catalog.ts";
import type { Language } from "../../../common/languages.ts";

/** Query keys of the catalogue feature. */
export const catalogKeys = {
  all: ["catalog"] as const,
  /** A video as the logged-in guest sees it (what they own). */
  video: (videoId: number) => ["catalog", "video", videoId] as const,
  /** One page of a video grid (tileGrid/get). */
  videoGrid: (payload: TVideoGridPayload, language: Language) =>
    ["catalog", "videoGrid", payload, language] as const,
  /** A video's likes and dislikes, with the guest's own rating when logged in. */
  videoRating: (videoId: number, loggedIn: boolean) => ["catalog", "videoRating", videoId, loggedIn] as const,
  /** The start page's blocks below its first screen. */
  homeMore: (language: Language) => ["catalog", "homeMore", language] as const,
  /** Every performer online now. */
  online: (language: Language) => ["catalog", "online", language] as const,
  /** A video's picture strip for its tile's preview. */
  videoPictures: (videoId: number) => ["catalog", "videoPictures", videoId] as const,
};
