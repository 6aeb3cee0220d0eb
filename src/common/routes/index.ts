export * from "./builders.ts";
export * from "./events.ts";
export * from "./match.ts";
export * from "./table.ts";
