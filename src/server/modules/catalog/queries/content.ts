import { and, asc, desc, eq, gte, inArray, lte, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { NEW_ACTOR_DAYS } from "../../../../common/constants.ts";
import type { DbOrTx } from "../../../db/client.ts";
import { preparedPerDatabase } from "../../../db/prepared.ts";
import { actors, albumPictures, albums, images } from "../../../db/schema/catalog.ts";
import type { ActorRow, AlbumRow } from "../rows.ts";
import { videoStarStats } from "./actors.ts";
import { albumCoverJoin } from "./albums.ts";

// The catalogue's reads for the content service (GraphQL, src/server/content): models and albums by
// filter, actors by ids (its per-request loader), the video stars, actors by gender type.

const avatar = alias(images, "avatar");

const actorsByIdsStatement = preparedPerDatabase((db: DbOrTx) =>
  db
    .select({ actor: actors, avatar })
    .from(actors)
    .leftJoin(avatar, eq(avatar.id, actors.avatarImageId))
    .where(sql`${actors.id} = any(${sql.placeholder("ids")}::int[])`)
    .prepare("content_actors_by_ids"),
);

/**
 * Actors with their avatar by ids (the actor loader: one statement per request). Prepared once per
 * database: every list asks it, and building the select of 40 columns cost more than running it.
 */
export async function actorsByIds(db: DbOrTx, ids: number[]): Promise<ActorRow[]> {
  if (ids.length === 0) return [];
  const rows = await actorsByIdsStatement(db).execute({
    ids: `{${ids.map((id) => Math.trunc(id)).join(",")}}`,
  });
  return rows.map((r) => ({ ...r.actor, avatar: r.avatar }));
}

export interface ModelQuery {
  ids?: number[] | undefined;
  online?: boolean | undefined;
  onlyNew?: boolean | undefined;
  genders?: string[] | undefined;
  genderTypes?: string[] | undefined;
  /** Leave these actors out (recommendations). */
  exclude?: number[] | undefined;
  order: "ONLINE" | "NEWEST" | "NAME";
  offset: number;
  limit: number;
  now: Date;
}

/** A page of actors by filter and order, with avatars and the total, in one statement. */
export async function findModels(db: DbOrTx, q: ModelQuery): Promise<{ rows: ActorRow[]; total: number }> {
  const where: SQL[] = [];
  if (q.ids) where.push(inArray(actors.id, q.ids.length ? q.ids : [0]));
  if (q.online !== undefined) where.push(eq(actors.isOnline, q.online));
  if (q.onlyNew)
    where.push(gte(actors.registeredAt, new Date(q.now.getTime() - NEW_ACTOR_DAYS * 86_400_000)));
  if (q.genders?.length) where.push(inArray(actors.gender, q.genders as ActorRow["gender"][]));
  if (q.genderTypes?.length)
    where.push(inArray(actors.genderType, q.genderTypes as ActorRow["genderType"][]));
  if (q.exclude?.length)
    where.push(sql`${actors.id} <> all(${sql.raw(`'{${q.exclude.join(",")}}'`)}::int[])`);
  const order =
    q.order === "NEWEST"
      ? [desc(actors.registeredAt), desc(actors.id)]
      : q.order === "NAME"
        ? [asc(actors.name), asc(actors.id)]
        : [desc(actors.isOnline), desc(actors.onlineSince), asc(actors.name)];
  const found = await db
    .select({ actor: actors, avatar, total: sql<number>`count(*) over()::int` })
    .from(actors)
    .leftJoin(avatar, eq(avatar.id, actors.avatarImageId))
    .where(and(...where))
    .orderBy(...order)
    .limit(q.limit)
    .offset(q.offset);
  return { rows: found.map((r) => ({ ...r.actor, avatar: r.avatar })), total: found[0]?.total ?? 0 };
}

const pictureCount = sql<number>`(select count(*)::int from ${albumPictures} where ${albumPictures.albumId} = ${albums.id})`;

/** A page of released albums (newest first) with actor, cover, picture count and total. */
export async function findAlbums(
  db: DbOrTx,
  q: {
    ids?: number[] | undefined;
    modelIds?: number[] | undefined;
    free?: boolean | undefined;
    exclude?: number | undefined;
    offset: number;
    limit: number;
    now: Date;
  },
): Promise<{ rows: AlbumRow[]; total: number }> {
  // Private shop albums are listed like the others (docs/decisions.md, albums); they carry the flag.
  const where: SQL[] = [lte(albums.releasedAt, q.now)];
  if (q.ids) where.push(inArray(albums.id, q.ids.length ? q.ids : [0]));
  if (q.modelIds?.length) where.push(inArray(albums.actorId, q.modelIds));
  if (q.free !== undefined) where.push(eq(albums.free, q.free));
  if (q.exclude !== undefined) where.push(sql`${albums.id} <> ${q.exclude}`);
  const found = await db
    .select({
      album: albums,
      actor: { id: actors.id, name: actors.name, languages: actors.languages },
      cover: images,
      pictureCount,
      total: sql<number>`count(*) over()::int`,
    })
    .from(albums)
    .innerJoin(actors, eq(actors.id, albums.actorId))
    // Shared answers (anonymous ones are cached): 16-safe covers only.
    .leftJoin(images, albumCoverJoin())
    .where(and(...where))
    .orderBy(desc(albums.releasedAt), desc(albums.id))
    .limit(q.limit)
    .offset(q.offset);
  return {
    rows: found.map((r) => ({ ...r.album, actor: r.actor, cover: r.cover, pictureCount: r.pictureCount })),
    total: found[0]?.total ?? 0,
  };
}

/** Actors ranked by the sales of their released videos (ties: more videos, then id). */
export async function videoStars(db: DbOrTx, now: Date, limit: number) {
  const stars = videoStarStats(db, now);
  return db
    .select({ actorId: stars.actorId, sales: stars.sales, videoCount: stars.videoCount })
    .from(stars)
    .orderBy(desc(stars.sales), desc(stars.videoCount), asc(stars.actorId))
    .limit(limit);
}

/** Ids of the actors of some gender types (the video filter's actingGroups). */
export async function actorIdsByGenderTypes(db: DbOrTx, genderTypes: string[]): Promise<number[]> {
  const rows = await db
    .select({ id: actors.id })
    .from(actors)
    .where(inArray(actors.genderType, genderTypes as ActorRow["genderType"][]));
  return rows.map((row) => row.id);
}
