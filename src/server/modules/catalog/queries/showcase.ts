import { and, desc, eq, lte, ne, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../../../db/client.ts";
import { actors, images, videos } from "../../../db/schema/catalog.ts";
import type { ActorRow, AlbumRow, VideoRow } from "../rows.ts";
import { findActorAlbums } from "./albums.ts";
import { findVideos } from "./videos.ts";

const DAY = 86_400_000;
/** The window of the promoted video's second rule (most liked of the last 90 days). */
export const PROMOTED_RECENT_DAYS = 90;
/** Top videos of an actor (GET gallery/getTopVideos). */
export const TOP_VIDEOS_LIMIT = 10;
/** A sale weighs as this many likes in the top-videos score. */
export const TOP_VIDEO_SALE_WEIGHT = 10;
/** At most this many sale videos and albums each (GET sales/actor). */
export const SALE_LIMIT = 50;
/** Recommended actors (spec core §9: 9 shown, grid 8, slider 5). */
export const RECOMMENDED_ACTORS = 9;

const onSale = sql`${videos.basePrice} > ${videos.price}`;

/** Videos by ids, in the order of the ids (the page reads them in one statement plus tags). */
async function videosInOrder(db: DbOrTx, ids: number[], now: Date): Promise<VideoRow[]> {
  if (ids.length === 0) return [];
  const { rows } = await findVideos(db, {
    filter: { ids },
    order: "newest",
    offset: 0,
    limit: ids.length,
    now,
  });
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * The actor's promoted video: the newest released video on sale; else the most liked video released
 * in the last PROMOTED_RECENT_DAYS days; else her most liked video; null when she has none.
 */
export async function findPromotedVideo(db: DbOrTx, actorId: number, now: Date): Promise<VideoRow | null> {
  const released = and(eq(videos.actorId, actorId), lte(videos.releasedAt, now));
  const since = new Date(now.getTime() - PROMOTED_RECENT_DAYS * DAY);
  const [row] = await db
    .select({ id: videos.id })
    .from(videos)
    .where(released)
    .orderBy(
      desc(sql`(${onSale})`),
      sql`case when ${onSale} then ${videos.releasedAt} end desc nulls last`,
      desc(sql`(${videos.releasedAt} >= ${since.toISOString()}::timestamptz)`),
      desc(videos.likes),
      desc(videos.releasedAt),
      desc(videos.id),
    )
    .limit(1);
  if (!row) return null;
  return (await videosInOrder(db, [row.id], now))[0] ?? null;
}

/** The actor's top videos: likes plus TOP_VIDEO_SALE_WEIGHT per sale, then the newest. */
export async function findTopVideos(db: DbOrTx, actorId: number, now: Date): Promise<VideoRow[]> {
  const ids = await db
    .select({ id: videos.id })
    .from(videos)
    .where(and(eq(videos.actorId, actorId), lte(videos.releasedAt, now)))
    .orderBy(
      desc(sql`${videos.likes} + ${TOP_VIDEO_SALE_WEIGHT} * ${videos.salesCount}`),
      desc(videos.releasedAt),
      desc(videos.id),
    )
    .limit(TOP_VIDEOS_LIMIT);
  return videosInOrder(
    db,
    ids.map((r) => r.id),
    now,
  );
}

/** The actor's videos and albums on sale now (price below base price), newest first. */
export async function findSaleItems(
  db: DbOrTx,
  actorId: number,
  now: Date,
): Promise<{ videos: VideoRow[]; albums: AlbumRow[] }> {
  const [found, albumRows] = await Promise.all([
    findVideos(db, {
      filter: { modelIds: [actorId], types: { discount: true } },
      order: "newest",
      offset: 0,
      limit: SALE_LIMIT,
      now,
      withTags: false,
    }),
    findActorAlbums(db, actorId, now),
  ]);
  return {
    videos: found.rows,
    albums: albumRows.filter((album) => album.price < album.basePrice).slice(0, SALE_LIMIT),
  };
}

const avatar = alias(images, "avatar");

/**
 * Actors to recommend beside one: the same gender type first, then online ones (longest online
 * first), then the newest; never the actor herself.
 */
export async function findRecommendedActors(
  db: DbOrTx,
  actor: { id: number; genderType: string },
  limit = RECOMMENDED_ACTORS,
): Promise<ActorRow[]> {
  const rows = await db
    .select({ actor: actors, avatar })
    .from(actors)
    .leftJoin(avatar, eq(avatar.id, actors.avatarImageId))
    .where(ne(actors.id, actor.id))
    .orderBy(
      desc(sql`(${actors.genderType} = ${actor.genderType})`),
      desc(actors.isOnline),
      sql`${actors.onlineSince} asc nulls last`,
      desc(actors.registeredAt),
      desc(actors.id),
    )
    .limit(limit);
  return rows.map((r) => ({ ...r.actor, avatar: r.avatar }));
}
