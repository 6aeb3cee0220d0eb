import { and, asc, count, desc, eq, inArray, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { FavoriteObjectType } from "../../../common/contracts/favorites.ts";
import type { DbOrTx } from "../../db/client.ts";
import { actorSedcards, actors, albumPictures, albums, images } from "../../db/schema/catalog.ts";
import { favorites } from "../../db/schema/favorites.ts";
import type { ActorRow } from "../catalog/index.ts";

const avatar = alias(images, "avatar");

/** Whether the object a guest wants to pin exists. */
export async function objectExists(db: DbOrTx, objectType: FavoriteObjectType, objectId: number) {
  const table = { actor: actors, album: albums, sedcard: actorSedcards, picture: albumPictures }[objectType];
  const [row] = await db.select({ id: table.id }).from(table).where(eq(table.id, objectId)).limit(1);
  return row !== undefined;
}

/** The ids a guest pinned of one object type, newest first. */
export async function pinnedIds(db: DbOrTx, guestId: number, objectType: FavoriteObjectType) {
  const rows = await db
    .select({ id: favorites.objectId })
    .from(favorites)
    .where(and(eq(favorites.guestId, guestId), eq(favorites.objectType, objectType)))
    .orderBy(desc(favorites.createdAt), desc(favorites.objectId));
  return rows.map((row) => row.id);
}

export interface FavoriteActorRow {
  actor: ActorRow;
  emailNotify: boolean;
  smsNotify: boolean;
  pushNotify: boolean;
  pinnedAt: Date;
}

/** A guest's favourite actors: online first, then by name. */
export async function favoriteActors(db: DbOrTx, guestId: number): Promise<FavoriteActorRow[]> {
  const rows = await db
    .select({
      actor: actors,
      avatar,
      emailNotify: favorites.emailNotify,
      smsNotify: favorites.smsNotify,
      pushNotify: favorites.pushNotify,
      pinnedAt: favorites.createdAt,
    })
    .from(favorites)
    .innerJoin(actors, eq(actors.id, favorites.objectId))
    .leftJoin(avatar, eq(avatar.id, actors.avatarImageId))
    .where(and(eq(favorites.guestId, guestId), eq(favorites.objectType, "actor")))
    .orderBy(desc(actors.isOnline), asc(actors.name));
  return rows.map((row) => ({
    actor: { ...row.actor, avatar: row.avatar },
    emailNotify: row.emailNotify,
    smsNotify: row.smsNotify,
    pushNotify: row.pushNotify,
    pinnedAt: row.pinnedAt,
  }));
}

/** A page of a guest's pins of some object types, newest first, with the number of all of them. */
export async function pinsOf(
  db: DbOrTx,
  guestId: number,
  objectTypes: FavoriteObjectType[],
  page: { offset: number; limit: number },
) {
  const where = and(eq(favorites.guestId, guestId), inArray(favorites.objectType, objectTypes));
  const [pins, [total]] = await Promise.all([
    db
      .select({ objectType: favorites.objectType, objectId: favorites.objectId, at: favorites.createdAt })
      .from(favorites)
      .where(where)
      .orderBy(desc(favorites.createdAt), desc(favorites.objectId))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(favorites).where(where),
  ]);
  return { pins, total: total?.n ?? 0 };
}

/** How many guests pinned each actor, as a subquery for rankings. */
export function actorPinCounts(db: DbOrTx) {
  return db
    .select({ actorId: favorites.objectId, count: sql<number>`count(*)::int`.as("pin_count") })
    .from(favorites)
    .where(eq(favorites.objectType, "actor"))
    .groupBy(favorites.objectId);
}
