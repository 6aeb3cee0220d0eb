import { and, count, desc, eq, inArray, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { FavoriteObjectType } from "../../../common/contracts/favorites.ts";
import type { DbOrTx } from "../../db/client.ts";
import { favorites } from "../../db/schema/favorites.ts";
import { type ActorRow, actorsWithAvatars } from "../catalog/index.ts";

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

/** A guest's favourite actors (the catalogue's rows): online first, then by name. */
export async function favoriteActors(db: DbOrTx, guestId: number): Promise<FavoriteActorRow[]> {
  const pins = await db
    .select({
      actorId: favorites.objectId,
      emailNotify: favorites.emailNotify,
      smsNotify: favorites.smsNotify,
      pushNotify: favorites.pushNotify,
      pinnedAt: favorites.createdAt,
    })
    .from(favorites)
    .where(and(eq(favorites.guestId, guestId), eq(favorites.objectType, "actor")));
  const byActor = new Map(pins.map(({ actorId, ...pin }) => [actorId, pin]));
  // The catalogue's order: online first, then by name.
  const actors = await actorsWithAvatars(db, [...byActor.keys()]);
  return actors.flatMap((actor) => {
    const pin = byActor.get(actor.id);
    return pin ? [{ actor, ...pin }] : [];
  });
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

/** SQL condition: the guest pinned the object of a type whose id is in `idColumn` (lists of flags). */
export function pinnedSql(guestId: number, objectType: FavoriteObjectType, idColumn: SQLWrapper): SQL {
  return sql`exists (select 1 from ${favorites} where ${favorites.guestId} = ${guestId} and ${favorites.objectType} = ${objectType} and ${favorites.objectId} = ${idColumn})`;
}
