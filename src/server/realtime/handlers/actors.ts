import type { AppContext } from "../../lib/context.ts";
import { onEvent } from "../../lib/outbox/dispatcher.ts";
import { onlineStates } from "../../modules/catalog/index.ts";

/**
 * actor.online / actor.offline to every socket, with the state the actor is in now: a batch may
 * hold an actor's going online and offline again, and the two handlers run one after the other in
 * either order, so each sends what holds after both, never a state already left.
 */
async function pushOnlineStates(ctx: AppContext, events: readonly { payload: { actorId: number } }[]) {
  const states = await onlineStates(ctx.db, [...new Set(events.map((event) => event.payload.actorId))]);
  for (const [actorId, online] of states)
    await ctx.events.publish({
      target: { all: true },
      message: { type: online ? "actor.online" : "actor.offline", actorId },
    });
}

/** An actor came online: every socket hears it (lists, profiles and the messenger show the dot). */
export const pushActorOnline = onEvent("performers.actorWentOnline", "realtime.actorOnline", (events, ctx) =>
  pushOnlineStates(ctx, events),
);

/** An actor went offline: every socket hears it. */
export const pushActorOffline = onEvent(
  "performers.actorWentOffline",
  "realtime.actorOffline",
  (events, ctx) => pushOnlineStates(ctx, events),
);

/** An actor's free show started: freeshow.start to every socket (the cam lists show her in free chat). */
export const pushFreeShowStart = onEvent(
  "performers.freeShowStarted",
  "realtime.freeShowStart",
  async (events, ctx) => {
    for (const actorId of new Set(events.map((event) => event.payload.actorId)))
      await ctx.events.publish({ target: { all: true }, message: { type: "freeshow.start", actorId } });
  },
);

/** An actor's free show stopped: freeshow.stop to every socket. */
export const pushFreeShowStop = onEvent(
  "performers.freeShowStopped",
  "realtime.freeShowStop",
  async (events, ctx) => {
    for (const actorId of new Set(events.map((event) => event.payload.actorId)))
      await ctx.events.publish({ target: { all: true }, message: { type: "freeshow.stop", actorId } });
  },
);

/** The actor handlers, for realtime/handlers/index.ts. */
export const actorPushes = [pushActorOnline, pushActorOffline, pushFreeShowStart, pushFreeShowStop];
