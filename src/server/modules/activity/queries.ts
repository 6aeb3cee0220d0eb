import { and, asc, desc, eq, gt, lt, lte, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import {
  activityChallenges,
  activityEvents,
  activityKinds,
  activityPoints,
  activityRewardGrants,
  activityRewards,
} from "../../db/schema/activity.ts";

export type ActivityEventRow = typeof activityEvents.$inferSelect;
export type ActivityKindRow = typeof activityKinds.$inferSelect;
export type ChallengeRow = typeof activityChallenges.$inferSelect;
export type ActivityRewardRow = typeof activityRewards.$inferSelect;

/** The events running at `at`, newest start first; `key` narrows to one event type. */
export async function runningEvents(db: DbOrTx, at: Date, key?: string): Promise<ActivityEventRow[]> {
  const running = and(lte(activityEvents.startsAt, at), gt(activityEvents.endsAt, at));
  return db
    .select()
    .from(activityEvents)
    .where(key ? and(running, eq(activityEvents.key, key)) : running)
    .orderBy(desc(activityEvents.startsAt), desc(activityEvents.id));
}

/** The events of a type running at some moment of [from, to), newest start first. */
export async function eventsBetween(
  db: DbOrTx,
  key: string,
  from: Date,
  to: Date,
): Promise<ActivityEventRow[]> {
  return db
    .select()
    .from(activityEvents)
    .where(and(eq(activityEvents.key, key), lt(activityEvents.startsAt, to), gt(activityEvents.endsAt, from)))
    .orderBy(desc(activityEvents.startsAt), desc(activityEvents.id));
}

/** An event's activities, challenges and rewards, in their order. */
export async function rulesOf(db: DbOrTx, eventId: number) {
  const [activities, challenges, rewards] = await Promise.all([
    db
      .select()
      .from(activityKinds)
      .where(eq(activityKinds.eventId, eventId))
      .orderBy(asc(activityKinds.position)),
    db
      .select()
      .from(activityChallenges)
      .where(eq(activityChallenges.eventId, eventId))
      .orderBy(asc(activityChallenges.position), asc(activityChallenges.id)),
    db
      .select()
      .from(activityRewards)
      .where(eq(activityRewards.eventId, eventId))
      .orderBy(asc(activityRewards.requiredPoints)),
  ]);
  return { activities, challenges, rewards };
}

/** A guest's standing in an event: total points, counts per activity (all days and `day`), completed challenges, granted rewards. */
export async function standingOf(db: DbOrTx, eventId: number, guestId: number, day: string) {
  const rows = await db
    .select({
      code: activityPoints.activityCode,
      sourceKey: sql<string>`min(${activityPoints.sourceKey})`,
      total: sql<number>`count(*)::int`,
      today: sql<number>`(count(*) filter (where ${activityPoints.day} = ${day}))::int`,
      points: sql<number>`coalesce(sum(${activityPoints.points}), 0)::int`,
    })
    .from(activityPoints)
    .where(and(eq(activityPoints.eventId, eventId), eq(activityPoints.guestId, guestId)))
    .groupBy(
      activityPoints.activityCode,
      sql`case when ${activityPoints.activityCode} = 'challenge' then ${activityPoints.sourceKey} end`,
    );
  const grants = await db
    .select({ rewardId: activityRewardGrants.rewardId })
    .from(activityRewardGrants)
    .where(and(eq(activityRewardGrants.eventId, eventId), eq(activityRewardGrants.guestId, guestId)));
  const counts = new Map<string, { total: number; today: number }>();
  const completed = new Set<number>();
  let points = 0;
  for (const row of rows) {
    points += row.points;
    if (row.code === "challenge") completed.add(challengeIdOf(row.sourceKey));
    else counts.set(row.code, { total: row.total, today: row.today });
  }
  return { points, counts, completed, granted: new Set(grants.map((g) => g.rewardId)) };
}

/** The source key of a completed challenge (one per challenge and guest). */
export function challengeKey(challengeId: number, guestId: number): string {
  return `challenge:${challengeId}:${guestId}`;
}

function challengeIdOf(sourceKey: string): number {
  return Number(sourceKey.split(":")[1]);
}
