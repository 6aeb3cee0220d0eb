// Every table, for the database client and drizzle-kit (drizzle.config.ts). Modules import their
// owner's file, never this one (docs/ARCHITECTURE.md "Tables and their owners").
export * from "./accounts.ts";
export * from "./actors.ts";
export * from "./albums.ts";
export * from "./avs.ts";
export * from "./benefits.ts";
export * from "./camshows.ts";
export * from "./catalog.ts";
export * from "./contests.ts";
export * from "./favorites.ts";
export * from "./feed.ts";
export * from "./gifts.ts";
export * from "./guest.ts";
export * from "./idempotency.ts";
export * from "./jobs.ts";
export * from "./library.ts";
export * from "./live.ts";
export * from "./mailer.ts";
export * from "./messenger.ts";
export * from "./notifications.ts";
export * from "./outbox.ts";
export * from "./payments.ts";
export * from "./phone.ts";
export * from "./purchases.ts";
export * from "./ratings.ts";
export * from "./tracking.ts";
export * from "./wallet.ts";
