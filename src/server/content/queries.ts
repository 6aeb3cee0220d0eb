import { and, asc, desc, eq, gte, inArray, lte, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { NEW_ACTOR_DAYS } from "../../common/constants.ts";
import type { DbOrTx } from "../db/client.ts";
import { preparedPerDatabase } from "../db/prepared.ts";
import { guests, sessions } from "../db/schema/accounts.ts";
import { actors, albumPictures, albums, images } from "../db/schema/catalog.ts";
import { favorites } from "../db/schema/favorites.ts";
import { purchases } from "../db/schema/purchases.ts";
import { contentRatings } from "../db/schema/ratings.ts";
import { ACTIVE_GUEST, SESSION_IDLE_MS } from "../modules/accounts/index.ts";
import { type ActorRow, type AlbumRow, albumCoverJoin, videoStarStats } from "../modules/catalog/index.ts";

// Reads the catalogue lacks; the content service is their only user. They read catalogue tables
// (actors, albums) and the guest's own rows (purchases, ratings, favourites) by id lists only.

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
      actor: { id: actors.id, name: actors.name },
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

/** Whether a guest token's session still stands (not logged out, not idle, not past its end), and the guest's VIP end. */
export async function guestSession(
  db: DbOrTx,
  guestId: number,
  sessionPrefix: string,
  now: Date,
): Promise<{ vipUntil: Date | null; avsAccepted: boolean } | null> {
  const [row] = await db
    .select({ vipUntil: guests.vipUntil, avsAccepted: sql<boolean>`${guests.avsStatus} = 'accepted'` })
    .from(sessions)
    .innerJoin(guests, eq(guests.id, sessions.guestId))
    .where(
      and(
        eq(sessions.guestId, guestId),
        sql`left(${sessions.tokenHash}, 16) = ${sessionPrefix}`,
        sql`${sessions.expiresAt} > ${now}`,
        sql`${sessions.lastSeenAt} > ${new Date(now.getTime() - SESSION_IDLE_MS)}`,
        eq(sessions.kind, "session"),
        ACTIVE_GUEST,
      ),
    )
    .limit(1);
  return row ?? null;
}

export interface GuestFlags {
  bought: boolean;
  /** Owned through a voucher (given by a bonus code), not bought with coins. */
  gifted: boolean;
  rating: number;
  pinned: boolean;
}

/** One guest's purchases (and which a voucher paid), ratings and pins of some videos or albums, in one statement. */
export async function guestFlags(
  db: DbOrTx,
  guestId: number,
  objectType: "video" | "album" | "actor",
  ids: number[],
): Promise<Map<number, GuestFlags>> {
  const map = new Map<number, GuestFlags>();
  if (ids.length === 0) return map;
  const list = sql.raw(`'{${ids.map((id) => Math.trunc(id)).join(",")}}'::int[]`);
  const bought =
    objectType === "actor"
      ? sql`false`
      : sql`exists (select 1 from ${purchases} p where p.guest_id = ${guestId} and p.item_type = ${objectType} and p.item_id = o.id)`;
  const gifted =
    objectType === "actor"
      ? sql`false`
      : sql`exists (select 1 from ${purchases} p where p.guest_id = ${guestId} and p.item_type = ${objectType} and p.item_id = o.id and p.voucher_id is not null)`;
  const rating =
    objectType === "actor"
      ? sql`0`
      : sql`coalesce((select r.value from ${contentRatings} r where r.guest_id = ${guestId} and r.object_type = ${objectType} and r.object_id = o.id), 0)`;
  const pinned =
    objectType === "video"
      ? sql`false`
      : sql`exists (select 1 from ${favorites} f where f.guest_id = ${guestId} and f.object_type = ${objectType} and f.object_id = o.id)`;
  const result = (await db.execute(
    sql`select o.id, ${bought} as bought, ${gifted} as gifted, ${rating}::int as rating, ${pinned} as pinned from unnest(${list}) as o(id)`,
  )) as unknown as {
    rows: { id: number; bought: boolean; gifted: boolean; rating: number; pinned: boolean }[];
  };
  for (const row of result.rows)
    map.set(Number(row.id), {
      bought: row.bought,
      gifted: row.gifted,
      rating: Number(row.rating),
      pinned: row.pinned,
    });
  return map;
}

/** Ids of the actors of some gender types (the video filter's actingGroups). */
export async function actorIdsByGenderTypes(db: DbOrTx, genderTypes: string[]): Promise<number[]> {
  const rows = await db
    .select({ id: actors.id })
    .from(actors)
    .where(inArray(actors.genderType, genderTypes as ActorRow["genderType"][]));
  return rows.map((row) => row.id);
}
