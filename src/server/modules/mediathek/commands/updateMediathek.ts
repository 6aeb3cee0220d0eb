import { and, eq, inArray, sql } from "drizzle-orm";
import type { TUpdateMediathek, TUpdateMediathekResult } from "../../../../common/contracts/mediathek.ts";
import type { Tx } from "../../../db/client.ts";
import { tvArticles, tvArticleTexts, tvEpisodes, tvSeries } from "../../../db/schema/mediathek.ts";
import { AppError, AppErrorCode } from "../../../lib/errors.ts";
import { renderBlogMarkdown } from "../../blog/index.ts";
import { imagesByIds, videoItemsByIds } from "../../catalog/index.ts";
import { episodeHashId, seriesHashId } from "../hashId.ts";

type SeriesInput = TUpdateMediathek["series"][number];
type ArticleInput = TUpdateMediathek["articles"][number];

const invalid = (message: string) => new AppError(AppErrorCode.VALIDATION_FAILED, message);
/** JSON with sorted keys (jsonb keeps its own key order). */
const stable = (value: unknown): string =>
  JSON.stringify(value, (_key, item: unknown) =>
    item && typeof item === "object" && !Array.isArray(item) && !(item instanceof Date)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => a.localeCompare(b)))
      : item,
  );
const same = (a: unknown, b: unknown) => stable(a) === stable(b);

/** Pictures must exist and be public; videos must exist; keys, slugs, videos and places appear once. */
async function checkInput(tx: Tx, input: TUpdateMediathek) {
  const unique = (values: string[], what: string) => {
    const seen = new Set<string>();
    for (const value of values) {
      if (seen.has(value)) throw invalid(`${what} ${value} appears twice`);
      seen.add(value);
    }
  };
  unique(
    input.series.map((s) => s.key),
    "series key",
  );
  unique(
    input.articles.map((a) => a.slug),
    "article slug",
  );
  const episodes = input.series.flatMap((s) => s.episodes.map((e) => ({ ...e, key: s.key })));
  unique(
    episodes.map((e) => String(e.videoId)),
    "videoId",
  );
  unique(
    episodes.map((e) => `${e.key} season ${e.season} episode ${e.episode}`),
    "place",
  );
  const imageIds = [
    ...new Set([...input.series, ...input.articles].flatMap((x) => (x.imageId ? [x.imageId] : []))),
  ];
  const images = await imagesByIds(tx, imageIds);
  if (images.length !== imageIds.length || images.some((image) => image.protected))
    throw invalid("imageId: unknown or protected picture");
  const videoIds = episodes.map((e) => e.videoId);
  const found = new Set((await videoItemsByIds(tx, videoIds)).map((row) => row.video.id));
  const missing = videoIds.filter((id) => !found.has(id));
  if (missing.length) throw invalid(`videoId: unknown videos ${missing.slice(0, 10).join(", ")}`);
}

/** Upserts a series by key; true when it was created, false when it changed, null when it was the same. */
async function upsertSeries(
  tx: Tx,
  input: SeriesInput,
  now: Date,
): Promise<{ id: number; change: boolean | null }> {
  const values = {
    kind: input.kind,
    title: input.title,
    description: input.description,
    imageId: input.imageId ?? null,
    onAir: input.onAir,
    position: input.position,
  };
  const [existing] = await tx.select().from(tvSeries).where(eq(tvSeries.key, input.key));
  if (!existing) {
    const [row] = await tx
      .insert(tvSeries)
      .values({ key: input.key, hashId: seriesHashId(input.key), ...values })
      .returning({ id: tvSeries.id });
    return { id: (row as { id: number }).id, change: true };
  }
  const current = {
    kind: existing.kind,
    title: existing.title,
    description: existing.description,
    imageId: existing.imageId,
    onAir: existing.onAir,
    position: existing.position,
  };
  if (same(current, values)) return { id: existing.id, change: null };
  await tx
    .update(tvSeries)
    .set({ ...values, updatedAt: now })
    .where(eq(tvSeries.id, existing.id));
  return { id: existing.id, change: false };
}

/**
 * Makes a series' episodes the given list: new ones are added, missing ones removed, moved or
 * retitled ones rewritten (removed and added back with their first time, so places can swap
 * without breaking the one-episode-a-place index). A video of another series is a conflict.
 */
async function syncEpisodes(
  tx: Tx,
  seriesId: number,
  input: SeriesInput,
  counts: TUpdateMediathekResult["episodes"],
) {
  const videoIds = input.episodes.map((e) => e.videoId);
  const elsewhere = videoIds.length
    ? await tx
        .select({ videoId: tvEpisodes.videoId })
        .from(tvEpisodes)
        .where(and(inArray(tvEpisodes.videoId, videoIds)))
    : [];
  const existing = await tx.select().from(tvEpisodes).where(eq(tvEpisodes.seriesId, seriesId));
  const own = new Map(existing.map((row) => [row.videoId, row]));
  const taken = elsewhere.find((row) => !own.has(row.videoId));
  if (taken)
    throw new AppError(AppErrorCode.CONFLICT, `videoId ${taken.videoId} is an episode of another series`);
  const wanted = new Map(input.episodes.map((e) => [e.videoId, e]));
  const stale = existing.filter((row) => {
    const next = wanted.get(row.videoId);
    return !next || next.season !== row.season || next.episode !== row.number || !same(next.title, row.title);
  });
  if (stale.length)
    await tx.delete(tvEpisodes).where(
      inArray(
        tvEpisodes.id,
        stale.map((row) => row.id),
      ),
    );
  counts.removed += stale.filter((row) => !wanted.has(row.videoId)).length;
  const writes = input.episodes.filter(
    (e) => !own.has(e.videoId) || stale.some((row) => row.videoId === e.videoId),
  );
  for (const episode of writes) {
    const before = own.get(episode.videoId);
    await tx.insert(tvEpisodes).values({
      seriesId,
      videoId: episode.videoId,
      hashId: episodeHashId(episode.videoId),
      season: episode.season,
      number: episode.episode,
      title: episode.title,
      ...(before ? { createdAt: before.createdAt } : {}),
    });
    if (before) counts.updated++;
    else counts.created++;
  }
}

/** Upserts an article by slug with its texts (HTML by the blog's Markdown renderer); true when created. */
async function upsertArticle(tx: Tx, input: ArticleInput, now: Date): Promise<boolean | null> {
  let seriesId: number | null = null;
  if (input.seriesKey) {
    const [series] = await tx
      .select({ id: tvSeries.id })
      .from(tvSeries)
      .where(eq(tvSeries.key, input.seriesKey));
    if (!series) throw invalid(`seriesKey: unknown series ${input.seriesKey}`);
    seriesId = series.id;
  }
  const values = { seriesId, imageId: input.imageId ?? null };
  const [existing] = await tx.select().from(tvArticles).where(eq(tvArticles.slug, input.slug));
  let articleId: number;
  let change: boolean | null = null;
  if (existing) {
    articleId = existing.id;
    const publishedAt = input.publishedAt ? new Date(input.publishedAt) : existing.publishedAt;
    if (
      !same(
        { ...values, publishedAt },
        { seriesId: existing.seriesId, imageId: existing.imageId, publishedAt: existing.publishedAt },
      )
    ) {
      await tx
        .update(tvArticles)
        .set({ ...values, publishedAt, updatedAt: now })
        .where(eq(tvArticles.id, articleId));
      change = false;
    }
  } else {
    const publishedAt = input.publishedAt ? new Date(input.publishedAt) : now;
    const [row] = await tx
      .insert(tvArticles)
      .values({ slug: input.slug, ...values, publishedAt })
      .returning({ id: tvArticles.id });
    articleId = (row as { id: number }).id;
    change = true;
  }
  const texts = await tx.select().from(tvArticleTexts).where(eq(tvArticleTexts.articleId, articleId));
  for (const [language, text] of Object.entries(input.texts)) {
    if (!text) continue;
    const row = { ...text, html: renderBlogMarkdown(text.markdown) };
    const before = texts.find((t) => t.language === language);
    if (before && same([before.title, before.teaser, before.markdown], [row.title, row.teaser, row.markdown]))
      continue;
    await tx
      .insert(tvArticleTexts)
      .values({ articleId, language, ...row })
      .onConflictDoUpdate({ target: [tvArticleTexts.articleId, tvArticleTexts.language], set: row });
    change ??= false;
  }
  return change;
}

/**
 * POST tv/updateMediathek (the operator's import): series upserted by key with their whole episode
 * lists, articles upserted by slug. Idempotent: the same body again changes nothing and says so
 * (created 0, updated 0). Series and articles not named stay as they are.
 */
export async function updateMediathek(options: {
  tx: Tx;
  now: Date;
  input: TUpdateMediathek;
}): Promise<TUpdateMediathekResult> {
  const { tx, now, input } = options;
  // One import at a time: two at once would both find a new key missing and insert it twice.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('tv-update-mediathek'))`);
  await checkInput(tx, input);
  const result: TUpdateMediathekResult = {
    success: true,
    series: { created: 0, updated: 0 },
    episodes: { created: 0, updated: 0, removed: 0 },
    articles: { created: 0, updated: 0 },
  };
  for (const series of input.series) {
    const { id, change } = await upsertSeries(tx, series, now);
    if (change === true) result.series.created++;
    if (change === false) result.series.updated++;
    await syncEpisodes(tx, id, series, result.episodes);
  }
  for (const article of input.articles) {
    const change = await upsertArticle(tx, article, now);
    if (change === true) result.articles.created++;
    if (change === false) result.articles.updated++;
  }
  return result;
}
