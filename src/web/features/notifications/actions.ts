import type { TNotification } from "../../../common/contracts/notifications.ts";
import { notificationsApi } from "./api.ts";
import { notificationStore } from "./store.ts";

/** Marks every listed notification seen (the list was shown). */
export function markAllSeen(): void {
  if (notificationStore.get().unseenCount === 0) return;
  notificationStore.seen("all");
  notificationsApi
    .seen()
    .then((answer) => notificationStore.counts(answer))
    .catch(() => undefined);
}

/** Marks a notification read; the caller follows its link. */
export function markRead(notification: TNotification): void {
  notificationStore.read([notification.id]);
  notificationsApi
    .read([notification.id])
    .then((answer) => notificationStore.counts(answer))
    .catch(() => undefined);
}
