import type { CacheUpdates, SocketCache } from "../realtime/index.ts";
import { isForOpenConversation } from "./openConversation.ts";
import {
  markRead,
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
    // A message in the conversation on screen is read where it shows (no pop-up, no unread count).
    if (isForOpenConversation(message.notification)) markRead(client, message.notification);
    // The counts from the server (the push comes in the socket's language, the page's).
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

/** The notifications' part of the socket → cache bridge; a reconnect reads every notification query again. */
export const notificationsSocketCache: SocketCache = {
  updates: notificationUpdates,
  kept: [notificationKeys.all],
};
