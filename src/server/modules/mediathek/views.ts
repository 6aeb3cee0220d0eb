import type {
  TTvArticle,
  TTvArticleTeaser,
  TTvEpisode,
  TTvFormat,
  TTvPage,
  TTvSeriesTile,
  TTvSuggestions,
  TTvVideo,
} from "../../../common/contracts/mediathek.ts";
import type { SearchSource } from "../../../common/contracts/search.ts";
import {
  MEDIATHEK_LIMITS,
  type TvRestriction,
  type TvSeriesKind,
} from "../../../common/contracts/values/mediathek.ts";
import { type Language, pickLocalized } from "../../../common/languages.ts";
import { buildPath } from "../../../common/routes/builders.ts";
import type { DbOrTx } from "../../db/client.ts";
import { findVideos, imagesByIds, presentImage, presentVideo, type VideoRow } from "../catalog/index.ts";
import {
  articleBySlug,
  type EpisodeRow,
  type EpisodeSelection,
  episodePage,
  findSeries,
  type SeriesRow,
  seriesArticles,
  seriesPage,
} from "./queries.ts";

type Page = { page: number; pageSize: number };

/**
 * Episode rows each with its released catalog video, in the rows' order, read in one statement
 * (an unreleased video hides its episode).
 */
export async function withVideos<Row extends { videoId: number }>(
  db: DbOrTx,
  rows: Row[],
  now: Date,
): Promise<{ row: Row; video: VideoRow }[]> {
  if (rows.length === 0) return [];
  const found = await findVideos(db, {
    filter: { ids: rows.map((row) => row.videoId) },
    order: "newest",
    offset: 0,
    limit: rows.length,
    now,
  });
  const videos = new Map(found.rows.map((video) => [video.id, video]));
  return rows.flatMap((row) => {
    const video = videos.get(row.videoId);
    return video ? [{ row, video }] : [];
  });
}

/** Series rows as tiles, their pictures read in one statement. */
export async function presentSeries(
  db: DbOrTx,
  rows: SeriesRow[],
  language: Language,
): Promise<TTvSeriesTile[]> {
  const imageIds = [...new Set(rows.flatMap((row) => (row.imageId === null ? [] : [row.imageId])))];
  const images = new Map((await imagesByIds(db, imageIds)).map((image) => [image.id, image]));
  return rows.map((row) => ({
    key: row.key,
    hashId: row.hashId,
    kind: row.kind as TvSeriesKind,
    title: pickLocalized(row.title, language),
    description: pickLocalized(row.description, language),
    image: row.imageId === null ? null : presentImage(images.get(row.imageId) ?? null),
    episodes: row.episodes,
    seasons: row.seasons,
    url: buildPath(language, "tvMediathekSeries", { series: row.key }),
    videosUrl: buildPath(language, "tvMediathekVideos", { key: row.key }),
  }));
}

/** Episode rows with their videos (episodes of unreleased videos left out). */
export async function presentEpisodes(
  db: DbOrTx,
  rows: EpisodeRow[],
  language: Language,
  now: Date,
): Promise<TTvEpisode[]> {
  return (await withVideos(db, rows, now)).map(({ row, video }) => ({
    hashId: row.hashId,
    season: row.season,
    episode: row.number,
    title: pickLocalized(row.title, language),
    seriesKey: row.seriesKey,
    seriesTitle: pickLocalized(row.seriesTitle, language),
    kind: row.kind,
    video: presentVideo(video, language, now),
    url: `${buildPath(language, "tvMediathekVideos", { key: row.seriesKey })}?video=${row.videoId}`,
  }));
}

function presentArticle(
  row: {
    slug: string;
    title: string;
    teaser: string;
    publishedAt: Date;
    seriesKey: string | null;
    imageId: number | null;
  },
  images: Map<number, Parameters<typeof presentImage>[0]>,
): TTvArticleTeaser {
  return {
    slug: row.slug,
    title: row.title,
    teaser: row.teaser,
    published: row.publishedAt.toISOString(),
    image: row.imageId === null ? null : presentImage(images.get(row.imageId) ?? null),
    seriesKey: row.seriesKey,
  };
}

async function imageMap(db: DbOrTx, ids: (number | null)[]) {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  return new Map((await imagesByIds(db, wanted)).map((image) => [image.id, image]));
}

/** tv/series: the series list (tvMediaSeries). */
export async function seriesListView(
  db: DbOrTx,
  options: { language: Language; kind?: TvSeriesKind; search?: string } & Page,
): Promise<TTvPage<TTvSeriesTile>> {
  const { rows, total } = await seriesPage(db, {
    ...options,
    limit: options.pageSize,
    offset: (options.page - 1) * options.pageSize,
  });
  return {
    items: await presentSeries(db, rows, options.language),
    total,
    page: options.page,
    pageSize: options.pageSize,
  };
}

/** tv/format/{key}: a series, its seasons of episodes and its articles, or null. */
export async function formatView(
  db: DbOrTx,
  key: string,
  language: Language,
  now: Date,
): Promise<TTvFormat | null> {
  const series = await findSeries(db, { key });
  if (!series || series.episodes === 0) return null;
  const [tile] = await presentSeries(db, [series], language);
  const { rows } = await episodePage(db, { language, seriesId: series.id }, { limit: 1000, offset: 0 });
  const episodes = await presentEpisodes(db, rows, language, now);
  const seasons = [...new Set(episodes.map((e) => e.season))].map((season) => ({
    season,
    episodes: episodes.filter((e) => e.season === season),
  }));
  const articleRows = await seriesArticles(db, series.id, language, now);
  const articles = await Promise.all(articleRows.map((row) => articleView(db, row.slug, language, now)));
  return {
    series: tile as TTvSeriesTile,
    seasons,
    articles: articles.filter((article): article is TTvArticle => article !== null),
  };
}

/** tv/mediathek/{key}/videos and the search's mediathek category: a page of episodes. */
export async function episodesView(
  db: DbOrTx,
  selection: EpisodeSelection,
  page: Page & { newestFirst?: boolean },
  now: Date,
): Promise<TTvPage<TTvEpisode>> {
  const { rows, total } = await episodePage(db, selection, {
    limit: page.pageSize,
    offset: (page.page - 1) * page.pageSize,
    newestFirst: page.newestFirst,
  });
  return {
    items: await presentEpisodes(db, rows, selection.language, now),
    total,
    page: page.page,
    pageSize: page.pageSize,
  };
}

/** tv/article/{slug}: an article in a language, or null. */
export async function articleView(
  db: DbOrTx,
  slug: string,
  language: Language,
  now: Date,
): Promise<TTvArticle | null> {
  const row = await articleBySlug(db, slug, language, now);
  if (!row) return null;
  const images = await imageMap(db, [row.imageId]);
  return { ...presentArticle(row, images), html: row.html, languages: row.languages };
}

/**
 * tv/suggest/{hashId}: for a series, the next episodes of other series of its kind and the other
 * series; for an episode, the rest of its series first, then the same for its series. Null when
 * the hash id names nothing.
 */
export async function suggestView(
  db: DbOrTx,
  target: { series: SeriesRow; episode: EpisodeRow | null },
  language: Language,
  now: Date,
): Promise<TTvSuggestions> {
  const limit = MEDIATHEK_LIMITS.suggestions;
  const ownRows = target.episode
    ? (
        await episodePage(db, { language, seriesId: target.series.id }, { limit: limit + 1, offset: 0 })
      ).rows.filter((row) => row.id !== target.episode?.id)
    : [];
  const otherRows = (
    await episodePage(
      db,
      { language, excludeSeriesId: target.series.id, kind: target.series.kind as TvSeriesKind },
      { limit, offset: 0, newestFirst: true },
    )
  ).rows;
  const episodes = await presentEpisodes(db, [...ownRows, ...otherRows].slice(0, limit), language, now);
  const { rows } = await seriesPage(db, { language, limit: limit + 1, offset: 0 });
  const series = await presentSeries(
    db,
    rows.filter((row) => row.id !== target.series.id).slice(0, limit),
    language,
  );
  return { episodes, series };
}

/** tv/recommendations: the newest episodes of every series and the series list. */
export async function recommendationsView(
  db: DbOrTx,
  language: Language,
  now: Date,
): Promise<TTvSuggestions> {
  const limit = MEDIATHEK_LIMITS.suggestions;
  const { rows } = await episodePage(db, { language }, { limit, offset: 0, newestFirst: true });
  const series = await seriesPage(db, { language, limit, offset: 0 });
  return {
    episodes: await presentEpisodes(db, rows, language, now),
    series: await presentSeries(db, series.rows, language),
  };
}

/** tv/video/{videoId}: the episode, its series, the caller's restriction and the next episode. */
export async function tvVideoView(
  db: DbOrTx,
  target: { row: EpisodeRow; restriction: TvRestriction | null },
  language: Language,
  now: Date,
): Promise<TTvVideo> {
  const { row, restriction } = target;
  const [episode] = await presentEpisodes(db, [row], language, now);
  const series = await findSeries(db, { key: row.seriesKey });
  const { rows } = await episodePage(db, { language, seriesId: row.seriesId }, { limit: 1000, offset: 0 });
  const at = rows.findIndex((item) => item.id === row.id);
  const [next] =
    at >= 0 && rows[at + 1] ? await presentEpisodes(db, [rows[at + 1] as EpisodeRow], language, now) : [];
  const [tile] = await presentSeries(db, series ? [series] : [], language);
  return { episode: episode as TTvEpisode, series: tile as TTvSeriesTile, restriction, next: next ?? null };
}

/** The search's tv category: series matching a pattern (wired by the composition root). */
export function tvSearchSource(db: DbOrTx): SearchSource<TTvSeriesTile> {
  return async ({ language, pattern, page, pageSize }) => {
    const answer = await seriesListView(db, { language, search: pattern, page, pageSize });
    return { items: answer.items, total: answer.total };
  };
}

/** The search's mediathek category: episodes whose or whose series' title matches a pattern. */
export function mediathekSearchSource(db: DbOrTx): SearchSource<TTvEpisode> {
  return async ({ language, pattern, page, pageSize, now }) => {
    const answer = await episodesView(db, { language, search: pattern }, { page, pageSize }, now);
    return { items: answer.items, total: answer.total };
  };
}
