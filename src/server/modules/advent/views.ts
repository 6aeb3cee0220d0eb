import type {
  TAdventActor,
  TAdventCalendar,
  TAdventCalendarAnswer,
  TAdventDoor,
  TAdventEvent,
} from "../../../common/contracts/advent.ts";
import { type Language, pickLocalized } from "../../../common/languages.ts";
import type { DbOrTx } from "../../db/client.ts";
import { actorsWithAvatars, presentImage } from "../catalog/index.ts";
import { addDays, adventToday, berlinDayBegins, berlinDayEnds, doorState } from "./doorState.ts";
import { type CalendarRow, type ClaimRow, calendarsOn, claimsOf, type DoorRow, doorsOf } from "./queries.ts";

/** The performers of some doors, by id. */
export async function actorsOf(db: DbOrTx, doors: DoorRow[]): Promise<Map<number, TAdventActor>> {
  const rows = await actorsWithAvatars(
    db,
    doors.map((door) => door.actorId),
  );
  return new Map(
    rows.map((row) => [row.id, { id: row.id, name: row.name, avatar: presentImage(row.avatar) }]),
  );
}

/**
 * A door for a guest on a day: a locked door shows its number and day only; today's door shows its
 * performer (the claim names her); an opened or missed door shows its reward too.
 */
export function presentDoor(
  door: DoorRow,
  options: { today: string; claim: ClaimRow | null; actors: Map<number, TAdventActor>; language: Language },
): TAdventDoor {
  const state = doorState(door.day, options.today, options.claim !== null);
  const revealed = state === "opened" || state === "missed";
  return {
    doorNo: door.doorNo,
    day: door.day,
    state,
    actor: state === "locked" ? null : (options.actors.get(door.actorId) ?? null),
    reward: revealed
      ? {
          itemType: door.itemType as NonNullable<TAdventDoor["reward"]>["itemType"],
          label: pickLocalized(door.label, options.language),
          benefit: door.benefit,
          code: options.claim?.code ?? null,
        }
      : null,
    openedAt: options.claim?.createdAt.toISOString() ?? null,
  };
}

/** A calendar with its doors as a guest (null: anonymous) sees them today. */
export async function presentCalendar(
  db: DbOrTx,
  calendar: CalendarRow,
  options: { guestId: number | null; now: Date; language: Language },
): Promise<TAdventCalendar> {
  const today = adventToday(options.now);
  const [doors, claims] = await Promise.all([
    doorsOf(db, calendar.id),
    options.guestId === null ? Promise.resolve([]) : claimsOf(db, calendar.id, options.guestId),
  ]);
  const actors = await actorsOf(db, doors);
  const claimByDoor = new Map(claims.map((claim) => [claim.doorId, claim]));
  return {
    id: calendar.id,
    kind: calendar.kind as TAdventCalendar["kind"],
    title: pickLocalized(calendar.title, options.language),
    firstDay: calendar.firstDay,
    lastDay: addDays(calendar.firstDay, calendar.doorCount - 1),
    doorCount: calendar.doorCount,
    actorId: calendar.actorId,
    doors: doors.map((door) =>
      presentDoor(door, {
        today,
        claim: claimByDoor.get(door.id) ?? null,
        actors,
        language: options.language,
      }),
    ),
  };
}

/** GET special/adventcalendar: the running calendar (the advent one first) for a guest or a visitor. */
export async function adventCalendarView(
  db: DbOrTx,
  options: { guestId: number | null; now: Date; language: Language },
): Promise<TAdventCalendarAnswer> {
  const today = adventToday(options.now);
  const [running] = await calendarsOn(db, today);
  return {
    today,
    nextDoorAt: berlinDayEnds(today).toISOString(),
    loggedIn: options.guestId !== null,
    calendar: running ? await presentCalendar(db, running, options) : null,
  };
}

/** The calendars running now, as events of special/get/events. */
export async function runningCalendars(db: DbOrTx, now: Date, language: Language): Promise<TAdventEvent[]> {
  const calendars = await calendarsOn(db, adventToday(now));
  return calendars.map((calendar) => ({
    eventId: calendar.id,
    eventType: "adventcalendar",
    title: pickLocalized(calendar.title, language),
    startsAt: berlinDayBegins(calendar.firstDay).toISOString(),
    endsAt: berlinDayEnds(addDays(calendar.firstDay, calendar.doorCount - 1)).toISOString(),
  }));
}
