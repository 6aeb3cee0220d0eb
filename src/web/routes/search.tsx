import { useEffect } from "react";
import { data, Link } from "react-router";
import type { TBlogTeaser } from "../../common/contracts/blog.ts";
import type { TVideo } from "../../common/contracts/catalog.ts";
import type { TTvEpisode, TTvSeriesTile } from "../../common/contracts/mediathek.ts";
import type { SearchCategory, TSearchActor } from "../../common/contracts/search.ts";
import {
  SEARCH_COUNT_CAP as COUNT_CAP,
  isSearchablePattern,
  MAX_SEARCH_LENGTH,
  normalizePattern,
  SEARCH_CATEGORIES,
} from "../../common/contracts/values/search.ts";
import { buildPath } from "../../common/routes/index.ts";
import { BlogCards } from "../features/blog/index.ts";
import { VideoGrid } from "../features/catalog/index.ts";
import { EpisodeCards, SeriesCards } from "../features/mediathek/index.ts";
import { pageNumber, pageOf } from "../features/routing/index.ts";
import { actorPage, DistanceSort, rememberSearch, SearchActorGrid } from "../features/search/index.ts";
import { routeSeo, seoMeta } from "../features/seo/index.ts";
import { dictionary, fill, needTexts, plural, useI18n } from "../i18n/index.ts";
import { Pagination } from "../ui/Pagination.tsx";
import type { Route } from "./+types/search";
import "../features/search/search.css";

// The blog tab shows the blog's cards (their category names are in its text pack).
await needTexts("blog", "mediathek");

const categoryOf = (url: URL): SearchCategory => {
  const value = url.searchParams.get("category");
  return (SEARCH_CATEGORIES as readonly string[]).includes(value ?? "")
    ? (value as SearchCategory)
    : "videos";
};

/** The results page `/{lang}/search/videos/{pattern}/` with the categories as tabs (content §2). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { url, language, match } = pageOf(request);
  const pattern = normalizePattern(match.params.searchPattern ?? "");
  const category = categoryOf(url);
  const page = pageNumber(url);
  const t = dictionary(language);
  const seo = {
    ...routeSeo({
      publicUrl: context.publicUrl,
      language,
      name: "searchVideos",
      params: { searchPattern: pattern || "-" },
      title: fill(t.search.title, { pattern }),
      description: fill(t.search.description, { pattern }),
    }),
    noindex: true,
  };
  if (!isSearchablePattern(pattern) || pattern.length > MAX_SEARCH_LENGTH)
    return { pattern, category, valid: false as const, seo };
  const overview = await context.search.result(language, pattern);
  // The actors tab may be sorted by distance: from the postal code of the URL, else the edge's headers.
  const actors =
    category === "actors"
      ? await actorPage(context.search, {
          language,
          pattern,
          page,
          url,
          request,
          ranked: page === 1 ? overview.actors : undefined,
        })
      : null;
  const list =
    actors?.list ??
    (category === "videos" && page === 1
      ? overview.videos
      : (await context.search.list(language, category, pattern, page)).result);
  const counts = Object.fromEntries(SEARCH_CATEGORIES.map((c) => [c, overview[c].count])) as Record<
    SearchCategory,
    number
  >;
  const payload = {
    pattern,
    category,
    valid: true as const,
    seo,
    proposals: overview.proposals,
    counts,
    list,
    distance: actors?.state ?? null,
    pages: Math.max(1, Math.ceil(Math.min(list.count, COUNT_CAP) / list.pageSize)),
    search: url.search,
    pathname: url.pathname,
  };
  // A page ordered by the edge's location headers differs per guest: never shared by the page cache.
  return actors?.private ? data(payload, { headers: { "cache-control": "private, no-store" } }) : payload;
}

/** The loader's headers (a distance page from the edge's location headers is private). */
export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { t, language } = useI18n();
  const { pattern } = loaderData;
  useEffect(() => {
    if (loaderData.valid) rememberSearch(pattern);
  }, [loaderData.valid, pattern]);
  if (!loaderData.valid)
    return (
      <div className="container search-page" data-testid="search-page">
        <div className="search-empty">
          <strong>{t.search.tooShortTitle}</strong>
          {t.search.tooShortHint}
        </div>
      </div>
    );
  const { category, counts, list, proposals, pages, search, pathname, distance } = loaderData;
  const base = buildPath(language, "searchVideos", { searchPattern: pattern });
  const tabUrl = (c: SearchCategory) => (c === "videos" ? base : `${base}?category=${c}`);
  const countText = (count: number) =>
    count >= COUNT_CAP ? fill(t.search.countMore, { count: COUNT_CAP }) : plural(t, count, t.search.count);
  return (
    <div className="container search-page" data-testid="search-page">
      <header className="page-header search-page-header">
        <div>
          <h1>{fill(t.search.heading, { pattern })}</h1>
          <p data-testid="search-count">{countText(list.count)}</p>
          {proposals.length > 0 ? (
            <p className="search-proposals" data-testid="search-proposals">
              {t.search.didYouMean}{" "}
              {proposals.map((proposal, i) => (
                <span key={proposal}>
                  {i > 0 ? ", " : ""}
                  <Link to={buildPath(language, "searchVideos", { searchPattern: proposal })}>
                    {proposal}
                  </Link>
                </span>
              ))}
              ?
            </p>
          ) : null}
        </div>
      </header>
      <nav className="search-tabs" aria-label={t.search.tabsLabel} data-testid="search-tabs">
        {SEARCH_CATEGORIES.map((c) => (
          <Link
            key={c}
            to={tabUrl(c)}
            className="search-tab"
            aria-current={c === category ? "page" : undefined}
            preventScrollReset
          >
            {t.search.tabs[c]}
            <span className="search-tab-count">{counts[c] >= COUNT_CAP ? `${COUNT_CAP}+` : counts[c]}</span>
          </Link>
        ))}
      </nav>
      {distance ? <DistanceSort base={base} state={distance} /> : null}
      {/* The result titles are h3: the tab's name as a heading keeps the outline h1 > h2 > h3. */}
      <h2 className="visually-hidden">{t.search.tabs[category]}</h2>
      {list.items.length === 0 ? (
        <div className="search-empty" data-testid="search-empty">
          <strong>{fill(t.search.empty, { pattern })}</strong>
          {t.search.emptyHint}
        </div>
      ) : category === "actors" ? (
        <SearchActorGrid actors={list.items as TSearchActor[]} eager />
      ) : category === "blog" ? (
        <BlogCards posts={list.items as TBlogTeaser[]} />
      ) : category === "tv" ? (
        <SeriesCards series={list.items as TTvSeriesTile[]} label={t.search.tabs.tv} />
      ) : category === "mediathek" ? (
        <EpisodeCards episodes={list.items as TTvEpisode[]} label={t.search.tabs.mediathek} />
      ) : (
        <VideoGrid videos={list.items as TVideo[]} />
      )}
      <Pagination
        page={list.page}
        pages={pages}
        search={search}
        pathname={pathname}
        labels={{
          previous: t.lists.previous,
          next: t.lists.next,
          nav: t.lists.pagination,
          page: fill(t.lists.page, { page: list.page, pages }),
        }}
      />
    </div>
  );
}
