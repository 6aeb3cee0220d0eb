import type { CacheUpdates } from "../realtime/events.ts";
import {
  notificationKeys,
  updateNotificationLists,
  withAdded,
  withRead,
  withRemoved,
  withSeen,
} from "./queries.ts";

/** How socket pushes change the notification caches. */
export const notificationUpdates: CacheUpdates = {
  "notification.added": (message, { client, invalidateSoon }) => {
    updateNotificationLists(client, (list) => withAdded(list, message.notification));
    // The push is in the guest's saved language; the page may show another one.
    invalidateSoon(notificationKeys.all);
  },
  "notification.read": (message, { client }) =>
    updateNotificationLists(client, (list) => withRead(list, message.ids)),
  "notification.seen": (message, { client }) =>
    updateNotificationLists(client, (list) => withSeen(list, message.ids)),
  "notification.removed": (message, { client, invalidateSoon }) => {
    updateNotificationLists(client, (list) => withRemoved(list, message.ids));
    invalidateSoon(notificationKeys.all);
  },
};
