import { count, eq } from "drizzle-orm";
import type { TEasterEventChange } from "../../../../common/contracts/easter.ts";
import type { Tx } from "../../../db/client.ts";
import { easterEggSpots, easterEvents } from "../../../db/schema/easter.ts";
import { AppError, AppErrorCode, notFound } from "../../../lib/errors.ts";

/**
 * Changes an easter event (operator: PATCH internal/easter/events/{eventId}): its title, its end
 * (null: open) and the eggs hiding a day. The start, the spots and the rewards stay (eggs already
 * collected hang on them). 404 for an unknown event; 409 for an end at or before the start or
 * more eggs a day than the event has spots.
 */
export async function changeEasterEvent(options: {
  tx: Tx;
  eventId: number;
  input: TEasterEventChange;
}): Promise<{ id: number }> {
  const { tx, eventId, input } = options;
  const [event] = await tx.select().from(easterEvents).where(eq(easterEvents.id, eventId)).for("update");
  if (!event) throw notFound("Easter event");
  const endsAt =
    input.endsAt === undefined ? event.endsAt : input.endsAt === null ? null : new Date(input.endsAt);
  if (endsAt && endsAt <= event.startsAt)
    throw new AppError(AppErrorCode.CONFLICT, "endsAt must be after the start");
  if (input.eggsPerDay !== undefined) {
    const [spots] = await tx
      .select({ n: count() })
      .from(easterEggSpots)
      .where(eq(easterEggSpots.eventId, eventId));
    if (input.eggsPerDay > (spots?.n ?? 0))
      throw new AppError(AppErrorCode.CONFLICT, `The event has ${spots?.n ?? 0} spots: no more eggs a day`);
  }
  await tx
    .update(easterEvents)
    .set({
      ...(input.title ? { title: input.title } : {}),
      endsAt,
      ...(input.eggsPerDay !== undefined ? { eggsPerDay: input.eggsPerDay } : {}),
    })
    .where(eq(easterEvents.id, eventId));
  return { id: eventId };
}
