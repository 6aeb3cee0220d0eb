import { use } from "react";
import { useLocation } from "react-router";
import { LANGUAGES, type Language, normalizeLanguage } from "../../common/languages.ts";
import { languageOfPath } from "../../common/routes/index.ts";
import type { ShellDictionary } from "./en.ts";

export type { ShellDictionary };

import { PACK_LOADERS, PACK_NAMES, type PackName, type PackTexts } from "./packs.ts";

/** A language's texts: the shell's, which every page loads, and the text packs (packs.ts). */
export type Dictionary = ShellDictionary & PackTexts;

// Each language's shell texts are a chunk of their own: a page loads only its language's (issue
// 12). The browser loads the page's language before hydration (entry.client.tsx) and another one
// before a navigation into it (root.tsx clientLoader); the server holds all four. A text pack
// joins a language's dictionary when it is loaded: needTexts() loads it for the languages loaded
// so far and marks it needed, so every language loaded later brings it too.
const SHELL_LOADERS: Record<Language, () => Promise<ShellDictionary>> = {
  de: () => import("./de.ts").then((m) => m.de),
  en: () => import("./en.ts").then((m) => m.en),
  es: () => import("./es.ts").then((m) => m.es),
  nl: () => import("./nl.ts").then((m) => m.nl),
};
const DICTIONARIES: Partial<Record<Language, Dictionary>> = {};
const loading = new Map<Language, Promise<Dictionary>>();
/** The packs the pages loaded so far need (the server: all of them). */
const needed = new Set<PackName>(import.meta.env.SSR ? PACK_NAMES : []);
const packs: Partial<Record<Language, Partial<PackTexts>>> = {};
const packLoading = new Map<string, Promise<void>>();
const packWaits = new Map<Language, Promise<void>>();

function loadPack(lang: Language, name: PackName): Promise<void> {
  const key = `${lang}:${name}`;
  let pending = packLoading.get(key);
  if (!pending) {
    pending = PACK_LOADERS[name][lang]().then((texts: PackTexts[PackName]) => {
      const loaded = (packs[lang] ?? {}) as Record<PackName, unknown>;
      loaded[name] = texts;
      packs[lang] = loaded as Partial<PackTexts>;
      const dict = DICTIONARIES[lang] as Record<PackName, unknown> | undefined;
      if (dict) dict[name] = texts;
    });
    pending.catch(() => packLoading.delete(key));
    packLoading.set(key, pending);
  }
  return pending;
}

function loadShell(lang: Language): Promise<Dictionary> {
  let pending = loading.get(lang);
  if (!pending) {
    pending = SHELL_LOADERS[lang]().then((shell) => {
      const dict = Object.assign(shell, packs[lang]) as Dictionary;
      DICTIONARIES[lang] = dict;
      return dict;
    });
    pending.catch(() => loading.delete(lang));
    loading.set(lang, pending);
  }
  return pending;
}

/** Loads a language's texts with the packs needed so far (once); dictionary() answers them then. */
export function loadDictionary(language: Language | string): Promise<Dictionary> {
  const lang = normalizeLanguage(language);
  return Promise.all([loadShell(lang), ...[...needed].map((name) => loadPack(lang, name))]).then(
    ([dict]) => dict,
  );
}

/**
 * Declares that a page shows these packs: loads them for the page's language and the languages
 * loaded so far, and for every language loaded later. Awaited at the top of a route module or a
 * lazy chunk, so the page renders (and hydrates) with its texts.
 */
export function needTexts(...names: PackName[]): Promise<void> {
  for (const name of names) needed.add(name);
  const languages = new Set<Language>([...loading.keys()]);
  if (typeof window !== "undefined")
    languages.add(pageLanguage(window.location.pathname, window.location.search));
  return Promise.all([...languages].flatMap((lang) => names.map((name) => loadPack(lang, name)))).then(
    () => undefined,
  );
}

/** What a render must wait for before the language's needed packs are there (null: nothing). */
function packsPending(lang: Language): Promise<void> | null {
  const missing = [...needed].filter((name) => !packs[lang]?.[name]);
  if (missing.length === 0) return null;
  let wait = packWaits.get(lang);
  if (!wait) {
    wait = Promise.all(missing.map((name) => loadPack(lang, name))).then(() => undefined);
    wait.finally(() => packWaits.delete(lang)).catch(() => undefined);
    packWaits.set(lang, wait);
  }
  return wait;
}

// The server renders every language: it has them all, with every pack, before the first request.
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

/** An already fulfilled thenable: React's use() reads its status and answers without suspending. */
const NOTHING_PENDING = Object.assign(Promise.resolve(), { status: "fulfilled" as const, value: undefined });

/** Texts and language of the current page, from its URL prefix (the overlay: its `lang` parameter). */
export function useI18n(): { t: Dictionary; language: Language } {
  const { pathname, search } = useLocation();
  const language = pageLanguage(pathname, search);
  // A pack a page needs that is not there yet in this language (a switch of language in a lazy
  // view): the render waits for it (React's use) rather than show a missing text.
  // use() is called on every render, never conditionally: after a suspension React replays the
  // component and restores its mount dispatcher only from inside use() (a first mount that
  // suspended and skipped use() on the replay threw "Update hook called on initial render").
  use(packsPending(language) ?? NOTHING_PENDING);
  return { t: dictionary(language), language };
}

/** Native names of the languages for the switcher. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  de: "Deutsch",
  en: "English",
  es: "Español",
  nl: "Nederlands",
};
