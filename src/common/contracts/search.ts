import { z } from "zod";
import { MIN_SEARCH_LENGTH } from "../constants.ts";
import type { Language } from "../languages.ts";
import type { TActorTile, TVideo } from "./catalog.ts";

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

/** The search pattern of a path: 3 to 100 characters after trimming. */
export const ZSearchPattern = z
  .string()
  .transform(normalizePattern)
  .pipe(
    z
      .string()
      .min(MIN_SEARCH_LENGTH, { error: `A search pattern has at least ${MIN_SEARCH_LENGTH} characters` })
      .max(MAX_SEARCH_LENGTH, { error: `A search pattern has at most ${MAX_SEARCH_LENGTH} characters` }),
  );

/** Query of one result category page. */
export const ZSearchListQuery = z.object({
  page: z.coerce.number().int().min(1).max(1000).default(1),
  sort: z.enum(SEARCH_SORTS).default("rank"),
  /** The guest's German postal code, for sort=distance (see utility/getGeoLocationByZip). */
  zip: z
    .string()
    .regex(/^\d{5}$/)
    .optional(),
});
export type TSearchListQuery = z.infer<typeof ZSearchListQuery>;

/** An actor found by the search (content §3: name, avatar, link, online, mobileVideoCall). */
export interface TSearchActor extends TActorTile {
  mobileVideoCall: boolean;
  /**
   * Great-circle distance from the guest in whole km, only in answers sorted by distance; null for
   * an actor without coordinates (listed last).
   */
  distanceKm?: number | null;
}

/**
 * Where the guest is, for sort=distance: a German postal code, else the edge's visitor-location
 * headers (config LATITUDE_HEADER / LONGITUDE_HEADER), read through `header`.
 */
export interface TSearchPlaceInput {
  zip?: string | undefined;
  header?: (name: string) => string | null | undefined;
}

/** Options of a category page: the order asked for and where the guest is. */
export interface TSearchListOptions extends TSearchPlaceInput {
  sort?: SearchSort;
}

/** A term proposed while typing: a tag, a category or a corrected spelling. */
export interface TSearchTerm {
  text: string;
  kind: "tag" | "category" | "actor" | "correction";
  /** The results page of the term. */
  url: string;
}

/** Suggestions as you type. */
export interface TSearchSuggestions {
  searchPattern: string;
  /** "Did you mean": corrected spellings of the pattern's words. */
  proposals: string[];
  terms: TSearchTerm[];
  actors: TSearchActor[];
  videos: { id: number; title: string; url: string; actorName: string }[];
}

/** One category of a search result (content §3: count, link, items, type). */
export interface TSearchCategoryResult<T = TSearchActor | TVideo> {
  type: SearchCategory;
  count: number;
  link: string;
  items: T[];
  page: number;
  pageSize: number;
  /** The order applied: "distance" falls back to "rank" when it cannot be computed. */
  sort: SearchSort;
}

/** The whole search result (content §3 "Search result"). */
export interface TSearchResult {
  searchPattern: string;
  proposals: string[];
  actors: TSearchCategoryResult<TSearchActor>;
  videos: TSearchCategoryResult<TVideo>;
  asmr: TSearchCategoryResult<never>;
  tv: TSearchCategoryResult<never>;
  mediathek: TSearchCategoryResult<never>;
  blog: TSearchCategoryResult<never>;
}

/** One category page of a search (GET searchResult/list). */
export interface TSearchListAnswer {
  searchPattern: string;
  proposals: string[];
  result: TSearchCategoryResult;
}

/** The search as the web app's loaders use it; the server implements it in-process. */
export interface SearchApi {
  result(language: Language, pattern: string): Promise<TSearchResult>;
  list(
    language: Language,
    category: SearchCategory,
    pattern: string,
    page: number,
    options?: TSearchListOptions,
  ): Promise<TSearchListAnswer>;
}
