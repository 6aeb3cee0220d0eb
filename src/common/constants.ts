/** Business constants and limits of spec core §9 and content §9. */

/** Layout breakpoints in px (spec core §2). xs is everything below sm. */
export const BREAKPOINTS = { sm: 768, md: 992, lg: 1200, xl: 1368 } as const;
/** Below this width the mobile menu layout applies. */
export const MOBILE_MENU_MAX_WIDTH = 1023;
/** Tile grid columns: 5 above 1199 px, 4 above 991, 3 above 767, else 2. */
export const TILE_COLUMNS = [
  { minWidth: 1200, columns: 5 },
  { minWidth: 992, columns: 4 },
  { minWidth: 768, columns: 3 },
  { minWidth: 0, columns: 2 },
] as const;

/** Navbar scroll handling. */
export const SCROLL = { debounceMs: 200, minMovePx: 10, navbarHideAfterPx: 50, anchorOffsetPx: 35 } as const;
/** Hidden-tab title animation step. */
export const TAB_TITLE_STEP_MS = 100;

export const IMAGE_WIDTHS = [320, 640, 1280] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** Video tiles per page of a grid (content §9). */
export const VIDEO_GRID_PAGE_SIZE = 16;
/** Actor tiles per page (actor search page size, core §9). */
export const ACTOR_GRID_PAGE_SIZE = 30;
/** Trending window and top-video window (content §9). */
export const TRENDING_DAYS = 8;
export const TOP_VIDEOS_MONTHS = 9;
/** A video counts as new for this many days after release. */
export const NEW_VIDEO_DAYS = 14;
/** An actor counts as newly registered for this many days. */
export const NEW_ACTOR_DAYS = 60;
/** Default age rating for avatar and sedcard images. */
export const DEFAULT_AGE_RATING = 16;
/** Content rated this or higher needs an accepted age check (spec core §6 `needAgeCheck`). */
export const ADULT_AGE_RATING = 18;

export const MIN_CHAT_BALANCE = 0.5;
export const PING_INTERVAL_MS = 50_000;
export const RECONNECT_DELAY_MS = 1_000;
export const LIVE_PREVIEW_LIMIT = { default: 5, vip: 20 } as const;
export const MIN_SEARCH_LENGTH = 3;
export const MIN_RATINGS_SHOWN = 10;
export const BLOCKED_INCENTIVE_COOKIE_DAYS = 30;
export const MAX_CONTEST_VOTES = 5;
/** Pictures of a paid album a guest sees before buying it. */
export const ALBUM_PREVIEW_PICTURES = 3;
