import { isLanguage, LANGUAGES, type Language, type Localized } from "../../../common/languages.ts";

/**
 * The one rule for what a performer wrote (her about text and headline, interview answers, video,
 * album and cam-show titles and descriptions) on a page in a guest's language; docs/decisions.md
 * "Performer texts in the guest's language (issue 27)". Platform texts (categories, tags, gifts,
 * interview questions) keep common/languages.ts pickLocalized.
 */

/** A performer's text as a page shows it: the text, and the language it is written in. */
export interface PerformerText {
  text: string;
  language: Language;
}

/**
 * The language a performer writes in: the first of her spoken languages (the import's `languages`,
 * her own first) that the site is translated into; null when she speaks none of them.
 */
export function originalLanguage(spoken: readonly string[]): Language | null {
  return spoken.find(isLanguage) ?? null;
}

/**
 * A performer's text for a page in `language`: the page's language where she has it, else her own
 * language, then en, then de, then es and nl. `texts` is the stored text per language, or one string
 * without languages (a cam show's operator text), which counts as written in her own language (en
 * when that is unknown). Nothing to show answers "" in the page's language.
 */
export function performerText(
  texts: Partial<Localized> | string | null | undefined,
  language: Language,
  spoken: readonly string[],
): PerformerText {
  const own = originalLanguage(spoken);
  if (typeof texts === "string")
    return texts ? { text: texts, language: own ?? "en" } : { text: "", language };
  if (texts) {
    if (texts[language]) return { text: texts[language], language };
    for (const candidate of own ? [own, ...LANGUAGES_AFTER_OWN] : LANGUAGES_AFTER_OWN) {
      const text = texts[candidate];
      if (text) return { text, language: candidate };
    }
  }
  return { text: "", language };
}

/** After her own language: en, then de, then the rest in the site's order. */
const LANGUAGES_AFTER_OWN: readonly Language[] = [
  "en",
  "de",
  ...LANGUAGES.filter((l) => l !== "en" && l !== "de"),
];

/**
 * A performer's text as a contract carries it: `{ [name]: text, [name + "Language"]: language }`
 * (`title` and `titleLanguage`, `about` and `aboutLanguage`, ...).
 */
export function performerFields<K extends string>(
  name: K,
  texts: Partial<Localized> | string | null | undefined,
  language: Language,
  spoken: readonly string[],
): Record<K, string> & Record<`${K}Language`, Language> {
  const shown = performerText(texts, language, spoken);
  return { [name]: shown.text, [`${name}Language`]: shown.language } as Record<K, string> &
    Record<`${K}Language`, Language>;
}
