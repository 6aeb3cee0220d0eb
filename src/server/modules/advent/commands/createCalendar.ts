import type { TAdventCalendarCreate } from "../../../../common/contracts/advent.ts";
import type { Tx } from "../../../db/client.ts";
import { adventCalendars, adventDoors } from "../../../db/schema/advent.ts";
import { AppError, AppErrorCode } from "../../../lib/errors.ts";
import { actorNamesOf } from "../../catalog/index.ts";
import { addDays } from "../doorState.ts";

/**
 * Creates a door calendar with its doors (operator: POST internal/advent/calendars). The contract
 * checked the shape (an advent calendar is 1-24 December, one door per number); every performer
 * named must exist (else 400).
 */
export async function createCalendar(options: {
  tx: Tx;
  input: TAdventCalendarCreate;
  now: Date;
}): Promise<{ id: number }> {
  const { tx, input } = options;
  const actorIds = [...input.doors.map((door) => door.actorId), ...(input.actorId ? [input.actorId] : [])];
  const known = await actorNamesOf(tx, actorIds);
  const unknown = actorIds.filter((id) => !known.has(id));
  if (unknown.length > 0)
    throw new AppError(AppErrorCode.VALIDATION_FAILED, `Unknown performer ${unknown[0]}`, {
      actorId: unknown[0],
    });
  const [calendar] = await tx
    .insert(adventCalendars)
    .values({
      kind: input.kind,
      title: input.title,
      firstDay: input.firstDay,
      doorCount: input.doorCount,
      actorId: input.actorId,
      createdAt: options.now,
    })
    .returning({ id: adventCalendars.id });
  if (!calendar) throw new Error("calendar not inserted");
  await tx.insert(adventDoors).values(
    input.doors.map((door) => ({
      calendarId: calendar.id,
      doorNo: door.doorNo,
      day: addDays(input.firstDay, door.doorNo - 1),
      actorId: door.actorId,
      itemType: door.itemType,
      benefit: door.benefit,
      label: door.label,
    })),
  );
  return calendar;
}
