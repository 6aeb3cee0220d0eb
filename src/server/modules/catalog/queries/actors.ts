import { and, asc, desc, eq, gte, inArray, lte, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { NEW_ACTOR_DAYS } from "../../../../common/constants.ts";
import type { DbOrTx } from "../../../db/client.ts";
import {
  actorInterviews,
  actorSedcards,
  actors,
  albumPictures,
  albums,
  images,
  videos,
} from "../../../db/schema/catalog.ts";
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

/** Sedcards by id with their actor and image (lists of pinned sedcards). */
export async function sedcardsByIds(db: DbOrTx, sedcardIds: number[]) {
  if (sedcardIds.length === 0) return [];
  return db
    .select({
      id: actorSedcards.id,
      ageRating: actorSedcards.ageRating,
      actor: { id: actors.id, name: actors.name },
      image: images,
    })
    .from(actorSedcards)
    .innerJoin(actors, eq(actors.id, actorSedcards.actorId))
    .innerJoin(images, eq(images.id, actorSedcards.imageId))
    .where(inArray(actorSedcards.id, sedcardIds));
}

/** Whether an actor exists (a light check before a write about her). */
export async function actorExists(db: DbOrTx, actorId: number): Promise<boolean> {
  const [row] = await db.select({ id: actors.id }).from(actors).where(eq(actors.id, actorId)).limit(1);
  return row !== undefined;
}

/** What a guest can pin (favorites): an actor, an album, a sedcard or an album picture. */
export type PinnableObject = "actor" | "album" | "sedcard" | "picture";

/** Whether the object a guest wants to pin exists. */
export async function pinnableExists(db: DbOrTx, objectType: PinnableObject, objectId: number) {
  const table = { actor: actors, album: albums, sedcard: actorSedcards, picture: albumPictures }[objectType];
  const [row] = await db.select({ id: table.id }).from(table).where(eq(table.id, objectId)).limit(1);
  return row !== undefined;
}

/** Actors by id with their avatar, online first, then by name (absent ids are left out). */
export async function actorsWithAvatars(db: DbOrTx, actorIds: number[]): Promise<ActorRow[]> {
  if (actorIds.length === 0) return [];
  const rows = await db
    .select({ actor: actors, avatar })
    .from(actors)
    .leftJoin(avatar, eq(avatar.id, actors.avatarImageId))
    .where(inArray(actors.id, [...new Set(actorIds)]))
    .orderBy(desc(actors.isOnline), asc(actors.name));
  return rows.map((r) => ({ ...r.actor, avatar: r.avatar }));
}

/** The performer groups lists can keep: by gender type, or newly registered. */
export type ActorGroup = "women" | "men" | "couples" | "trans" | "newcomers";

/**
 * The actors of a list as a subquery for rankings other modules compose with their own numbers by
 * actor id (storefront's top cams): id, online now, online for a mobile video call, the name in
 * lower case (for ties). `online` keeps only actors online now; `group` one performer group.
 */
export function actorListSubquery(
  db: DbOrTx,
  options: { online: boolean; group: ActorGroup | null; now: Date },
) {
  const where = [];
  if (options.online) where.push(eq(actors.isOnline, true));
  switch (options.group) {
    case "women":
      where.push(eq(actors.genderType, "F"));
      break;
    case "men":
      where.push(eq(actors.genderType, "M"));
      break;
    case "couples":
      where.push(inArray(actors.genderType, ["FM", "FF"]));
      break;
    case "trans":
      where.push(eq(actors.genderType, "S"));
      break;
    case "newcomers":
      where.push(gte(actors.registeredAt, new Date(options.now.getTime() - NEW_ACTOR_DAYS * 86_400_000)));
      break;
    default:
      break;
  }
  return db
    .select({
      id: actors.id,
      isOnline: actors.isOnline,
      isOnlineMobileVideocall: actors.isOnlineMobileVideocall,
      lowerName: sql<string>`lower(${actors.name})`.as("lower_name"),
    })
    .from(actors)
    .where(and(...where))
    .as("listed");
}

/** Actors by id with avatar and cover, in the order of the ids given (absent ids are left out). */
export async function actorsWithImages(
  db: DbOrTx,
  actorIds: number[],
): Promise<(ActorRow & { cover: ImageRow | null })[]> {
  if (actorIds.length === 0) return [];
  const rows = await db
    .select({ actor: actors, avatar, cover })
    .from(actors)
    .leftJoin(avatar, eq(avatar.id, actors.avatarImageId))
    .leftJoin(cover, eq(cover.id, actors.coverImageId))
    .where(inArray(actors.id, actorIds));
  const byId = new Map(rows.map((r) => [r.actor.id, { ...r.actor, avatar: r.avatar, cover: r.cover }]));
  return actorIds.flatMap((id) => {
    const row = byId.get(id);
    return row ? [row] : [];
  });
}

/** SQL condition: the actor whose id is in `actorIdColumn` is online now (lists filtered by it). */
export function actorIsOnline(actorIdColumn: SQLWrapper): SQL {
  return sql`exists (select 1 from ${actors} where ${actors.id} = ${actorIdColumn} and ${actors.isOnline})`;
}

/** What the messenger needs of an actor: the message price, free messages, online now; null if none. */
export async function actorMessagingOf(db: DbOrTx, actorId: number) {
  const [row] = await db
    .select({
      priceMessage: actors.priceMessage,
      freeMessages: actors.freeMessages,
      isOnline: actors.isOnline,
    })
    .from(actors)
    .where(eq(actors.id, actorId));
  return row ?? null;
}

/** Actors' names by id (absent ids are left out). */
export async function actorNamesOf(db: DbOrTx, actorIds: readonly number[]): Promise<Map<number, string>> {
  if (actorIds.length === 0) return new Map();
  const rows = await db
    .select({ id: actors.id, name: actors.name })
    .from(actors)
    .where(inArray(actors.id, [...new Set(actorIds)]));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** Actors' names and spoken languages by id: what a text of theirs is shown with (performerText). */
export async function actorNamesAndLanguagesOf(
  db: DbOrTx,
  actorIds: readonly number[],
): Promise<Map<number, { name: string; languages: string[] }>> {
  if (actorIds.length === 0) return new Map();
  const rows = await db
    .select({ id: actors.id, name: actors.name, languages: actors.languages })
    .from(actors)
    .where(inArray(actors.id, [...new Set(actorIds)]));
  return new Map(rows.map((row) => [row.id, { name: row.name, languages: row.languages }]));
}

/** The interview answers of some actors, each actor's in their order, with her spoken languages. */
export async function interviewRowsOf(db: DbOrTx, actorIds: number[]) {
  if (actorIds.length === 0) return [];
  return db
    .select({
      id: actorInterviews.id,
      actorId: actorInterviews.actorId,
      question: actorInterviews.question,
      answer: actorInterviews.answer,
      actorLanguages: actors.languages,
    })
    .from(actorInterviews)
    .innerJoin(actors, eq(actors.id, actorInterviews.actorId))
    .where(inArray(actorInterviews.actorId, actorIds))
    .orderBy(asc(actorInterviews.actorId), asc(actorInterviews.position), asc(actorInterviews.id));
}

/** Online performers available for conversion chat, longest online first (spec default 30). */
export async function conversionChatActorIds(db: DbOrTx, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: actors.id })
    .from(actors)
    .where(and(eq(actors.isOnline, true), eq(actors.isAvailableForConversionChat, true)))
    .orderBy(asc(actors.onlineSince), desc(actors.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** Whether guests can control the actor's toy now (isDildocontrolAvailable): she has one and is online. */
export async function actorToyAvailable(db: DbOrTx, actorId: number): Promise<boolean> {
  const [row] = await db
    .select({ hasToy: actors.hasToy, isOnline: actors.isOnline })
    .from(actors)
    .where(eq(actors.id, actorId));
  return (row?.hasToy ?? false) && (row?.isOnline ?? false);
}

/**
 * Locks the actor's row for the rest of the transaction (FOR UPDATE) and answers what a chat start
 * decides on: online, the chat kinds she offers now, her prices, where she is not shown; null if no
 * such actor. Every chat start takes this lock first, so two starts with one performer queue.
 */
export async function lockActorForChat(tx: DbOrTx, actorId: number) {
  const [actor] = await tx
    .select({
      id: actors.id,
      isOnline: actors.isOnline,
      freeChat: actors.freeChat,
      isLivePreviewEnabled: actors.isLivePreviewEnabled,
      isVoyeurChatAvailable: actors.isVoyeurChatAvailable,
      isCurrentlyTicketShow: actors.isCurrentlyTicketShow,
      isAvailableForConversionChat: actors.isAvailableForConversionChat,
      priceVideoChat: actors.priceVideoChat,
      priceSingleC2c: actors.priceSingleC2c,
      priceVoyeur: actors.priceVoyeur,
      bannedCountryCodes: actors.bannedCountryCodes,
    })
    .from(actors)
    .where(eq(actors.id, actorId))
    .for("update");
  return actor ?? null;
}

/**
 * SQL, for another module's single-statement command: the row (id, free_messages) of the actor
 * `actorId` (no row for an unknown actor). The messenger's actorSend() selects from it in a CTE.
 */
export function actorFreeMessagesRowSql(actorId: number): SQL {
  return sql`select ${actors.id} as id, ${actors.freeMessages} as free_messages from ${actors} where ${actors.id} = ${actorId}`;
}
