export * from "./builders.ts";
export * from "./match.ts";
export * from "./table.ts";
