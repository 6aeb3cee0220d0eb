import { type QueryClient, useQuery, useQueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import { useRouteLoaderData } from "react-router";
import type { TGuest } from "../../../common/contracts/accounts.ts";
import type { TNotification, TNotificationList } from "../../../common/contracts/notifications.ts";
import { NAVBAR_NOTIFICATIONS } from "../../../common/contracts/values/notifications.ts";
import type { Language } from "../../../common/languages.ts";
import { STALE } from "../../api/query.ts";
import { useI18n } from "../../i18n/index.ts";
import { notificationsApi } from "./api.ts";
import { toasts } from "./toasts.ts";

/** Query keys of the notifications feature. */
export const notificationKeys = {
  all: ["notifications"] as const,
  /** The newest few (navbar, mobile menu, toast texts) in the page's language. */
  navbar: (language: Language) => ["notifications", "navbar", language] as const,
};

export const EMPTY_LIST: TNotificationList = { items: [], unreadCount: 0, unseenCount: 0, hasMore: false };

/** A new notification at the top of the list (once). */
export function withAdded(list: TNotificationList, notification: TNotification): TNotificationList {
  if (list.items.some((item) => item.id === notification.id)) return list;
  return {
    ...list,
    items: [notification, ...list.items].slice(0, NAVBAR_NOTIFICATIONS),
    unreadCount: list.unreadCount + (notification.unread ? 1 : 0),
    unseenCount: list.unseenCount + (notification.unseen ? 1 : 0),
  };
}

/** Ids marked seen (here or in another tab). */
export function withSeen(list: TNotificationList, ids: readonly number[] | "all"): TNotificationList {
  const hit = (n: TNotification) => ids === "all" || ids.includes(n.id);
  const newly = list.items.filter((n) => n.unseen && hit(n)).length;
  return {
    ...list,
    items: list.items.map((n) => (hit(n) ? { ...n, unseen: false } : n)),
    unseenCount: ids === "all" ? 0 : Math.max(0, list.unseenCount - newly),
  };
}

/** Ids marked read (they are seen too). */
export function withRead(list: TNotificationList, ids: readonly number[]): TNotificationList {
  const newly = list.items.filter((n) => n.unread && ids.includes(n.id)).length;
  return {
    ...list,
    items: list.items.map((n) => (ids.includes(n.id) ? { ...n, unread: false, unseen: false } : n)),
    unreadCount: Math.max(0, list.unreadCount - newly),
  };
}

/** Ids removed (in another tab). */
export function withRemoved(list: TNotificationList, ids: readonly number[]): TNotificationList {
  return { ...list, items: list.items.filter((n) => !ids.includes(n.id)) };
}

/** Applies `change` to every cached list (each language the page has shown). */
export function updateNotificationLists(
  client: QueryClient,
  change: (list: TNotificationList) => TNotificationList,
): void {
  client.setQueriesData<TNotificationList>({ queryKey: notificationKeys.all }, (list) =>
    list ? change(list) : list,
  );
}

/**
 * The logged-in guest's newest notifications with the unread and unseen counts, read after
 * hydration (pages are rendered for every guest alike) and kept current by the socket bridge;
 * empty for anonymous guests, on the server and until the first answer.
 */
export function useNotificationList(): TNotificationList {
  const { language } = useI18n();
  const root = useRouteLoaderData("root") as { guest: TGuest | null } | undefined;
  const query = useQuery({
    queryKey: notificationKeys.navbar(language),
    queryFn: () => notificationsApi.list(language),
    enabled: Boolean(root?.guest),
    staleTime: STALE.INFINITY,
  });
  return (root?.guest ? query.data : undefined) ?? EMPTY_LIST;
}

/** Marks every listed notification seen (the list was shown): at once here, the counts from the answer. */
export function markAllSeen(client: QueryClient): void {
  const lists = client.getQueriesData<TNotificationList>({ queryKey: notificationKeys.all });
  if (!lists.some(([, list]) => list && list.unseenCount > 0)) return;
  updateNotificationLists(client, (list) => withSeen(list, "all"));
  notificationsApi
    .seen()
    .then((answer) => updateNotificationLists(client, (list) => ({ ...list, ...counts(answer) })))
    .catch(() => undefined);
}

/** Marks a notification read; the caller follows its link. */
export function markRead(client: QueryClient, notification: TNotification): void {
  updateNotificationLists(client, (list) => withRead(list, [notification.id]));
  toasts.drop([notification.id]);
  notificationsApi
    .read([notification.id])
    .then((answer) => updateNotificationLists(client, (list) => ({ ...list, ...counts(answer) })))
    .catch(() => undefined);
}

function counts(answer: { unreadCount: number; unseenCount: number }) {
  return { unreadCount: answer.unreadCount, unseenCount: answer.unseenCount };
}

/** The notification actions on the page's query cache. */
export function useNotificationActions() {
  const client = useQueryClient();
  return useMemo(
    () => ({
      markAllSeen: () => markAllSeen(client),
      markRead: (notification: TNotification) => markRead(client, notification),
    }),
    [client],
  );
}
