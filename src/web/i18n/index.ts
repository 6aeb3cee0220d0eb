import { useLocation } from "react-router";
import { LANGUAGES, type Language, normalizeLanguage } from "../../common/languages.ts";
import { languageOfPath } from "../../common/routes/index.ts";
import type { Dictionary } from "./en.ts";

// Each language's texts are a chunk of their own: a page loads only its language's (issue 12). The
// browser loads the page's language before hydration (entry.client.tsx) and another one before a
// navigation into it (root.tsx clientLoader); the server holds all four.
const LOADERS: Record<Language, () => Promise<Dictionary>> = {
  de: () => import("./de.ts").then((m) => m.de),
  en: () => import("./en.ts").then((m) => m.en),
  es: () => import("./es.ts").then((m) => m.es),
  nl: () => import("./nl.ts").then((m) => m.nl),
};
const DICTIONARIES: Partial<Record<Language, Dictionary>> = {};
const loading = new Map<Language, Promise<Dictionary>>();

/** Loads a language's texts (once); dictionary() and useI18n() answer them from then on. */
export function loadDictionary(language: Language | string): Promise<Dictionary> {
  const lang = normalizeLanguage(language);
  const ready = DICTIONARIES[lang];
  if (ready) return Promise.resolve(ready);
  let pending = loading.get(lang);
  if (!pending) {
    pending = LOADERS[lang]().then((texts) => {
      DICTIONARIES[lang] = texts;
      return texts;
    });
    pending.catch(() => loading.delete(lang));
    loading.set(lang, pending);
  }
  return pending;
}

// The server renders every language: it has them all before the first request.
if (import.meta.env.SSR) await Promise.all(LANGUAGES.map(loadDictionary));

/** The UI texts of a language (unknown languages fall back to en); loadDictionary() must have run. */
export function dictionary(language: Language | string): Dictionary {
  const lang = normalizeLanguage(language);
  const texts = DICTIONARIES[lang];
  if (!texts) throw new Error(`The ${lang} texts are not loaded: loadDictionary("${lang}") first`);
  return texts;
}

/** The language of a page: its URL prefix (the overlay: its `lang` parameter). */
export function pageLanguage(pathname: string, search: string): Language {
  return pathname.startsWith("/_overlay/")
    ? normalizeLanguage(new URLSearchParams(search).get("lang"))
    : languageOfPath(pathname);
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
export function languageOfDictionary(t: Dictionary): Language {
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
  const language = pageLanguage(pathname, search);
  return { t: dictionary(language), language };
}

/** Native names of the languages for the switcher. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  de: "Deutsch",
  en: "English",
  es: "Español",
  nl: "Nederlands",
};

export type { Dictionary };
