import { hashKey, type QueryClient, type QueryKey } from "@tanstack/react-query";
import { accountKeys } from "../account/balance.ts";
import { favoriteKeys } from "../favorites/pinned.ts";
import { favoriteUpdates } from "../favorites/socketUpdates.ts";
import { messengerKeys } from "../messenger/queries.ts";
import { messengerUpdates } from "../messenger/socketUpdates.ts";
import { notificationKeys } from "../notifications/queries.ts";
import { notificationUpdates } from "../notifications/socketUpdates.ts";
import type { CacheBridgeTools, CacheUpdates, RealtimeMessage } from "./events.ts";

/** Bursts of pushes within this pause read a list once. */
export const INVALIDATE_PAUSE_MS = 200;

/** The queries the socket keeps current: a reconnect reads them again (pushes may have been missed). */
export const SOCKET_KEPT: readonly QueryKey[] = [favoriteKeys.all, messengerKeys.all, notificationKeys.all];

/** The account's own updates: the balance push sets the cached balance. */
const accountUpdates: CacheUpdates = {
  "balance.update": (message, { client }) => client.setQueryData(accountKeys.balance, message.balance),
};

/** Every feature's cache updates, in this order for a message several features follow. */
const FEATURES: readonly CacheUpdates[] = [
  accountUpdates,
  favoriteUpdates,
  messengerUpdates,
  notificationUpdates,
];

type Handler = (message: RealtimeMessage, tools: CacheBridgeTools) => void;

/**
 * The one bridge from the socket to the query caches: each push runs the cache updates of the
 * features that follow its type; a reconnect invalidates every socket-kept query, and the first
 * ack those read before it. Returns a
 * function that stops it. `subscribe` is the page's socket (events.ts onRealtime).
 */
export function bridgeSocketToCache(
  client: QueryClient,
  subscribe: (listener: (message: RealtimeMessage) => void) => () => void,
): () => void {
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  const tools: CacheBridgeTools = {
    client,
    invalidateSoon(queryKey, pauseMs = INVALIDATE_PAUSE_MS) {
      const hash = hashKey(queryKey);
      clearTimeout(timers.get(hash));
      timers.set(
        hash,
        setTimeout(() => {
          timers.delete(hash);
          void client.invalidateQueries({ queryKey });
        }, pauseMs),
      );
    },
  };
  const stop = subscribe((message) => {
    if (message.type === "reconnected")
      for (const queryKey of SOCKET_KEPT) void client.invalidateQueries({ queryKey });
    // The first ack: what was read before the socket subscribed may have changed meanwhile, and
    // that push went to nobody (a message written while the page connected): read it again.
    if (message.type === "session.ack" && message.guestId !== null) {
      const subscribedAt = Date.now();
      for (const queryKey of SOCKET_KEPT)
        void client.invalidateQueries({
          queryKey,
          predicate: (query) => query.state.dataUpdatedAt > 0 && query.state.dataUpdatedAt < subscribedAt,
        });
    }
    for (const updates of FEATURES) (updates[message.type] as Handler | undefined)?.(message, tools);
  });
  return () => {
    stop();
    for (const timer of timers.values()) clearTimeout(timer);
  };
}
