/**
 * The cam-show contract's runtime values without zod, so the web app can import them without
 * shipping the schema library (issue 13's JS budget). The contract module re-exports them.
 */

/** The days the calendar pages show (/cam-shows/, a performer's live-show tab). */
export const CAM_SHOW_CALENDAR_DAYS = 7;
