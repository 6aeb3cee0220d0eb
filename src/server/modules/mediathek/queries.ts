import { and, asc, desc, eq, inArray, lte, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { TvSeriesKind } from "../../../common/contracts/values/mediathek.ts";
import type { Language } from "../../../common/languages.ts";
import type { DbOrTx } from "../../db/client.ts";
import { tvArticles, tvArticleTexts, tvEpisodes, tvSeries } from "../../db/schema/mediathek.ts";

export type SeriesRow = typeof tvSeries.$inferSelect & { episodes: number; seasons: number };
export type EpisodeRow = typeof tvEpisodes.$inferSelect & {
  seriesKey: string;
  seriesTitle: SeriesRow["title"];
  kind: TvSeriesKind;
};

/** A LIKE pattern that matches the text literally. */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const words = (pattern: string) => pattern.split(/\s+/).filter(Boolean).slice(0, 8);

/** A JSON text in the language, else in any language, contains a word. */
const localizedHas = (column: SQL | SQLWrapper, language: Language, word: string) =>
  sql`(coalesce(${column} ->> ${language}, '') ilike ${contains(word)} or ${column}::text ilike ${contains(word)})`;

// The series' id written out: drizzle leaves a select field's table off, which inside the subquery
// would name the episode's own id.
const seriesId = sql.raw(`"tv_series"."id"`);
const counts = {
  episodes: sql<number>`(select count(*)::int from ${tvEpisodes} e where e.series_id = ${seriesId})`,
  seasons: sql<number>`(select count(distinct e.season)::int from ${tvEpisodes} e where e.series_id = ${seriesId})`,
};

/** Series with episodes, in their list order, optionally of a kind or matching a pattern; a page and the total. */
export async function seriesPage(
  db: DbOrTx,
  options: { language: Language; kind?: TvSeriesKind; search?: string; limit: number; offset: number },
): Promise<{ rows: SeriesRow[]; total: number }> {
  const where: SQL[] = [sql`exists (select 1 from ${tvEpisodes} e where e.series_id = ${tvSeries.id})`];
  if (options.kind) where.push(eq(tvSeries.kind, options.kind));
  for (const word of words(options.search ?? ""))
    where.push(
      sql`(${localizedHas(tvSeries.title, options.language, word)} or ${localizedHas(tvSeries.description, options.language, word)} or ${tvSeries.key} ilike ${contains(word)})`,
    );
  const rows = await db
    .select({ series: tvSeries, ...counts, total: sql<number>`count(*) over ()::int` })
    .from(tvSeries)
    .where(and(...where))
    .orderBy(asc(tvSeries.position), asc(tvSeries.key))
    .limit(options.limit)
    .offset(options.offset);
  const total =
    rows[0]?.total ??
    (options.offset > 0
      ? ((
          await db
            .select({ n: sql<number>`count(*)::int` })
            .from(tvSeries)
            .where(and(...where))
        )[0]?.n ?? 0)
      : 0);
  return {
    rows: rows.map((row) => ({ ...row.series, episodes: row.episodes, seasons: row.seasons })),
    total,
  };
}

/** A series by its key or its hash id, or null. */
export async function findSeries(
  db: DbOrTx,
  by: { key: string } | { hashId: string },
): Promise<SeriesRow | null> {
  const [row] = await db
    .select({ series: tvSeries, ...counts })
    .from(tvSeries)
    .where("key" in by ? eq(tvSeries.key, by.key) : eq(tvSeries.hashId, by.hashId));
  return row ? { ...row.series, episodes: row.episodes, seasons: row.seasons } : null;
}

/** Series by their ids (any order). */
export async function seriesByIds(db: DbOrTx, ids: number[]): Promise<SeriesRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ series: tvSeries, ...counts })
    .from(tvSeries)
    .where(inArray(tvSeries.id, ids));
  return rows.map((row) => ({ ...row.series, episodes: row.episodes, seasons: row.seasons }));
}

const episodeColumns = {
  episode: tvEpisodes,
  seriesKey: tvSeries.key,
  seriesTitle: tvSeries.title,
  kind: tvSeries.kind,
};
const asEpisode = (row: {
  episode: typeof tvEpisodes.$inferSelect;
  seriesKey: string;
  seriesTitle: SeriesRow["title"];
  kind: string;
}): EpisodeRow => ({
  ...row.episode,
  seriesKey: row.seriesKey,
  seriesTitle: row.seriesTitle,
  kind: row.kind as TvSeriesKind,
});

/** What selects episodes. */
export interface EpisodeSelection {
  language: Language;
  seriesId?: number;
  videoIds?: number[];
  hashId?: string;
  kind?: TvSeriesKind;
  /** Only series that air (the channels). */
  onAir?: boolean;
  search?: string;
  /** Leave these series out (suggestions). */
  excludeSeriesId?: number;
}

function episodeConditions(selection: EpisodeSelection): SQL[] {
  const where: SQL[] = [];
  if (selection.seriesId !== undefined) where.push(eq(tvEpisodes.seriesId, selection.seriesId));
  if (selection.excludeSeriesId !== undefined)
    where.push(sql`${tvEpisodes.seriesId} <> ${selection.excludeSeriesId}`);
  if (selection.videoIds)
    where.push(inArray(tvEpisodes.videoId, selection.videoIds.length ? selection.videoIds : [0]));
  if (selection.hashId) where.push(eq(tvEpisodes.hashId, selection.hashId));
  if (selection.kind) where.push(eq(tvSeries.kind, selection.kind));
  if (selection.onAir) where.push(eq(tvSeries.onAir, true));
  for (const word of words(selection.search ?? ""))
    where.push(
      sql`(${localizedHas(sql`${tvEpisodes.title}`, selection.language, word)} or ${localizedHas(tvSeries.title, selection.language, word)})`,
    );
  return where;
}

/** Episodes in series order (series position, key, season, number); a page and the total. */
export async function episodePage(
  db: DbOrTx,
  selection: EpisodeSelection,
  page: { limit: number; offset: number; newestFirst?: boolean },
): Promise<{ rows: EpisodeRow[]; total: number }> {
  const where = episodeConditions(selection);
  const order = page.newestFirst
    ? [desc(tvEpisodes.createdAt), desc(tvEpisodes.id)]
    : [asc(tvSeries.position), asc(tvSeries.key), asc(tvEpisodes.season), asc(tvEpisodes.number)];
  const rows = await db
    .select({ ...episodeColumns, total: sql<number>`count(*) over ()::int` })
    .from(tvEpisodes)
    .innerJoin(tvSeries, eq(tvSeries.id, tvEpisodes.seriesId))
    .where(and(...where))
    .orderBy(...order)
    .limit(page.limit)
    .offset(page.offset);
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && page.offset > 0) {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(tvEpisodes)
      .innerJoin(tvSeries, eq(tvSeries.id, tvEpisodes.seriesId))
      .where(and(...where));
    total = row?.n ?? 0;
  }
  return { rows: rows.map(asEpisode), total };
}

/** One episode by its catalog video id or hash id, or null. */
export async function findEpisode(
  db: DbOrTx,
  by: { videoId: number } | { hashId: string },
): Promise<EpisodeRow | null> {
  const selection: EpisodeSelection =
    "videoId" in by ? { language: "en", videoIds: [by.videoId] } : { language: "en", hashId: by.hashId };
  const { rows } = await episodePage(db, selection, { limit: 1, offset: 0 });
  return rows[0] ?? null;
}

const articleColumns = {
  id: tvArticles.id,
  slug: tvArticles.slug,
  imageId: tvArticles.imageId,
  publishedAt: tvArticles.publishedAt,
  seriesKey: tvSeries.key,
  title: tvArticleTexts.title,
  teaser: tvArticleTexts.teaser,
};

/** Published articles of a series in a language, newest first. */
export async function seriesArticles(db: DbOrTx, seriesId: number, language: Language, now: Date) {
  return db
    .select(articleColumns)
    .from(tvArticles)
    .innerJoin(
      tvArticleTexts,
      and(eq(tvArticleTexts.articleId, tvArticles.id), eq(tvArticleTexts.language, language)),
    )
    .leftJoin(tvSeries, eq(tvSeries.id, tvArticles.seriesId))
    .where(and(eq(tvArticles.seriesId, seriesId), lte(tvArticles.publishedAt, now)))
    .orderBy(desc(tvArticles.publishedAt), desc(tvArticles.id))
    .limit(20);
}

/** A published article by slug in a language, with its HTML and languages, or null. */
export async function articleBySlug(db: DbOrTx, slug: string, language: Language, now: Date) {
  const [row] = await db
    .select({
      ...articleColumns,
      html: tvArticleTexts.html,
      languages: sql<
        string[]
      >`(select array_agg(t.language order by t.language) from ${tvArticleTexts} t where t.article_id = ${tvArticles.id})`,
    })
    .from(tvArticles)
    .innerJoin(
      tvArticleTexts,
      and(eq(tvArticleTexts.articleId, tvArticles.id), eq(tvArticleTexts.language, language)),
    )
    .leftJoin(tvSeries, eq(tvSeries.id, tvArticles.seriesId))
    .where(and(eq(tvArticles.slug, slug), lte(tvArticles.publishedAt, now)));
  return row ?? null;
}

/** The languages a published article is written in (none: no such article). */
export async function articleLanguages(db: DbOrTx, slug: string, now: Date): Promise<string[]> {
  const rows = await db
    .select({ language: tvArticleTexts.language })
    .from(tvArticles)
    .innerJoin(tvArticleTexts, eq(tvArticleTexts.articleId, tvArticles.id))
    .where(and(eq(tvArticles.slug, slug), lte(tvArticles.publishedAt, now)))
    .orderBy(tvArticleTexts.language);
  return rows.map((row) => row.language);
}

/** Every series key with its last change (the sitemap). */
export async function mediathekSitemapRows(db: DbOrTx) {
  return db
    .select({ key: tvSeries.key, updatedAt: tvSeries.updatedAt })
    .from(tvSeries)
    .where(sql`exists (select 1 from ${tvEpisodes} e where e.series_id = ${tvSeries.id})`)
    .orderBy(asc(tvSeries.position), asc(tvSeries.key));
}

/** The id of a series with episodes by its key, or null. */
export async function findSeriesId(db: DbOrTx, key: string): Promise<number | null> {
  const series = await findSeries(db, { key });
  return series && series.episodes > 0 ? series.id : null;
}
