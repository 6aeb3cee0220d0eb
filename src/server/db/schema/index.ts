export * from "./accounts.ts";
export * from "./catalog.ts";
export * from "./content.ts";
export * from "./engagement.ts";
export * from "./messenger.ts";
export * from "./outbox.ts";
export * from "./payments.ts";
export * from "./tracking.ts";
