import type { TBlogTeaser } from "../../../../common/contracts/blog.ts";
import type { TTvEpisode, TTvSeriesTile } from "../../../../common/contracts/mediathek.ts";
import {
  SEARCH_CACHE_SWEEP_MS,
  SEARCH_PAGE_SIZES,
  type SearchApi,
  type SearchCategory,
  type SearchSort,
  type SearchSource,
  type SearchSources,
  searchWords,
  type TSearchCategoryResult,
  type TSearchListAnswer,
  type TSearchResult,
  type TSearchSuggestions,
} from "../../../../common/contracts/search.ts";
import { ASMR_TAG_GROUP } from "../../../../common/contracts/values/mediathek.ts";
import { SEARCH_COUNT_CAP } from "../../../../common/contracts/values/search.ts";
import type { Language } from "../../../../common/languages.ts";
import { buildPath } from "../../../../common/routes/index.ts";
import type { DbOrTx } from "../../../db/client.ts";
import { performerFields } from "../performerText.ts";
import { presentVideo } from "../presenter.ts";
import { findTag } from "../queries/tags.ts";
import { findVideos } from "../queries/videos.ts";
import { SearchCache } from "./cache.ts";
import { type GuestPlace, guestPlace, type PlaceOptions, searchPlaces } from "./place.ts";
import { presentCategory, presentSearchActor, searchLink } from "./presenter.ts";
import { analyseWords, findSearchActors, searchVideoIds, suggestTerms } from "./queries.ts";
import { searchVideoTiles } from "./tiles.ts";

const SUGGESTED = { actors: 5, videos: 5, terms: 5 } as const;

interface Input {
  language: Language;
  pattern: string;
  now: Date;
}

type Analysed = Awaited<ReturnType<typeof analyse>>;

/** The words of a pattern with their lexemes; proposals are the corrections of unknown words. */
async function analyse(db: DbOrTx, language: Language, pattern: string) {
  const analysis = await analyseWords(db, language, searchWords(pattern));
  const proposals = [...new Set(analysis.terms.flatMap((t) => t.corrections))].slice(0, 3);
  return { analysis, proposals };
}

/** One page of videos for a pattern. */
export async function searchVideos(db: DbOrTx, input: Input & { page: number }, analysed?: Analysed) {
  const { analysis, proposals } = analysed ?? (await analyse(db, input.language, input.pattern));
  const pageSize = SEARCH_PAGE_SIZES.videos;
  const hits = await searchVideoTiles(db, {
    language: input.language,
    analysis,
    now: input.now,
    limit: pageSize,
    offset: (input.page - 1) * pageSize,
  });
  const items = hits.rows.map((row) => presentVideo(row, input.language, input.now));
  const count = hits.total;
  return {
    proposals,
    result: presentCategory("videos", { ...input, items, count, sort: "rank" }),
  };
}

/**
 * One page of actors for a pattern. With sort=distance and a place, nearest first with each
 * actor's distance in km (`sort: "distance"`); without a place "distance" falls back to rank order
 * and says so (`sort: "rank"`); see docs/decisions.md.
 */
export async function searchActors(
  db: DbOrTx,
  input: Input & { page: number; sort: SearchSort; place?: GuestPlace | null },
  analysed?: Analysed,
) {
  const { analysis, proposals } = analysed ?? (await analyse(db, input.language, input.pattern));
  const pageSize = SEARCH_PAGE_SIZES.actors;
  const place = input.sort === "distance" ? (input.place ?? null) : null;
  const { rows, total: count } = await findSearchActors(db, {
    terms: analysis.terms,
    limit: pageSize,
    offset: (input.page - 1) * pageSize,
    place,
  });
  const items = rows.map((row) => presentSearchActor(row, input.language, input.now, place !== null));
  return {
    proposals,
    result: presentCategory("actors", { ...input, items, count, sort: place ? "distance" : "rank" }),
  };
}

/** A category the platform has no content for yet: always empty (see docs/decisions.md). */
export function emptyCategory(
  type: SearchCategory,
  input: Input & { page: number },
): TSearchCategoryResult<never> {
  return presentCategory<never>(type, { ...input, items: [], count: 0, sort: "rank" });
}

/**
 * One page of a category another module answers for a pattern (the blog's posts, the mediathek's
 * series and episodes), or none without its source.
 */
export async function searchSource<C extends keyof SearchSources>(
  category: C,
  sources: SearchSources,
  input: Input & { page: number },
): Promise<TSearchCategoryResult<SourceItem<C>>> {
  const source = sources[category] as SearchSource<SourceItem<C>> | undefined;
  if (!source) return emptyCategory(category, input);
  const { items, total } = await source({ ...input, pageSize: SEARCH_PAGE_SIZES[category] });
  return presentCategory<SourceItem<C>>(category, { ...input, items, count: total, sort: "rank" });
}

/** The item type of a source's category. */
type SourceItem<C extends keyof SearchSources> =
  NonNullable<SearchSources[C]> extends SearchSource<infer T extends TBlogTeaser | TTvSeriesTile | TTvEpisode>
    ? T
    : never;

/**
 * One page of the asmr category (content §9: 3 a page): the pattern's video hits (its newest
 * SEARCH_COUNT_CAP) that carry the asmr tag group, newest first. Without that tag in the catalogue
 * it costs one lookup and answers empty.
 */
export async function searchAsmr(db: DbOrTx, input: Input & { page: number }, analysed?: Analysed) {
  if (!(await findTag(db, input.language, ASMR_TAG_GROUP))) return emptyCategory("asmr", input);
  const { analysis } = analysed ?? (await analyse(db, input.language, input.pattern));
  const hits = await searchVideoIds(db, {
    language: input.language,
    analysis,
    now: input.now,
    limit: SEARCH_COUNT_CAP,
    offset: 0,
  });
  if (hits.ids.length === 0) return emptyCategory("asmr", input);
  const pageSize = SEARCH_PAGE_SIZES.asmr;
  const { rows, total } = await findVideos(db, {
    filter: { ids: hits.ids, tags: [ASMR_TAG_GROUP] },
    order: "newest",
    offset: (input.page - 1) * pageSize,
    limit: pageSize,
    now: input.now,
  });
  const items = rows.map((row) => presentVideo(row, input.language, input.now));
  return presentCategory("asmr", { ...input, items, count: total, sort: "rank" });
}

/** The whole result (first page of each category). */
export async function searchAll(
  db: DbOrTx,
  input: Input,
  sources: SearchSources = {},
): Promise<TSearchResult> {
  const base = { ...input, page: 1 };
  const analysed = await analyse(db, input.language, input.pattern);
  const [videos, found, blog, tv, mediathek, asmr] = await Promise.all([
    searchVideos(db, base, analysed),
    searchActors(db, { ...base, sort: "rank" }, analysed),
    searchSource("blog", sources, base),
    searchSource("tv", sources, base),
    searchSource("mediathek", sources, base),
    searchAsmr(db, base, analysed),
  ]);
  return {
    searchPattern: input.pattern,
    proposals: videos.proposals,
    actors: found.result,
    videos: videos.result,
    asmr,
    tv,
    mediathek,
    blog,
  };
}

/** Suggestions as you type: actors, tags and categories, video titles, corrections. */
export async function suggest(db: DbOrTx, input: Input): Promise<TSearchSuggestions> {
  const { analysis, proposals } = await analyse(db, input.language, input.pattern);
  const { terms } = analysis;
  if (terms.length === 0)
    return { searchPattern: input.pattern, proposals: [], terms: [], actors: [], videos: [] };
  const lowered = terms.map((t) => t.word).join(" ");
  const [actorList, videoList, termRows] = await Promise.all([
    findSearchActors(db, { terms, limit: SUGGESTED.actors, offset: 0 }).then(({ rows }) =>
      rows.map((row) => presentSearchActor(row, input.language, input.now)),
    ),
    searchVideoIds(db, {
      language: input.language,
      analysis,
      now: input.now,
      limit: SUGGESTED.videos,
      offset: 0,
    }).then((hits) => hits.titles),
    suggestTerms(db, input.language, lowered, SUGGESTED.terms),
  ]);
  return {
    searchPattern: input.pattern,
    proposals,
    terms: termRows.map((t) => ({
      text: t.text,
      kind: t.kind,
      url:
        t.kind === "category"
          ? buildPath(input.language, "category", { categorySlug: t.slug })
          : searchLink(input.language, t.text),
    })),
    actors: actorList,
    videos: videoList.map((v) => ({
      id: v.id,
      ...performerFields("title", v.title, input.language, v.actorLanguages),
      url: buildPath(input.language, "actorVideo", { actorName: v.actorName, videoId: v.id }),
      actorName: v.actorName,
    })),
  };
}

/**
 * The search with its answer cache (SEARCH_CACHE_SECONDS, swept every 5 s): what the REST routes and
 * the SSR loaders call; `places` finds the guest for sort=distance (postal code lookup, edge
 * headers). `close()` stops the sweep.
 */
export function createSearchApi(
  db: DbOrTx,
  now: () => Date,
  cacheMs: number,
  places: PlaceOptions,
  sources: SearchSources = {},
): SearchApi & SearchExtras {
  const cache = new SearchCache(cacheMs, SEARCH_CACHE_SWEEP_MS);
  const key = (...parts: (string | number)[]) => parts.join("|").toLowerCase();
  return {
    result: (language, pattern) =>
      cache.get(key("all", language, pattern), () =>
        searchAll(db, { language, pattern, now: now() }, sources),
      ),
    suggest: (language, pattern) =>
      cache.get(key("suggest", language, pattern), () => suggest(db, { language, pattern, now: now() })),
    list: async (language, category, pattern, page, options = {}) => {
      // Only actors have a distance: the place is looked up (a bad postal code is a 400) and keyed
      // for them alone; the other categories answer in rank order.
      const distance = category === "actors" && options.sort === "distance";
      const place = distance ? await guestPlace(options, places) : null;
      const sortKey = place ? `distance@${place.key}` : "rank";
      return cache.get(
        key("list", category, language, pattern, page, sortKey),
        async (): Promise<TSearchListAnswer> => {
          const input = { language, pattern, now: now(), page };
          if (category === "videos") {
            const { proposals, result } = await searchVideos(db, input);
            return { searchPattern: pattern, proposals, result };
          }
          if (category === "actors") {
            const { proposals, result } = await searchActors(db, { ...input, sort: "distance", place });
            return { searchPattern: pattern, proposals, result };
          }
          if (category === "asmr")
            return { searchPattern: pattern, proposals: [], result: await searchAsmr(db, input) };
          if (category === "blog" || category === "tv" || category === "mediathek")
            return {
              searchPattern: pattern,
              proposals: [],
              result: await searchSource(category, sources, input),
            };
          return { searchPattern: pattern, proposals: [], result: emptyCategory(category, input) };
        },
      );
    },
    close: () => cache.close(),
  };
}

export interface SearchExtras {
  suggest(language: Language, pattern: string): Promise<TSearchSuggestions>;
  close(): void;
}

/** One search (and one answer cache) per application, shared by REST and the content service. */
const sharedApis = new WeakMap<object, SearchApi & SearchExtras>();

/**
 * The application's shared search: created on first use from its database, clock, cache time and
 * place lookup; the caller that owns the application's lifetime closes it (search.routes.ts).
 */
export function sharedSearchApi(app: {
  db: DbOrTx;
  now: () => Date;
  config: { searchCacheSeconds: number } & Parameters<typeof searchPlaces>[0]["config"];
  geo: Parameters<typeof searchPlaces>[0]["geo"];
  searchSources?: SearchSources;
}): SearchApi & SearchExtras {
  let api = sharedApis.get(app);
  if (!api) {
    api = createSearchApi(
      app.db,
      app.now,
      app.config.searchCacheSeconds * 1000,
      searchPlaces(app),
      app.searchSources,
    );
    sharedApis.set(app, api);
  }
  return api;
}
