import { type Dictionary, en } from "./en.ts";

/** Placeholder until translated. */
export const nl: Dictionary = en;
