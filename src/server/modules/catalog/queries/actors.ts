import { and, asc, desc, eq, gte, lte, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { NEW_ACTOR_DAYS } from "../../../../common/constants.ts";
import type { DbOrTx } from "../../../db/client.ts";
import { actorSedcards, actors, images, videos } from "../../../db/schema/catalog.ts";
import type { ActorRow, ImageRow } from "../rows.ts";

const avatar = alias(images, "avatar");
const cover = alias(images, "cover");

/** One actor by case-insensitive name or numeric id, with avatar and cover image. */
export async function findActor(
  db: DbOrTx,
  nameOrId: string | number,
): Promise<(ActorRow & { cover: ImageRow | null }) | null> {
  const id = typeof nameOrId === "number" || /^\d{1,10}$/.test(nameOrId) ? Number(nameOrId) : null;
  // An id beyond the integer column's range names nobody (and must not reach the database).
  if (id !== null && id > 2_147_483_647) return null;
  const where =
    id !== null ? eq(actors.id, id) : eq(sql`lower(${actors.name})`, String(nameOrId).toLowerCase());
  const [row] = await db
    .select({ actor: actors, avatar, cover })
    .from(actors)
    .leftJoin(avatar, eq(avatar.id, actors.avatarImageId))
    .leftJoin(cover, eq(cover.id, actors.coverImageId))
    .where(where)
    .limit(1);
  return row ? { ...row.actor, avatar: row.avatar, cover: row.cover } : null;
}

export type ActorOrder = "newest" | "online";

/** A page of actors: newly registered (within NEW_ACTOR_DAYS) or online first. */
export async function findActors(
  db: DbOrTx,
  options: {
    order: ActorOrder;
    onlyNew?: boolean;
    onlyOnline?: boolean;
    /** Women only (gender type F): the "new girls" list. */
    onlyWomen?: boolean;
    offset: number;
    limit: number;
    now: Date;
  },
): Promise<{ rows: ActorRow[]; total: number }> {
  const conditions = [];
  if (options.onlyNew) {
    conditions.push(gte(actors.registeredAt, new Date(options.now.getTime() - NEW_ACTOR_DAYS * 86_400_000)));
  }
  if (options.onlyOnline) conditions.push(eq(actors.isOnline, true));
  if (options.onlyWomen) conditions.push(eq(actors.genderType, "F"));
  const order =
    options.order === "newest"
      ? [desc(actors.registeredAt), desc(actors.id)]
      : [desc(actors.isOnline), desc(actors.onlineSince), asc(actors.name)];
  const found = await db
    .select({ actor: actors, avatar, total: sql<number>`count(*) over()::int` })
    .from(actors)
    .leftJoin(avatar, eq(avatar.id, actors.avatarImageId))
    .where(and(...conditions))
    .orderBy(...order)
    .limit(options.limit)
    .offset(options.offset);
  const total = found[0]?.total ?? (await countActors(db, and(...conditions)));
  return { rows: found.map((r) => ({ ...r.actor, avatar: r.avatar })), total };
}

async function countActors(db: DbOrTx, where: ReturnType<typeof and>): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(actors).where(where);
  return row?.n ?? 0;
}

/** Sedcard photos of an actor up to an age rating, in their order. */
export async function findSedcards(db: DbOrTx, actorId: number, maxAgeRating: number) {
  return db
    .select({ id: actorSedcards.id, ageRating: actorSedcards.ageRating, image: images })
    .from(actorSedcards)
    .innerJoin(images, eq(images.id, actorSedcards.imageId))
    .where(and(eq(actorSedcards.actorId, actorId), sql`${actorSedcards.ageRating} <= ${maxAgeRating}`))
    .orderBy(asc(actorSedcards.position));
}

/** Number of actors in total and online now. */
export async function actorCounts(db: DbOrTx) {
  const [row] = await db
    .select({
      all: sql<number>`count(*)::int`,
      online: sql<number>`count(*) filter (where ${actors.isOnline})::int`,
    })
    .from(actors);
  return { all: row?.all ?? 0, online: row?.online ?? 0 };
}

/** Video sales and video count per actor over the released videos: the video stars' ranking. */
export function videoStarStats(db: DbOrTx, now: Date) {
  return db
    .select({
      actorId: videos.actorId,
      sales: sql<number>`sum(${videos.salesCount})::int`.as("sales"),
      videoCount: sql<number>`count(*)::int`.as("video_count"),
    })
    .from(videos)
    .where(lte(videos.releasedAt, now))
    .groupBy(videos.actorId)
    .as("stars");
}

/** The video stars (spec content §9: 100): actors by video sales, then video count, in one statement. */
export async function findVideoStars(
  db: DbOrTx,
  now: Date,
  limit: number,
): Promise<(ActorRow & { sales: number; videoCount: number })[]> {
  const stars = videoStarStats(db, now);
  const rows = await db
    .select({ actor: actors, avatar, sales: stars.sales, videoCount: stars.videoCount })
    .from(stars)
    .innerJoin(actors, eq(actors.id, stars.actorId))
    .leftJoin(avatar, eq(avatar.id, actors.avatarImageId))
    .orderBy(desc(stars.sales), desc(stars.videoCount), asc(actors.id))
    .limit(limit);
  return rows.map((r) => ({ ...r.actor, avatar: r.avatar, sales: r.sales, videoCount: r.videoCount }));
}
