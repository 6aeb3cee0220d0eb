import { berlinDate, berlinDayStart, nextBerlinDayStart } from "../../../common/berlinTime.ts";
import type {
  TActivityCode,
  TActivityEventData,
  TActivityEventType,
  TRunningActivityEvent,
} from "../../../common/contracts/activity.ts";
import { type Language, pickLocalized } from "../../../common/languages.ts";
import type { DbOrTx } from "../../db/client.ts";
import { notFound } from "../../lib/errors.ts";
import { benefitValue } from "./policy.ts";
import { type ActivityEventRow, eventsBetween, rulesOf, runningEvents, standingOf } from "./queries.ts";

/** The events of a type shown for a day: those running now today, else those running at some moment of that Berlin day. */
async function eventsOn(db: DbOrTx, eventType: TActivityEventType, now: Date, qmdate: string | undefined) {
  if (!qmdate || qmdate === berlinDate(now))
    return { day: berlinDate(now), events: await runningEvents(db, now, eventType) };
  const noon = new Date(`${qmdate}T12:00:00Z`); // always inside that Berlin day
  return {
    day: qmdate,
    events: await eventsBetween(db, eventType, berlinDayStart(noon), nextBerlinDayStart(noon)),
  };
}

/**
 * special/getData/{eventType}: the event running on the day (today or qmdate) with its activities,
 * challenges and reward ladder; for a guest, today's counts, challenge progress, rewards reached
 * and granted and her points. 404 when no such event runs that day.
 */
export async function activityDataView(
  db: DbOrTx,
  options: {
    eventType: TActivityEventType;
    language: Language;
    now: Date;
    qmdate?: string;
    guestId: number | null;
  },
): Promise<TActivityEventData> {
  const { day, events } = await eventsOn(db, options.eventType, options.now, options.qmdate);
  const [event] = events;
  if (!event) throw notFound("Event");
  return eventDataView(db, event, { language: options.language, day, guestId: options.guestId });
}

/** One event's data (activityDataView), for a guest (or null: a visitor) on a Berlin day. */
export async function eventDataView(
  db: DbOrTx,
  event: ActivityEventRow,
  options: { language: Language; day: string; guestId: number | null },
): Promise<TActivityEventData> {
  const { day } = options;
  const rules = await rulesOf(db, event.id);
  const standing = options.guestId === null ? null : await standingOf(db, event.id, options.guestId, day);
  const points = standing?.points ?? null;
  const next = standing ? rules.rewards.find((r) => r.requiredPoints > standing.points) : undefined;
  return {
    eventId: event.id,
    eventType: event.key as TActivityEventType,
    title: pickLocalized(event.title, options.language),
    startsAt: event.startsAt.toISOString(),
    endsAt: event.endsAt.toISOString(),
    day,
    activities: rules.activities.map((a) => ({
      code: a.code as TActivityCode,
      points: a.points,
      vipBonus: a.vipBonus,
      limitPerDay: a.limitPerDay,
      todayCount: standing ? (standing.counts.get(a.code)?.today ?? 0) : null,
    })),
    challenges: rules.challenges.map((c) => ({
      id: c.id,
      title: pickLocalized(c.title, options.language),
      activityCode: c.activityCode as TActivityCode,
      target: c.target,
      bonusPoints: c.bonusPoints,
      progress: standing ? Math.min(c.target, standing.counts.get(c.activityCode)?.total ?? 0) : null,
      completed: standing?.completed.has(c.id) ?? false,
    })),
    rewards: rules.rewards.map((r) => ({
      id: r.id,
      requiredPoints: r.requiredPoints,
      type: r.benefit.kind,
      value: benefitValue(r.benefit),
      label: pickLocalized(r.label, options.language),
      benefit: r.benefit,
      reached: points !== null && points >= r.requiredPoints,
      granted: standing?.granted.has(r.id) ?? false,
    })),
    guestPoints: points,
    nextRewardPoints: next?.requiredPoints ?? null,
  };
}

/** The activity events running at `now` (special/get/events). */
export async function runningActivityEvents(
  db: DbOrTx,
  now: Date,
  language: Language,
): Promise<TRunningActivityEvent[]> {
  const events = await runningEvents(db, now);
  return events.map((event) => ({
    eventId: event.id,
    eventType: event.key as TActivityEventType,
    title: pickLocalized(event.title, language),
    startsAt: event.startsAt.toISOString(),
    endsAt: event.endsAt.toISOString(),
  }));
}
