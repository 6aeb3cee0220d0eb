import { and, desc, eq, gte, inArray, lte, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { adventCalendars, adventClaims, adventDoors } from "../../db/schema/advent.ts";

export type CalendarRow = typeof adventCalendars.$inferSelect;
export type DoorRow = typeof adventDoors.$inferSelect;
export type ClaimRow = typeof adventClaims.$inferSelect;

/** The last day of a calendar, as SQL (first day + door count - 1). */
const lastDaySql = sql`(${adventCalendars.firstDay} + (${adventCalendars.doorCount} - 1))`;

/**
 * The calendars running on a Berlin day: the advent calendar first, then the actor gift calendars,
 * newest first.
 */
export async function calendarsOn(db: DbOrTx, day: string): Promise<CalendarRow[]> {
  return db
    .select()
    .from(adventCalendars)
    .where(and(lte(adventCalendars.firstDay, day), gte(lastDaySql, sql`${day}::date`)))
    .orderBy(
      sql`${adventCalendars.kind} = 'advent' desc`,
      desc(adventCalendars.firstDay),
      desc(adventCalendars.id),
    );
}

/** A calendar's doors, by number. */
export async function doorsOf(db: DbOrTx, calendarId: number): Promise<DoorRow[]> {
  return db
    .select()
    .from(adventDoors)
    .where(eq(adventDoors.calendarId, calendarId))
    .orderBy(adventDoors.doorNo);
}

/** A guest's claims in a calendar. */
export async function claimsOf(db: DbOrTx, calendarId: number, guestId: number): Promise<ClaimRow[]> {
  return db
    .select()
    .from(adventClaims)
    .where(and(eq(adventClaims.calendarId, calendarId), eq(adventClaims.guestId, guestId)));
}

/** The doors of a performer on a Berlin day (of any calendar), the advent calendar's first. */
export async function doorsOfActorOn(
  db: DbOrTx,
  actorId: number,
  day: string,
): Promise<{ door: DoorRow; calendar: CalendarRow }[]> {
  return db
    .select({ door: adventDoors, calendar: adventCalendars })
    .from(adventDoors)
    .innerJoin(adventCalendars, eq(adventCalendars.id, adventDoors.calendarId))
    .where(and(eq(adventDoors.actorId, actorId), eq(adventDoors.day, day)))
    .orderBy(sql`${adventCalendars.kind} = 'advent' desc`, desc(adventCalendars.id));
}

/** Calendars of a kind starting on a day (the demo's idempotence). */
export async function calendarsStarting(
  db: DbOrTx,
  kind: CalendarRow["kind"],
  firstDays: string[],
): Promise<CalendarRow[]> {
  if (firstDays.length === 0) return [];
  return db
    .select()
    .from(adventCalendars)
    .where(and(eq(adventCalendars.kind, kind), inArray(adventCalendars.firstDay, firstDays)));
}

/** A calendar by id (it exists: the caller just created it). */
export async function calendarById(db: DbOrTx, id: number): Promise<CalendarRow> {
  const [calendar] = await db.select().from(adventCalendars).where(eq(adventCalendars.id, id)).limit(1);
  if (!calendar) throw new Error(`calendar ${id} not found`);
  return calendar;
}
