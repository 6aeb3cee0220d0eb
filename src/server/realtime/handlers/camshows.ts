import { onEvent } from "../../lib/outbox/dispatcher.ts";

/** A ticket was bought: camshow.ticketBought to the guest's sockets (every tab shows it bought). */
export const pushTicketBought = onEvent(
  "camshows.ticketBought",
  "realtime.ticketBought",
  async (events, ctx) => {
    for (const { payload } of events)
      await ctx.events.publish({
        target: { guestId: payload.guestId },
        message: { type: "camshow.ticketBought", showId: payload.showId },
      });
  },
);

/** A ticket ended (given back, or refunded with a cancelled show): camshow.ticketRemoved. */
export const pushTicketRemoved = onEvent(
  "camshows.ticketRemoved",
  "realtime.ticketRemoved",
  async (events, ctx) => {
    for (const { payload } of events)
      await ctx.events.publish({
        target: { guestId: payload.guestId },
        message: { type: "camshow.ticketRemoved", showId: payload.showId, reason: payload.reason },
      });
  },
);

/** A show began: the holder's private ticket show invitation (camshow.invitation). */
export const pushShowInvitation = onEvent(
  "camshows.invited",
  "realtime.showInvitation",
  async (events, ctx) => {
    for (const { payload } of events)
      await ctx.events.publish({
        target: { guestId: payload.guestId },
        message: { type: "camshow.invitation", showId: payload.showId, actorId: payload.actorId },
      });
  },
);

/** A free show began: freeshow.start to every socket (the cam lists read theirs again). */
export const pushFreeShowStarted = onEvent(
  "camshows.freeShowStarted",
  "realtime.camShowFreeShowStart",
  async (events, ctx) => {
    for (const { payload } of events)
      await ctx.events.publish({
        target: { all: true },
        message: { type: "freeshow.start", actorId: payload.actorId },
      });
  },
);

/** A free show ended: freeshow.stop to every socket. */
export const pushFreeShowStopped = onEvent(
  "camshows.freeShowStopped",
  "realtime.camShowFreeShowStop",
  async (events, ctx) => {
    for (const { payload } of events)
      await ctx.events.publish({
        target: { all: true },
        message: { type: "freeshow.stop", actorId: payload.actorId },
      });
  },
);

/** The cam shows' pushes, for realtime/handlers/index.ts. */
export const camShowPushes = [
  pushTicketBought,
  pushTicketRemoved,
  pushShowInvitation,
  pushFreeShowStarted,
  pushFreeShowStopped,
];
