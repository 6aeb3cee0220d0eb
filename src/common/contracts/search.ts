import { z } from "zod";
import { MIN_SEARCH_LENGTH } from "../constants.ts";
import type { Language } from "../languages.ts";
import type { TBlogTeaser } from "./blog.ts";
import type { TActorTile, TVideo } from "./catalog.ts";
import type { TTvEpisode, TTvSeriesTile } from "./mediathek.ts";
import {
  MAX_SEARCH_LENGTH,
  normalizePattern,
  SEARCH_SORTS,
  type SearchCategory,
  type SearchSort,
} from "./values/search.ts";

export * from "./values/search.ts";

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
  /** Video titles with the language each is shown in (the performer's text rule). */
  videos: { id: number; title: string; titleLanguage: Language; url: string; actorName: string }[];
}

/** One category of a search result (content §3: count, link, items, type). */
export interface TSearchCategoryResult<T = TSearchActor | TVideo | TBlogTeaser | TTvSeriesTile | TTvEpisode> {
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
  asmr: TSearchCategoryResult<TVideo>;
  tv: TSearchCategoryResult<TTvSeriesTile>;
  mediathek: TSearchCategoryResult<TTvEpisode>;
  blog: TSearchCategoryResult<TBlogTeaser>;
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

/**
 * A search category another module answers (the blog's posts): the composition root hands it to
 * the search, which knows nothing of that module's tables (docs/decisions.md).
 */
export type SearchSource<T> = (input: {
  language: Language;
  pattern: string;
  page: number;
  pageSize: number;
  now: Date;
}) => Promise<{ items: T[]; total: number }>;

/** The categories answered by other modules. */
export interface SearchSources {
  blog?: SearchSource<TBlogTeaser>;
  /** The mediathek's series (tv) and episodes (mediathek). */
  tv?: SearchSource<TTvSeriesTile>;
  mediathek?: SearchSource<TTvEpisode>;
}
