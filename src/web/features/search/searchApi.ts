import type { TSearchSuggestions } from "../../../common/contracts/search.ts";
import type { Language } from "../../../common/languages.ts";
import { rest } from "../../api/rest.ts";

/** Suggestions as you type (GET searchResult/suggest). */
export function fetchSuggestions(language: Language, pattern: string, signal?: AbortSignal) {
  return rest<TSearchSuggestions>(
    `searchResult/suggest/${language}/${encodeURIComponent(pattern)}`,
    signal ? { signal } : {},
  );
}

/** Query keys of the search feature. */
export const searchKeys = {
  all: ["search"] as const,
  /** Suggestions for one typed pattern. */
  suggestions: (language: Language, pattern: string) => ["search", "suggestions", language, pattern] as const,
  /** The popular tags offered before anything is typed. */
  popularTags: (language: Language) => ["search", "popularTags", language] as const,
};
