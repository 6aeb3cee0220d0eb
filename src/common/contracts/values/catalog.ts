/**
 * The catalog contract's runtime values (constants and pure functions) without zod, so the web
 * app can import them without shipping the schema library (issue 13's JS budget). The contract
 * module re-exports them.
 */
/**
 * Lists of the top-cams tab (spec core §2 "Top cams"): top 100, favourites, best chats, top video
 * call, and the five performer-group lists (women, men, couples, trans, newcomers).
 */
export const TOP_CAM_TYPES = [
  "top100",
  "favorites",
  "bestChats",
  "topVideocall",
  "women",
  "men",
  "couples",
  "trans",
  "newcomers",
] as const;
export type TopCamType = (typeof TOP_CAM_TYPES)[number];
/** At most this many entries per top-cams list. */
export const TOP_CAMS_LIMIT = 100;
