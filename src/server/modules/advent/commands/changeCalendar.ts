import { and, eq } from "drizzle-orm";
import type { TAdventCalendarChange } from "../../../../common/contracts/advent.ts";
import type { Tx } from "../../../db/client.ts";
import { adventCalendars, adventDoors } from "../../../db/schema/advent.ts";
import { notFound } from "../../../lib/errors.ts";

/**
 * Changes a door calendar (operator: PATCH internal/advent/calendars/{eventId}): its title and its
 * doors' labels. The days, performers and rewards stay (claims hang on them). 404 for an unknown
 * calendar or door; nothing is written then.
 */
export async function changeCalendar(options: {
  tx: Tx;
  calendarId: number;
  input: TAdventCalendarChange;
}): Promise<{ id: number }> {
  const { tx, calendarId, input } = options;
  const [calendar] = await tx
    .select({ id: adventCalendars.id })
    .from(adventCalendars)
    .where(eq(adventCalendars.id, calendarId))
    .for("update");
  if (!calendar) throw notFound("Calendar");
  if (input.title)
    await tx.update(adventCalendars).set({ title: input.title }).where(eq(adventCalendars.id, calendarId));
  for (const door of input.doors ?? []) {
    const [changed] = await tx
      .update(adventDoors)
      .set({ label: door.label })
      .where(and(eq(adventDoors.calendarId, calendarId), eq(adventDoors.doorNo, door.doorNo)))
      .returning({ id: adventDoors.id });
    // The transaction rolls back what was changed before.
    if (!changed) throw notFound(`Door ${door.doorNo}`);
  }
  return { id: calendarId };
}
