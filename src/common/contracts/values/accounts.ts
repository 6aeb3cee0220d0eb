/**
 * The accounts contract's runtime values (constants and pure functions) without zod, so the web
 * app can import them without shipping the schema library (issue 13's JS budget). The contract
 * module re-exports them.
 */
/** Newsletter type bits (spec core §3). */
export const NEWSLETTER_BITS = [256, 512, 1024, 2048] as const;

export const NOTIFICATION_SETTINGS = ["email", "push", "newVideos", "actorOnline", "messages"] as const;

/**
 * "Buy with one click" (issue 27): off by default; when on, a purchase of at most `limit` VXC skips
 * its confirmation. The limit is a whole number of VXC from 1 to ONE_CLICK_BUY_MAX_LIMIT (250 euros).
 */
export const ONE_CLICK_BUY_MAX_LIMIT = 1000;
/** The limit a guest starts with (shown in the account area until they choose their own). */
export const ONE_CLICK_BUY_DEFAULT_LIMIT = 20;
