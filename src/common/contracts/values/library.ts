/**
 * The library contract's runtime values (constants and pure functions) without zod, so the web
 * app can import them without shipping the schema library (issue 13's JS budget). The contract
 * module re-exports them.
 */
/** Tabs of the media library with data behind them (feed, messenger and clips come with those areas). */
export const LIBRARY_TABS = ["shop", "pinned", "archive"] as const;
export const LIBRARY_MEDIA_TYPES = ["VIDEO", "PHOTO"] as const;
export const LIBRARY_PAGE_SIZE = 24;

export type TLibraryTab = (typeof LIBRARY_TABS)[number];
export type TLibraryMediaType = (typeof LIBRARY_MEDIA_TYPES)[number];
export type TLibrarySource = "PURCHASED" | "PINNED" | "ARCHIVED";
