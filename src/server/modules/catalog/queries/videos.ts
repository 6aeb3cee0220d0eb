import { and, asc, desc, eq, gte, inArray, lte, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { TRENDING_DAYS } from "../../../../common/constants.ts";
import type { TVideoFilter, VideoOrder } from "../../../../common/contracts/catalog.ts";
import type { DbOrTx } from "../../../db/client.ts";
import {
  actors,
  images,
  tags,
  videoActivityDaily,
  videoCategories,
  videos,
  videoTags,
} from "../../../db/schema/catalog.ts";
import { AppError, AppErrorCode } from "../../../lib/errors.ts";
import type { VideoRow } from "../rows.ts";

export interface VideoQuery {
  filter: TVideoFilter;
  order: VideoOrder;
  offset: number;
  limit: number;
  now: Date;
  /**
   * The `bought` filter's condition on a video id: what the guest bought is the purchases', so the
   * caller that asks for the filter hands it in (storefront: purchases' boughtCondition).
   */
  boughtBy?: ((videoId: SQLWrapper) => SQL) | undefined;
  /** Read the tags of the page (default true); a caller that shows no tags saves that statement. */
  withTags?: boolean;
}

/** Trending score per video over the last TRENDING_DAYS days (a sale weighs as 20 views). */
function trendingScores(db: DbOrTx, now: Date) {
  const since = new Date(now.getTime() - TRENDING_DAYS * 86_400_000).toISOString().slice(0, 10);
  return db
    .select({
      videoId: videoActivityDaily.videoId,
      score: sql<number>`sum(${videoActivityDaily.views} + 20 * ${videoActivityDaily.sales})::int`.as(
        "score",
      ),
    })
    .from(videoActivityDaily)
    .where(gte(videoActivityDaily.day, since))
    .groupBy(videoActivityDaily.videoId)
    .as("trending");
}

function filterConditions(
  filter: TVideoFilter,
  now: Date,
  trendingJoined: boolean,
  boughtBy: VideoQuery["boughtBy"],
): SQL[] {
  const where: SQL[] = [lte(videos.releasedAt, now)];
  if (filter.modelIds?.length) where.push(inArray(videos.actorId, filter.modelIds));
  if (filter.ids?.length) where.push(inArray(videos.id, filter.ids));
  if (filter.releasedFrom) where.push(gte(videos.releasedAt, new Date(filter.releasedFrom)));
  if (filter.releasedUntil) where.push(lte(videos.releasedAt, new Date(filter.releasedUntil)));
  if (filter.categoryIds?.length) {
    where.push(
      inArray(
        videos.id,
        sql`(select ${videoCategories.videoId} from ${videoCategories} where ${inArray(videoCategories.categoryId, filter.categoryIds)})`,
      ),
    );
  }
  if (filter.tags?.length) {
    const tagged = sql`select 1 from ${videoTags} join ${tags} on ${tags.id} = ${videoTags.tagId}
      where ${videoTags.videoId} = ${videos.id} and ${inArray(tags.groupKey, filter.tags)}`;
    where.push(sql`exists (${tagged})`);
  }
  const types = filter.types ?? {};
  const flag = (value: boolean | undefined, column: SQL) => {
    if (value !== undefined) where.push(value ? column : sql`not (${column})`);
  };
  flag(types.free, sql`${videos.free}`);
  flag(types.vip, sql`${videos.vip}`);
  flag(types.classic, sql`${videos.classic}`);
  flag(types.vip30, sql`${videos.isVip30Offer}`);
  flag(types.discount, sql`${videos.basePrice} > ${videos.price}`);
  flag(types.premium, sql`${videos.price} > 0`);
  flag(types.original, sql`not ${videos.camRecording}`);
  if (types.trending !== undefined) {
    if (!trendingJoined) throw new Error("trending filter needs the trending join");
    flag(types.trending, sql`coalesce(trending.score, 0) > 0`);
  }
  if (types.bought !== undefined) {
    if (!boughtBy)
      throw new AppError(AppErrorCode.UNAUTHENTICATED, "The bought filter needs a logged-in guest");
    flag(types.bought, boughtBy(videos.id));
  }
  if (types.shared || types.vxselect) throw new AppError(AppErrorCode.VALIDATION_FAILED, "Unmapped category");
  return where;
}

function orderBy(order: VideoOrder): SQL[] {
  switch (order) {
    case "topRated":
      return [desc(videos.likes), desc(videos.id)];
    case "newest":
      return [desc(videos.releasedAt), desc(videos.id)];
    case "discount":
      return [
        sql`(${videos.basePrice} - ${videos.price})::float / greatest(${videos.basePrice}, 1) desc`,
        desc(videos.releasedAt),
        desc(videos.id),
      ];
    case "trending":
      return [sql`coalesce(trending.score, 0) desc`, desc(videos.likes), desc(videos.id)];
    case "bestSelling":
      return [desc(videos.salesCount), desc(videos.likes), desc(videos.id)];
    case "priceAsc":
      return [asc(videos.price), desc(videos.id)];
    case "priceDesc":
      return [desc(videos.price), desc(videos.id)];
    case "longest":
      return [desc(videos.durationSec), desc(videos.id)];
  }
}

/** A page of videos for a filter and order, with actor, preview image and tags in three queries. */
export async function findVideos(
  db: DbOrTx,
  query: VideoQuery,
): Promise<{ rows: VideoRow[]; total: number }> {
  const needsTrending = query.order === "trending" || query.filter.types?.trending !== undefined;
  const where = and(...filterConditions(query.filter, query.now, needsTrending, query.boughtBy));
  // The page (ids, total, position) is chosen on videos alone; actors and preview images are joined
  // to the page's rows only (joining them before the window count joined every matching video).
  const order = orderBy(query.order);
  const ids = db
    .select({
      id: sql<number>`${videos.id}`.as("page_id"),
      total: sql<number>`count(*) over()::int`.as("page_total"),
      position: sql<number>`row_number() over (order by ${sql.join(order, sql`, `)})`.as("page_position"),
    })
    .from(videos);
  // The trending subquery is built only when used (building it costs CPU on every list).
  const trending = needsTrending ? trendingScores(db, query.now) : null;
  const page = (trending ? ids.leftJoin(trending, eq(trending.videoId, videos.id)) : ids)
    .where(where)
    .orderBy(...order)
    .limit(query.limit)
    .offset(query.offset)
    .as("page");
  const found = await db
    .select({
      video: videos,
      actor: { id: actors.id, name: actors.name, languages: actors.languages },
      preview: images,
      total: page.total,
      // The price of the day: the one rule of video_price_at() (migration 0055), which buy_item()
      // charges too, so the price shown is the price charged.
      dayPrice: sql<number>`video_price_at(${videos.id}, ${videos.price}, ${videos.dailyBonusPrice}, ${query.now}::timestamptz)`,
    })
    .from(page)
    .innerJoin(videos, eq(videos.id, page.id))
    .innerJoin(actors, eq(actors.id, videos.actorId))
    .leftJoin(images, eq(images.id, videos.previewImageId))
    .orderBy(page.position);
  let total = found[0]?.total ?? 0;
  if (found.length === 0 && query.offset > 0) {
    const counted = await countVideos(db, query.filter, query.now, query.boughtBy);
    total = counted;
  }
  const tagRows =
    query.withTags === false
      ? new Map<number, VideoRow["tags"]>()
      : await tagsOf(
          db,
          found.map((r) => r.video.id),
        );
  const rows = found.map((r) => ({
    ...r.video,
    price: r.dayPrice,
    regularPrice: r.video.price,
    actor: r.actor,
    preview: r.preview,
    tags: tagRows.get(r.video.id) ?? [],
  }));
  return { rows, total };
}

async function countVideos(
  db: DbOrTx,
  filter: TVideoFilter,
  now: Date,
  boughtBy: VideoQuery["boughtBy"],
): Promise<number> {
  const needsTrending = filter.types?.trending !== undefined;
  const trending = trendingScores(db, now);
  const base = db.select({ n: sql<number>`count(*)::int` }).from(videos);
  const joined = needsTrending ? base.leftJoin(trending, eq(trending.videoId, videos.id)) : base;
  const [row] = await joined.where(and(...filterConditions(filter, now, needsTrending, boughtBy)));
  return row?.n ?? 0;
}

/** Tags of several videos at once. */
export async function tagsOf(db: DbOrTx, videoIds: number[]) {
  const map = new Map<number, VideoRow["tags"]>();
  if (videoIds.length === 0) return map;
  const rows = await db
    .select({ videoId: videoTags.videoId, groupKey: tags.groupKey, name: tags.name })
    .from(videoTags)
    .innerJoin(tags, eq(tags.id, videoTags.tagId))
    .where(inArray(videoTags.videoId, videoIds))
    .orderBy(asc(tags.groupKey));
  for (const row of rows) {
    const list = map.get(row.videoId) ?? [];
    list.push({ groupKey: row.groupKey, name: row.name });
    map.set(row.videoId, list);
  }
  return map;
}

/** One released video by id, or null. */
export async function findVideo(db: DbOrTx, id: number, now: Date): Promise<VideoRow | null> {
  const { rows } = await findVideos(db, { filter: { ids: [id] }, order: "newest", offset: 0, limit: 1, now });
  return rows[0] ?? null;
}

/** Whether a video exists and is released (a light check for writes about it). */
export async function isReleasedVideo(db: DbOrTx, id: number, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: videos.id })
    .from(videos)
    .where(and(eq(videos.id, id), lte(videos.releasedAt, now)))
    .limit(1);
  return row !== undefined;
}

/** Tag groups of an actor's videos with their counts. */
export async function actorTagGroups(db: DbOrTx, actorId: number, now: Date) {
  return db
    .select({ groupKey: tags.groupKey, name: tags.name, count: sql<number>`count(*)::int` })
    .from(videoTags)
    .innerJoin(tags, eq(tags.id, videoTags.tagId))
    .innerJoin(videos, eq(videos.id, videoTags.videoId))
    .where(and(eq(videos.actorId, actorId), lte(videos.releasedAt, now)))
    .groupBy(tags.id)
    .orderBy(desc(sql`count(*)`), asc(tags.groupKey));
}

/** Video counts of an actor (all and classic). */
export async function actorVideoCounts(db: DbOrTx, actorId: number, now: Date) {
  const [row] = await db
    .select({
      all: sql<number>`count(*)::int`,
      classic: sql<number>`count(*) filter (where ${videos.classic})::int`,
    })
    .from(videos)
    .where(and(eq(videos.actorId, actorId), lte(videos.releasedAt, now)));
  return { all: row?.all ?? 0, classic: row?.classic ?? 0 };
}

/** How many videos are released. */
export async function videoCount(db: DbOrTx, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(videos)
    .where(lte(videos.releasedAt, now));
  return row?.n ?? 0;
}
