import { useSyncExternalStore } from "react";
import type { TNotification } from "../../../common/contracts/notifications.ts";
import { NAVBAR_NOTIFICATIONS } from "../../../common/contracts/notifications.ts";

/** The page's notification state: the newest few (navbar and menu), counts and the floating toasts. */
export interface NotificationState {
  items: TNotification[];
  unreadCount: number;
  unseenCount: number;
  toasts: TNotification[];
  loaded: boolean;
}

/** Floating toasts shown at once (spec: floating list; the oldest goes first). */
export const MAX_TOASTS = 3;

const empty: NotificationState = { items: [], unreadCount: 0, unseenCount: 0, toasts: [], loaded: false };
let state = empty;
const listeners = new Set<() => void>();

function set(next: Partial<NotificationState>): void {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

export const notificationStore = {
  get: () => state,
  set,
  /** The list as the server answered it. */
  loaded(list: { items: TNotification[]; unreadCount: number; unseenCount: number }): void {
    set({ items: list.items, unreadCount: list.unreadCount, unseenCount: list.unseenCount, loaded: true });
  },
  /** notification.added: at the top of the list and as a toast. */
  added(notification: TNotification): void {
    if (state.items.some((item) => item.id === notification.id)) return;
    set({
      items: [notification, ...state.items].slice(0, NAVBAR_NOTIFICATIONS),
      unreadCount: state.unreadCount + (notification.unread ? 1 : 0),
      unseenCount: state.unseenCount + (notification.unseen ? 1 : 0),
      toasts: [...state.toasts.filter((t) => t.id !== notification.id), notification].slice(-MAX_TOASTS),
    });
  },
  /** Ids marked seen (here or in another tab). */
  seen(ids: number[] | "all"): void {
    const hit = (n: TNotification) => ids === "all" || ids.includes(n.id);
    const newly = state.items.filter((n) => n.unseen && hit(n)).length;
    set({
      items: state.items.map((n) => (hit(n) ? { ...n, unseen: false } : n)),
      unseenCount: ids === "all" ? 0 : Math.max(0, state.unseenCount - Math.max(newly, 0)),
    });
  },
  /** Ids marked read (they are seen too). */
  read(ids: number[]): void {
    const newly = state.items.filter((n) => n.unread && ids.includes(n.id)).length;
    set({
      items: state.items.map((n) => (ids.includes(n.id) ? { ...n, unread: false, unseen: false } : n)),
      toasts: state.toasts.filter((t) => !ids.includes(t.id)),
      unreadCount: Math.max(0, state.unreadCount - newly),
    });
  },
  removed(ids: number[]): void {
    set({
      items: state.items.filter((n) => !ids.includes(n.id)),
      toasts: state.toasts.filter((t) => !ids.includes(t.id)),
    });
  },
  counts(counts: { unreadCount: number; unseenCount: number }): void {
    set(counts);
  },
  dismissToast(id: number): void {
    set({ toasts: state.toasts.filter((t) => t.id !== id) });
  },
  reset(): void {
    set(empty);
  },
};

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useNotifications(): NotificationState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => empty,
  );
}
