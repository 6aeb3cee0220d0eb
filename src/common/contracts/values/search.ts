/**
 * The search contract's runtime values (constants and pure functions) without zod, so the web
 * app can import them without shipping the schema library (issue 13's JS budget). The contract
 * module re-exports them.
 */
import { MIN_SEARCH_LENGTH } from "../../constants.ts";

/** The longest search pattern the server accepts (a longer one is a 400, never a slow query). */
export const MAX_SEARCH_LENGTH = 100;
/** At most this many words of a pattern are searched. */
export const MAX_SEARCH_WORDS = 8;
/**
 * Ids each search source reads at most (its newest): a count at or above this means "at least"
 * (docs/decisions.md "Search").
 */
export const SEARCH_COUNT_CAP = 300;
/** Recent searches kept in the browser (content §5/§9). */
export const RECENT_SEARCHES_MAX = 3;
/** Server cache of search answers and its sweep interval (content §9). */
export const SEARCH_CACHE_MS = 300_000;
export const SEARCH_CACHE_SWEEP_MS = 5_000;
/** Delay between the last key stroke and the suggestion request. */
export const SEARCH_DEBOUNCE_MS = 200;

/** Result categories of the global search (content §2). */
export const SEARCH_CATEGORIES = ["videos", "actors", "asmr", "tv", "mediathek", "blog"] as const;
export type SearchCategory = (typeof SEARCH_CATEGORIES)[number];

/** Results per page and category (content §9). */
export const SEARCH_PAGE_SIZES: Record<SearchCategory, number> = {
  actors: 30,
  videos: 30,
  tv: 30,
  mediathek: 30,
  asmr: 3,
  blog: 15,
};

/** Sort orders of search results (content §3 "Search result"). */
export const SEARCH_SORTS = ["rank", "distance"] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

/** A pattern as the guest typed it, trimmed, with runs of white space collapsed. */
export function normalizePattern(pattern: string): string {
  return pattern.normalize("NFC").replace(/\s+/g, " ").trim();
}

/** True when a pattern is long enough to be searched and to be remembered (content §5). */
export function isSearchablePattern(pattern: string): boolean {
  return normalizePattern(pattern).length >= MIN_SEARCH_LENGTH;
}

/** The words of a pattern that are searched: letters and digits only, lower case, de-duplicated. */
export function searchWords(pattern: string): string[] {
  const words =
    normalizePattern(pattern)
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words)].slice(0, MAX_SEARCH_WORDS);
}

/**
 * The recent-search list after a search (content §5): only patterns of 3+ characters, newest first,
 * de-duplicated case-insensitively, at most 3 entries.
 */
export function addRecentSearch(list: readonly string[], pattern: string): string[] {
  const value = normalizePattern(pattern);
  if (!isSearchablePattern(value)) return [...list].slice(0, RECENT_SEARCHES_MAX);
  const key = value.toLowerCase();
  return [value, ...list.filter((entry) => entry.toLowerCase() !== key)].slice(0, RECENT_SEARCHES_MAX);
}
