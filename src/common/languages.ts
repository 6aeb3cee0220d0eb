/** Languages the product is translated into (spec core §1). */
export const LANGUAGES = ["de", "en", "es", "nl"] as const;
export type Language = (typeof LANGUAGES)[number];

/** Languages that have their own route slugs; nl borrows the English ones. */
export const ROUTE_LANGUAGES = ["de", "en", "es"] as const;
export type RouteLanguage = (typeof ROUTE_LANGUAGES)[number];

export const FALLBACK_LANGUAGE: Language = "en";

/** True when the value is one of the four product languages. */
export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

/** Any input to a product language; unknown or missing values fall back to en. */
export function normalizeLanguage(value: unknown): Language {
  if (typeof value !== "string") return FALLBACK_LANGUAGE;
  const short = value.trim().toLowerCase().slice(0, 2);
  return isLanguage(short) ? short : FALLBACK_LANGUAGE;
}

/** The language whose slugs a language uses in URLs (nl uses en). */
export function slugLanguage(language: Language): RouteLanguage {
  return language === "nl" ? "en" : language;
}

/** A text in every product language. */
export type Localized<T = string> = Record<Language, T>;

/** Picks a localized text, falling back to en, then to the first non-empty value. */
export function pickLocalized(texts: Partial<Localized> | null | undefined, language: Language): string {
  if (!texts) return "";
  return texts[language] || texts.en || Object.values(texts).find((v) => v) || "";
}
