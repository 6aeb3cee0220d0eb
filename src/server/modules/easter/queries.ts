import { and, asc, count, desc, eq, gt, isNull, lte, or } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import {
  easterCollections,
  easterEggSpots,
  easterEvents,
  easterRewardGrants,
  easterRewards,
} from "../../db/schema/easter.ts";

export type EasterEventRow = typeof easterEvents.$inferSelect;
export type EggSpotRow = typeof easterEggSpots.$inferSelect;
export type EasterRewardRow = typeof easterRewards.$inferSelect;

const running = (now: Date) =>
  and(lte(easterEvents.startsAt, now), or(isNull(easterEvents.endsAt), gt(easterEvents.endsAt, now)));

/** The events running at `now`, the latest started first. */
export function runningEvents(db: DbOrTx, now: Date): Promise<EasterEventRow[]> {
  return db
    .select()
    .from(easterEvents)
    .where(running(now))
    .orderBy(desc(easterEvents.startsAt), desc(easterEvents.id));
}

/** The event the pages show: the latest started of the running ones. */
export async function currentEvent(db: DbOrTx, now: Date): Promise<EasterEventRow | null> {
  return (await runningEvents(db, now))[0] ?? null;
}

/** An event by id. */
export async function eventById(db: DbOrTx, eventId: number): Promise<EasterEventRow | null> {
  const [row] = await db.select().from(easterEvents).where(eq(easterEvents.id, eventId)).limit(1);
  return row ?? null;
}

/** An event by key. */
export async function eventByKey(db: DbOrTx, key: string): Promise<EasterEventRow | null> {
  const [row] = await db.select().from(easterEvents).where(eq(easterEvents.key, key)).limit(1);
  return row ?? null;
}

/** An event's spots, by id. */
export function spotsOf(db: DbOrTx, eventId: number): Promise<EggSpotRow[]> {
  return db
    .select()
    .from(easterEggSpots)
    .where(eq(easterEggSpots.eventId, eventId))
    .orderBy(asc(easterEggSpots.id));
}

/** An event's rewards, the fewest eggs first. */
export function rewardsOf(db: DbOrTx, eventId: number): Promise<EasterRewardRow[]> {
  return db
    .select()
    .from(easterRewards)
    .where(eq(easterRewards.eventId, eventId))
    .orderBy(asc(easterRewards.requiredEggs));
}

/** How many eggs a guest collected at an event. */
export async function collectedCount(db: DbOrTx, eventId: number, guestId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(easterCollections)
    .where(and(eq(easterCollections.eventId, eventId), eq(easterCollections.guestId, guestId)));
  return row?.n ?? 0;
}

/** The spots a guest collected at an event on a day. */
export async function spotsCollectedOn(
  db: DbOrTx,
  eventId: number,
  guestId: number,
  day: string,
): Promise<number[]> {
  const rows = await db
    .select({ spotId: easterCollections.spotId })
    .from(easterCollections)
    .where(
      and(
        eq(easterCollections.eventId, eventId),
        eq(easterCollections.guestId, guestId),
        eq(easterCollections.day, day),
      ),
    );
  return rows.map((row) => row.spotId);
}

/** A guest's granted rewards at an event, the oldest first. */
export function grantsOf(db: DbOrTx, eventId: number, guestId: number) {
  return db
    .select({
      rewardId: easterRewardGrants.rewardId,
      benefit: easterRewardGrants.benefit,
      createdAt: easterRewardGrants.createdAt,
    })
    .from(easterRewardGrants)
    .where(and(eq(easterRewardGrants.eventId, eventId), eq(easterRewardGrants.guestId, guestId)))
    .orderBy(asc(easterRewardGrants.createdAt), asc(easterRewardGrants.id));
}
