import type { TActivityCode } from "../../../../common/contracts/activity.ts";
import type { Tx } from "../../../db/client.ts";
import { firstDelivery } from "../../../lib/outbox/events.ts";
import { earnPoints } from "./earnPoints.ts";

/**
 * A domain event that is an activity (handlers.ts): counts it once per event (firstDelivery, and
 * the event's id is the points' source key), on the day it is delivered (at once after its commit,
 * but a retry after midnight counts on the new day).
 */
export async function earnForEvent(options: {
  tx: Tx;
  now: Date;
  handler: string;
  eventId: number;
  guestId: number;
  code: TActivityCode;
}): Promise<void> {
  const { tx, now, eventId, guestId, code } = options;
  if (!(await firstDelivery(tx, eventId, options.handler))) return;
  await earnPoints({ tx, now, guestId, code, sourceKey: `event:${eventId}` });
}
