import { onEvent } from "../../lib/outbox/dispatcher.ts";
import { notificationsByIds } from "../../modules/notifications/index.ts";

/**
 * notification.added to the guest's sockets, each in its page's language (the guest's saved one
 * for a socket that named none): one read for the batch; a notification removed before delivery
 * is not announced.
 */
export const pushNotificationAdded = onEvent(
  "notifications.added",
  "realtime.notificationAdded",
  async (events, ctx) => {
    const added = await notificationsByIds(
      ctx.db,
      events.map((event) => event.payload.notificationId),
    );
    for (const { guestId, notification, localized } of added)
      await ctx.events.publish({
        target: { guestId },
        message: { type: "notification.added", notification },
        localized: Object.fromEntries(
          Object.entries(localized).map(([language, text]) => [
            language,
            { type: "notification.added" as const, notification: text },
          ]),
        ),
      });
  },
);

/** notification.seen to the guest's other tabs. */
export const pushNotificationSeen = onEvent(
  "notifications.seen",
  "realtime.notificationSeen",
  async (events, ctx) => {
    for (const { payload } of events)
      await ctx.events.publish({
        target: { guestId: payload.guestId },
        message: { type: "notification.seen", ids: payload.ids },
      });
  },
);

/** notification.read to the guest's other tabs. */
export const pushNotificationRead = onEvent(
  "notifications.read",
  "realtime.notificationRead",
  async (events, ctx) => {
    for (const { payload } of events)
      await ctx.events.publish({
        target: { guestId: payload.guestId },
        message: { type: "notification.read", ids: payload.ids },
      });
  },
);

/** notification.removed to the guest's other tabs. */
export const pushNotificationRemoved = onEvent(
  "notifications.removed",
  "realtime.notificationRemoved",
  async (events, ctx) => {
    for (const { payload } of events)
      await ctx.events.publish({
        target: { guestId: payload.guestId },
        message: { type: "notification.removed", ids: payload.ids },
      });
  },
);

/** The notification handlers, for realtime/handlers/index.ts. */
export const notificationPushes = [
  pushNotificationAdded,
  pushNotificationSeen,
  pushNotificationRead,
  pushNotificationRemoved,
];
