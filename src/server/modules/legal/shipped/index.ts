import type { Language } from "../../../../common/languages.ts";
import { legalDe } from "./de.ts";
import { legalEn } from "./en.ts";
import { legalEs } from "./es.ts";
import { legalNl } from "./nl.ts";
import type { LegalTexts } from "./types.ts";

const TEXTS: Record<Language, LegalTexts> = { de: legalDe, en: legalEn, es: legalEs, nl: legalNl };

/** The legal documents in a language. */
export function legalTexts(language: Language): LegalTexts {
  return TEXTS[language];
}
