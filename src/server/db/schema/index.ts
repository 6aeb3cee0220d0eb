export * from "./accounts.ts";
export * from "./catalog.ts";
export * from "./tracking.ts";
