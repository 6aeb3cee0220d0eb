import { and, asc, desc, eq, type SQL, sql } from "drizzle-orm";
import { CHAT_RATING_DAYS, MIN_CHAT_RATINGS } from "../../../../common/contracts/actors.ts";
import { TOP_CAMS_LIMIT, type TopCamType } from "../../../../common/contracts/catalog.ts";
import type { DbOrTx } from "../../../db/client.ts";
import {
  type ActorGroup,
  type ActorRow,
  actorListSubquery,
  actorsWithImages,
  type ImageRow,
} from "../../catalog/index.ts";
import { actorPinCounts } from "../../favorites/index.ts";
import { actorChatMinutesSince } from "../../live/index.ts";
import { chatRatingCountsSince } from "../../ratings/index.ts";

const DAY = 86_400_000;
/** The window of chat minutes the best-chats and top-videocall lists rank by. */
export const TOP_CAMS_SESSION_DAYS = 30;

/** One actor of a top-cams list with the numbers it was ranked by. */
export interface TopCamRow {
  actor: ActorRow & { cover: ImageRow | null };
  pinnedCount: number;
  /** Chat ratings of the last CHAT_RATING_DAYS days (all of them; the presenter hides fewer than 10). */
  ratingCount: number;
  satisfied: number;
  /** 2 per satisfied chat rating of the last 90 days plus 1 per favourite pin. */
  points: number;
  /** Chat minutes paid with coins or a voucher in the last TOP_CAMS_SESSION_DAYS days (live_charges). */
  paidMinutes: number;
  /** Charged VIDEO_CALL minutes in the last TOP_CAMS_SESSION_DAYS days. */
  videoCallMinutes: number;
}

/** The performer group a list keeps (catalog's), or null for the lists of everybody. */
function performerGroup(type: TopCamType): ActorGroup | null {
  return type === "women" || type === "men" || type === "couples" || type === "trans" || type === "newcomers"
    ? type
    : null;
}

/**
 * A top-cams list: ranked in one statement over catalog's list of actors (actorListSubquery) with the
 * ratings', favourites' and live's numbers by actor (aggregated once for every actor), then the
 * ranked actors' rows with their images (catalog actorsWithImages):
 * - top100: by points (2 per satisfied rating in 90 days + 1 per pin), online first on a tie;
 * - favorites: by pinned count, then points;
 * - bestChats: from real sessions: actors with paid chat minutes in the last
 *   TOP_CAMS_SESSION_DAYS days, by those minutes, ties by satisfaction rate (shown ones: at least
 *   MIN_CHAT_RATINGS in 90 days), then rating count; after them the actors without paid minutes
 *   but with shown ratings, by satisfaction rate;
 * - topVideocall: by charged VIDEO_CALL minutes of the last TOP_CAMS_SESSION_DAYS days, ties by
 *   satisfaction (shown ones), then online for a mobile video call, then points;
 * - the performer groups women (F), men (M), couples (FM, FF), trans (S) and newcomers (registered
 *   in the last NEW_ACTOR_DAYS days): that group only, ranked as top100.
 * Ties end on the name. `online` keeps only actors online now.
 */
export async function findTopCams(
  db: DbOrTx,
  options: { type: TopCamType; online: boolean; now: Date; limit?: number },
): Promise<TopCamRow[]> {
  const since = new Date(options.now.getTime() - CHAT_RATING_DAYS * DAY);
  const ratings = chatRatingCountsSince(db, since).as("ratings");
  const pins = actorPinCounts(db).as("pins");
  const chats = actorChatMinutesSince(db, new Date(options.now.getTime() - TOP_CAMS_SESSION_DAYS * DAY)).as(
    "chats",
  );
  const paidMinutes = sql<number>`coalesce(${chats.paidMinutes}, 0)`;
  const videoCallMinutes = sql<number>`coalesce(${chats.videoCallMinutes}, 0)`;
  const ratingCount = sql<number>`coalesce(${ratings.count}, 0)`;
  const satisfied = sql<number>`coalesce(${ratings.satisfied}, 0)`;
  const pinned = sql<number>`coalesce(${pins.count}, 0)`;
  const points = sql<number>`(2 * ${satisfied} + ${pinned})`;
  const rate = sql`${satisfied}::float / nullif(${ratingCount}, 0)`;
  const shownRate = sql`case when ${ratingCount} >= ${MIN_CHAT_RATINGS} then ${rate} end`;
  const listed = actorListSubquery(db, {
    online: options.online,
    group: performerGroup(options.type),
    now: options.now,
  });
  const where: SQL[] = [];
  if (options.type === "bestChats")
    where.push(sql`(${paidMinutes} > 0 or ${ratingCount} >= ${MIN_CHAT_RATINGS})`);
  const byName = asc(listed.lowerName);
  const byPoints = [desc(points), desc(listed.isOnline), byName];
  const order: Record<TopCamType, SQL[]> = {
    top100: byPoints,
    women: byPoints,
    men: byPoints,
    couples: byPoints,
    trans: byPoints,
    newcomers: byPoints,
    favorites: [desc(pinned), desc(points), byName],
    bestChats: [desc(paidMinutes), sql`${shownRate} desc nulls last`, desc(ratingCount), byName],
    topVideocall: [
      desc(videoCallMinutes),
      sql`${shownRate} desc nulls last`,
      desc(listed.isOnlineMobileVideocall),
      desc(points),
      byName,
    ],
  };
  const ranked = await db
    .select({
      actorId: listed.id,
      ratingCount: ratingCount.mapWith(Number),
      satisfied: satisfied.mapWith(Number),
      pinnedCount: pinned.mapWith(Number),
      points: points.mapWith(Number),
      paidMinutes: paidMinutes.mapWith(Number),
      videoCallMinutes: videoCallMinutes.mapWith(Number),
    })
    .from(listed)
    .leftJoin(ratings, eq(ratings.actorId, listed.id))
    .leftJoin(pins, eq(pins.actorId, listed.id))
    .leftJoin(chats, eq(chats.actorId, listed.id))
    .where(and(...where))
    .orderBy(...order[options.type])
    .limit(Math.min(options.limit ?? TOP_CAMS_LIMIT, TOP_CAMS_LIMIT));
  const actors = new Map(
    (
      await actorsWithImages(
        db,
        ranked.map((r) => r.actorId),
      )
    ).map((actor) => [actor.id, actor]),
  );
  const rows = ranked.flatMap(({ actorId, ...numbers }) => {
    const actor = actors.get(actorId);
    return actor ? [{ actor, ...numbers }] : [];
  });
  return rows;
}
