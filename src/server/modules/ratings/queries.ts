import { and, eq, gte, inArray, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { MIN_CHAT_RATINGS } from "../../../common/contracts/actors.ts";
import type { DbOrTx } from "../../db/client.ts";
import { actorChatRatings, contentRatings } from "../../db/schema/ratings.ts";
import type { RatedObject } from "./commands/setRating.ts";

/** The ids among `objectIds` the guest likes (rated 1: the tiles' `guestInfo.liked`). */
export async function likedIds(
  db: DbOrTx,
  guestId: number,
  objectType: RatedObject,
  objectIds: number[],
): Promise<Set<number>> {
  if (objectIds.length === 0) return new Set();
  const rows = await db
    .select({ id: contentRatings.objectId })
    .from(contentRatings)
    .where(
      and(
        eq(contentRatings.guestId, guestId),
        eq(contentRatings.objectType, objectType),
        inArray(contentRatings.objectId, objectIds),
        eq(contentRatings.value, 1),
      ),
    );
  return new Set(rows.map((row) => row.id));
}

/** The guest's ratings (1 or -1) of the given objects of one type, by object id. */
export async function ratingValues(
  db: DbOrTx,
  guestId: number,
  objectType: RatedObject,
  objectIds: number[],
): Promise<Map<number, number>> {
  if (objectIds.length === 0) return new Map();
  const rows = await db
    .select({ id: contentRatings.objectId, value: contentRatings.value })
    .from(contentRatings)
    .where(
      and(
        eq(contentRatings.guestId, guestId),
        eq(contentRatings.objectType, objectType),
        inArray(contentRatings.objectId, objectIds),
      ),
    );
  return new Map(rows.map((row) => [row.id, row.value]));
}

/** SQL value: the guest's rating (1, -1, else 0) of the object whose id is in `idColumn` (for lists). */
export function ratingValueSql(guestId: number, objectType: RatedObject, idColumn: SQLWrapper): SQL<number> {
  return sql<number>`coalesce((select ${contentRatings.value} from ${contentRatings} where ${contentRatings.guestId} = ${guestId} and ${contentRatings.objectType} = ${objectType} and ${contentRatings.objectId} = ${idColumn}), 0)`;
}

/** Chat-exit survey answers per actor since a moment: how many, how many satisfied. */
export async function chatRatingCounts(
  db: DbOrTx,
  actorIds: number[],
  since: Date,
): Promise<Map<number, { count: number; satisfied: number }>> {
  if (actorIds.length === 0) return new Map();
  const rows = await db
    .select({
      actorId: actorChatRatings.actorId,
      count: sql<number>`count(*)::int`,
      satisfied: sql<number>`count(*) filter (where ${actorChatRatings.satisfied})::int`,
    })
    .from(actorChatRatings)
    .where(
      and(
        inArray(actorChatRatings.actorId, actorIds),
        sql`${actorChatRatings.createdAt} > ${since.toISOString()}::timestamptz`,
      ),
    )
    .groupBy(actorChatRatings.actorId);
  return new Map(rows.map((row) => [row.actorId, { count: row.count, satisfied: row.satisfied }]));
}

/** Chat ratings per actor since a moment (count and satisfied), as a subquery for rankings. */
export function chatRatingCountsSince(db: DbOrTx, since: Date) {
  return db
    .select({
      actorId: actorChatRatings.actorId,
      count: sql<number>`count(*)::int`.as("rating_count"),
      satisfied: sql<number>`count(*) filter (where ${actorChatRatings.satisfied})::int`.as("satisfied"),
    })
    .from(actorChatRatings)
    .where(gte(actorChatRatings.createdAt, since))
    .groupBy(actorChatRatings.actorId);
}

/**
 * SQL value: the satisfaction (0–100) of the chat ratings since `since` of the actor whose id is in
 * `actorIdColumn`, null below MIN_CHAT_RATINGS of them (lists ordered by it).
 */
export function satisfactionRateSql(actorIdColumn: SQLWrapper, since: Date): SQL<number | null> {
  return sql<number | null>`(select case when count(*) >= ${MIN_CHAT_RATINGS}
      then round(100.0 * count(*) filter (where ${actorChatRatings.satisfied}) / count(*))::int end
    from ${actorChatRatings} where ${actorChatRatings.actorId} = ${actorIdColumn}
      and ${actorChatRatings.createdAt} > ${since.toISOString()}::timestamptz)`;
}
