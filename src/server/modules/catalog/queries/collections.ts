import { and, asc, eq, inArray, lte, sql } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import { collections, collectionVideos, videos } from "../../../db/schema/catalog.ts";
import { findVideos } from "./videos.ts";

/** Curated collections in list order (position, then id), with how many released videos each has. */
export async function findCollections(db: DbOrTx, limit: number, now: Date) {
  // Spelled out: drizzle drops table names in a one-table select, and the subquery needs them.
  const videoCount = sql<number>`(select count(*)::int from collection_videos cv inner join videos v on v.id = cv.video_id where cv.collection_id = "collections"."id" and v.released_at <= ${now.toISOString()}::timestamptz)`;
  return db
    .select({
      id: collections.id,
      title: collections.title,
      description: collections.description,
      videoCount,
    })
    .from(collections)
    .orderBy(asc(collections.position), asc(collections.id))
    .limit(limit);
}

/**
 * The released videos of some collections, in each collection's order: per collection at most
 * `limit` (one statement for a whole list).
 */
export async function collectionVideoIds(db: DbOrTx, collectionIds: number[], now: Date, limit: number) {
  if (collectionIds.length === 0) return [];
  const ranked = db
    .select({
      collectionId: collectionVideos.collectionId,
      videoId: collectionVideos.videoId,
      rank: sql<number>`(row_number() over (partition by ${collectionVideos.collectionId} order by ${collectionVideos.position}))::int`.as(
        "rank",
      ),
    })
    .from(collectionVideos)
    .innerJoin(videos, eq(videos.id, collectionVideos.videoId))
    .where(and(inArray(collectionVideos.collectionId, collectionIds), lte(videos.releasedAt, now)))
    .as("ranked");
  return db
    .select({ collectionId: ranked.collectionId, videoId: ranked.videoId })
    .from(ranked)
    .where(lte(ranked.rank, limit))
    .orderBy(asc(ranked.collectionId), asc(ranked.rank));
}

/** The first collections with their first released videos (rows for tiles); empty ones left out. */
export async function findCollectionsWithVideos(
  db: DbOrTx,
  now: Date,
  limits: { collections: number; videos: number },
) {
  const list = await findCollections(db, limits.collections, now);
  const entries = await collectionVideoIds(
    db,
    list.map((c) => c.id),
    now,
    limits.videos,
  );
  const ids = [...new Set(entries.map((e) => e.videoId))];
  const { rows } = ids.length
    ? await findVideos(db, { filter: { ids }, order: "newest", offset: 0, limit: ids.length, now })
    : { rows: [] };
  const byId = new Map(rows.map((row) => [row.id, row]));
  return list
    .map((collection) => ({
      ...collection,
      videos: entries
        .filter((e) => e.collectionId === collection.id)
        .flatMap((e) => byId.get(e.videoId) ?? []),
    }))
    .filter((collection) => collection.videos.length > 0);
}
