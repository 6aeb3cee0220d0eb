import type { TNotification } from "../../../common/contracts/notifications.ts";
import { createStore, useStore } from "../../state/store.ts";

/** Floating toasts shown at once (spec: floating list; the oldest goes first). */
export const MAX_TOASTS = 3;

/** The floating toasts: client UI state (the notifications themselves live in the query cache). */
const toastStore = createStore<readonly TNotification[]>([]);

/** React hook: the toasts shown now. */
export function useToasts(): readonly TNotification[] {
  return useStore(toastStore);
}

export const toasts = {
  /** A new notification as a toast (the newest three). */
  add(notification: TNotification): void {
    const current = toastStore.get().filter((t) => t.id !== notification.id);
    toastStore.set([...current, notification].slice(-MAX_TOASTS));
  },
  /** Drops the toasts of these notifications (read or removed). */
  drop(ids: readonly number[]): void {
    const current = toastStore.get();
    const kept = current.filter((t) => !ids.includes(t.id));
    if (kept.length !== current.length) toastStore.set(kept);
  },
  clear(): void {
    if (toastStore.get().length) toastStore.set([]);
  },
};
