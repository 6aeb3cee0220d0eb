import { legalEn } from "./en.ts";
import type { LegalTexts } from "./types.ts";

/** Placeholder until translated. */
export const legalDe: LegalTexts = legalEn;
