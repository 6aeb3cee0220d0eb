/**
 * The messenger contract's runtime values (constants and pure functions) without zod, so the web
 * app can import them without shipping the schema library (issue 13's JS budget). The contract
 * module re-exports them.
 */
/** Channel filters (spec core §3) plus "online" (online actors only). */
export const CHANNEL_FILTERS = ["newest", "unread", "archived", "blocked", "online"] as const;
export type ChannelFilter = (typeof CHANNEL_FILTERS)[number];

/** Channels loaded at once (spec core §9). */
export const CHANNEL_PAGE_SIZE = 500;
/** Channels in the navbar dropdown: unread ones, last-viewed first. */
export const NAVBAR_CHANNELS = 5;
/** Longest message text. */
export const MESSAGE_MAX_LENGTH = 2000;

/** Most gifts (units over all kinds) in one message, and most kinds. */
export const MAX_GIFTS_PER_MESSAGE = 20;
export const MAX_GIFT_KINDS_PER_MESSAGE = 10;
