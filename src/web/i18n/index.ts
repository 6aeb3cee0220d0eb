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

/**
 * A counted text in every plural form its language needs (CLDR cardinal categories). de, en, es
 * and nl need `one` and `other`; a category without its own text (es "many" for millions) uses
 * `other`.
 */
export type PluralForms = { readonly one: string; readonly other: string } & {
  readonly [category in "zero" | "two" | "few" | "many"]?: string;
};

const pluralRules = new Map<Language, Intl.PluralRules>();

/** The language of a dictionary returned by useI18n() or dictionary() (en for any other object). */
function languageOfDictionary(t: Dictionary): Language {
  for (const [language, texts] of Object.entries(DICTIONARIES) as [Language, Dictionary][])
    if (texts === t) return language;
  return "en";
}

/**
 * The form of `forms` that `count` takes in the language (Intl.PluralRules), with `{count}` and the
 * other placeholders filled. `language` is a page language or that page's dictionary (`t`);
 * `values.count` replaces the bare number in the text (a formatted count such as "1.234").
 */
export function plural(
  language: Language | string | Dictionary,
  count: number,
  forms: PluralForms,
  values: Record<string, string | number> = {},
): string {
  const lang = typeof language === "string" ? normalizeLanguage(language) : languageOfDictionary(language);
  let rules = pluralRules.get(lang);
  if (!rules) {
    rules = new Intl.PluralRules(lang);
    pluralRules.set(lang, rules);
  }
  const category = rules.select(count) as keyof PluralForms;
  return fill(forms[category] ?? forms.other, { count, ...values });
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
