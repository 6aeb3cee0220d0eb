import type { TChannel } from "../../../common/contracts/messenger.ts";
import { createStore, useStore } from "../../state/store.ts";

interface Unread {
  /** Unread messages of the guest over all channels (null until first read). */
  total: number | null;
  /** Up to five unread channels for the navbar, last viewed first. */
  channels: TChannel[];
}

/** Unread state shared by the navbar dropdown and the messenger page. */
export const unreadStore = createStore<Unread>({ total: null, channels: [] });

/** React hook: the unread state. */
export function useUnread(): Unread {
  return useStore(unreadStore);
}

/** Sets the unread total (never below 0). */
export function setUnreadTotal(total: number): void {
  unreadStore.set({ ...unreadStore.get(), total: Math.max(0, total) });
}

/** A channel was read: lowers the total by its unread count (never below 0) and drops it from the navbar. */
export function channelRead(channel: TChannel): void {
  const current = unreadStore.get();
  const lowered = Math.max(0, (current.total ?? 0) - (channel.unread ? Math.max(1, channel.unreadCount) : 0));
  unreadStore.set({ total: lowered, channels: current.channels.filter((c) => c.id !== channel.id) });
}

type Listener = () => void;
const refreshListeners = new Set<Listener>();

/** Asks the navbar to read its unread state again (after the page changed something). */
export function requestUnreadRefresh(): void {
  for (const listener of refreshListeners) listener();
}

/** Subscribes the navbar to refresh requests. */
export function onUnreadRefresh(listener: Listener): () => void {
  refreshListeners.add(listener);
  return () => refreshListeners.delete(listener);
}
