export * from "./catalog.ts";
export * from "./tracking.ts";
