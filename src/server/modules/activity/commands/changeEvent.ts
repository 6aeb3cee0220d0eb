import { eq } from "drizzle-orm";
import type { TActivityEventChange } from "../../../../common/contracts/activity.ts";
import type { Tx } from "../../../db/client.ts";
import { activityEvents } from "../../../db/schema/activity.ts";
import { AppError, AppErrorCode, notFound } from "../../../lib/errors.ts";
import type { ActivityEventRow } from "../queries.ts";

/**
 * Changes an activity-points event (operator: PATCH internal/activity/events/{eventId}): its title
 * and its end. Activities, challenges and rewards stay (points already earned hang on them). 404
 * for an unknown event; 409 for an end at or before the start.
 */
export async function changeActivityEvent(options: {
  tx: Tx;
  eventId: number;
  input: TActivityEventChange;
}): Promise<ActivityEventRow> {
  const { tx, eventId, input } = options;
  const [event] = await tx.select().from(activityEvents).where(eq(activityEvents.id, eventId)).for("update");
  if (!event) throw notFound("Activity event");
  const endsAt = input.endsAt === undefined ? event.endsAt : new Date(input.endsAt);
  if (endsAt <= event.startsAt) throw new AppError(AppErrorCode.CONFLICT, "endsAt must be after the start");
  const [changed] = await tx
    .update(activityEvents)
    .set({ ...(input.title ? { title: input.title } : {}), endsAt })
    .where(eq(activityEvents.id, eventId))
    .returning();
  return changed as ActivityEventRow;
}
