/**
 * The accounts contract's runtime values (constants and pure functions) without zod, so the web
 * app can import them without shipping the schema library (issue 13's JS budget). The contract
 * module re-exports them.
 */
/** Newsletter type bits (spec core §3). */
export const NEWSLETTER_BITS = [256, 512, 1024, 2048] as const;

export const NOTIFICATION_SETTINGS = ["email", "push", "newVideos", "actorOnline", "messages"] as const;
