// The contests' constants without zod, for the web app's bundles (contracts/contests.ts re-exports them).

/** A contest before its start, while it runs, after its end. */
export const CONTEST_STATES = ["next", "active", "last"] as const;
export type TContestState = (typeof CONTEST_STATES)[number];

/** What a contest's entries are. */
export const CONTEST_MEDIA_TYPES = ["video", "photo"] as const;
export type TContestMediaType = (typeof CONTEST_MEDIA_TYPES)[number];

/** The orders of a contest's grid (`contestSub`): most votes first, newest entries first, the guest's votes. */
export const CONTEST_SUBS = ["top", "new", "voted"] as const;
export type TContestSub = (typeof CONTEST_SUBS)[number];

/** Grid page limits. */
export const CONTEST_GRID_MAX_LIMIT = 60;
export const CONTEST_GRID_MAX_OFFSET = 10_000;
/** Entries of the top list. */
export const CONTEST_TOP_LIST = 10;
/** Places with a winner's badge (contestInfo.place on videos). */
export const CONTEST_WINNER_PLACES = 3;
