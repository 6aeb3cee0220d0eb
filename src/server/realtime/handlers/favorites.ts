import { onEvent } from "../../lib/outbox/dispatcher.ts";

/** favorite.updated to the guest's sockets (other tabs and devices), in the order of the changes. */
export const pushFavoriteChanged = onEvent(
  "favorites.changed",
  "realtime.favoriteUpdated",
  async (events, ctx) => {
    for (const { payload } of events)
      await ctx.events.publish({
        target: { guestId: payload.guestId },
        message: {
          type: "favorite.updated",
          objectType: payload.objectType,
          objectId: payload.objectId,
          pinned: payload.pinned,
        },
      });
  },
);
