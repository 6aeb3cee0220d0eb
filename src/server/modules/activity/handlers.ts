import type { TActivityCode } from "../../../common/contracts/activity.ts";
import { runCommand } from "../../lib/command.ts";
import type { AppContext } from "../../lib/context.ts";
import type { AnyEventHandler, EventHandler } from "../../lib/outbox/dispatcher.ts";
import { onEvent } from "../../lib/outbox/dispatcher.ts";
import type { DomainEvent, DomainEventType } from "../../lib/outbox/events.ts";
import { earnForEvent } from "./commands/earnForEvent.ts";

/**
 * The activity events' points (spec content §3 "Special event (activity points)"): what guests do
 * elsewhere, recorded as domain events, counts as an activity once per event, after its commit.
 */
function activityHandler<T extends DomainEventType>(
  type: T,
  code: TActivityCode,
  guestOf: (event: DomainEvent<T>) => number | null,
): EventHandler<T> {
  const name = `activity.${code}`;
  return onEvent(type, name, async (events, ctx: AppContext) => {
    for (const event of events) {
      const guestId = guestOf(event);
      if (guestId === null) continue;
      await runCommand(ctx, earnForEvent, {
        handler: name,
        eventId: event.id,
        guestId,
        code,
      });
    }
  });
}

/** A guest bought a video or an album. */
export const earnForPurchase = activityHandler("purchases.completed", "purchase", (e) => e.payload.guestId);
/** A guest wrote a messenger message (the actor's answers do not count). */
export const earnForMessage = activityHandler("messenger.messageSent", "message", (e) =>
  e.payload.from === "guest" ? e.payload.guestId : null,
);
/** A guest pinned a favourite (unpinning does not count). */
export const earnForFavorite = activityHandler("favorites.changed", "favorite", (e) =>
  e.payload.pinned ? e.payload.guestId : null,
);
/** A minute of a live chat was charged to a guest. */
export const earnForLiveMinute = activityHandler(
  "live.minuteCharged",
  "liveMinute",
  (e) => e.payload.guestId,
);

/** The activity module's handlers, wired in src/server/eventHandlers.ts. */
export const activityHandlers: AnyEventHandler[] = [
  earnForPurchase,
  earnForMessage,
  earnForFavorite,
  earnForLiveMinute,
] as AnyEventHandler[];
