import type { TActivityEventCreate } from "../../../../common/contracts/activity.ts";
import type { Tx } from "../../../db/client.ts";
import {
  activityChallenges,
  activityEvents,
  activityKinds,
  activityRewards,
} from "../../../db/schema/activity.ts";
import type { ActivityEventRow } from "../queries.ts";

/** Operator: creates an activity event with its activities, challenges and rewards (internal/activity/events). */
export async function createActivityEvent(options: {
  tx: Tx;
  input: TActivityEventCreate;
}): Promise<ActivityEventRow> {
  const { tx, input } = options;
  const [event] = await tx
    .insert(activityEvents)
    .values({
      key: input.key,
      title: input.title,
      startsAt: new Date(input.startsAt),
      endsAt: new Date(input.endsAt),
    })
    .returning();
  if (!event) throw new Error("The event was not written");
  await tx
    .insert(activityKinds)
    .values(input.activities.map((a, position) => ({ ...a, eventId: event.id, position })));
  if (input.challenges.length > 0)
    await tx
      .insert(activityChallenges)
      .values(input.challenges.map((c, position) => ({ ...c, eventId: event.id, position })));
  await tx.insert(activityRewards).values(input.rewards.map((r) => ({ ...r, eventId: event.id })));
  return event;
}
