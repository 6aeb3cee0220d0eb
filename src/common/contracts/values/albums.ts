/**
 * The albums contract's runtime values (constants and pure functions) without zod, so the web
 * app can import them without shipping the schema library (issue 13's JS budget). The contract
 * module re-exports them.
 */
/** Comments are loaded this many at a time (spec content §9). */
export const COMMENT_PAGE_SIZE = 5;
/** Only the newest this many comments of an album can be loaded (spec content §7 `limit 500`). */
export const COMMENT_LIMIT = 500;
/** Longest comment text (the database CHECK allows 1..1000 characters). */
export const COMMENT_MAX_LENGTH = 1000;
