import { useLocation } from "react-router";
import { type Language, normalizeLanguage } from "../../common/languages.ts";
import { languageOfPath } from "../../common/routes/index.ts";
import { de } from "./de.ts";
import { type Dictionary, en } from "./en.ts";
import { es } from "./es.ts";
import { nl } from "./nl.ts";

const DICTIONARIES: Record<Language, Dictionary> = { de, en, es, nl };

/** The UI texts of a language (unknown languages fall back to en). */
export function dictionary(language: Language | string): Dictionary {
  return DICTIONARIES[normalizeLanguage(language)];
}

/** Fills `{name}` placeholders of a text. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  );
}

/** Texts and language of the current page, from its URL prefix (the overlay: its `lang` parameter). */
export function useI18n(): { t: Dictionary; language: Language } {
  const { pathname, search } = useLocation();
  const language = pathname.startsWith("/_overlay/")
    ? normalizeLanguage(new URLSearchParams(search).get("lang"))
    : languageOfPath(pathname);
  return { t: DICTIONARIES[language], language };
}

/** Native names of the languages for the switcher. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  de: "Deutsch",
  en: "English",
  es: "Español",
  nl: "Nederlands",
};

export type { Dictionary };
