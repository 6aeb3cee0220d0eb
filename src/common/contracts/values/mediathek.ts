/**
 * The mediathek's page sizes, kinds and cache time (spec content §9: tv and mediathek 30 a page,
 * asmr 3). Zod-free: the mediathek's pages import it.
 */
export const MEDIATHEK_LIMITS = {
  /** Series a page (tv/series, the search's tv category). */
  seriesPageSize: 30,
  /** Episodes a page (tv/mediathek/{key}/videos, the search's mediathek category). */
  videosPageSize: 30,
  maxPageSize: 30,
  /** Related items of tv/suggest/{hashId} and tv/recommendations. */
  suggestions: 12,
  cacheSeconds: 60,
} as const;

/** Free series air on the free channel, premium ones on the premium channel. */
export const TV_SERIES_KINDS = ["free", "premium"] as const;
export type TvSeriesKind = (typeof TV_SERIES_KINDS)[number];

/** The tag group whose videos the search's asmr category finds (catalog tag groups). */
export const ASMR_TAG_GROUP = "asmr";

/**
 * Why an episode does not play for a viewer (null: it plays): the video restrictions of spec core
 * §6. needAbo of a premium series is lifted by the TV subscription (or the VIP club), of a VIP video
 * by the VIP club.
 */
export type TvRestriction = "needLogin" | "needAgeCheck" | "needAbo" | "needPurchase";
