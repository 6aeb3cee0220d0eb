import type { Language } from "../../../common/languages.ts";

const displayNames = new Map<Language, Intl.DisplayNames | null>();

/**
 * A language code's name in the page's language (Intl.DisplayNames; the code in capitals where the
 * runtime has none). The server names the languages of the list it renders (languageNamesOf); the
 * browser calls this only for a language that came later, so hydration loads no Intl data.
 */
export function languageName(code: string, language: Language): string {
  let names = displayNames.get(language);
  if (names === undefined) {
    try {
      names = new Intl.DisplayNames([language], { type: "language" });
    } catch {
      names = null;
    }
    displayNames.set(language, names);
  }
  try {
    return names?.of(code) ?? code.toUpperCase();
  } catch {
    // A code Intl refuses (not a well-formed language tag).
    return code.toUpperCase();
  }
}

/** The names of some language codes in the page's language, for a loader to send with its list. */
export function languageNamesOf(codes: readonly string[], language: Language): Record<string, string> {
  return Object.fromEntries(codes.map((code) => [code, languageName(code, language)]));
}
