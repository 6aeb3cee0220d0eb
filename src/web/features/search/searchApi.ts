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
