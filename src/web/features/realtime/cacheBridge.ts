import { hashKey, type QueryClient, type QueryKey } from "@tanstack/react-query";
import type { CacheBridgeTools, CacheUpdates, RealtimeMessage } from "./events.ts";

/** Bursts of pushes within this pause read a list once. */
export const INVALIDATE_PAUSE_MS = 200;

/** One feature's part of the bridge. */
export interface SocketCache {
  /** Its cache updates per message type. */
  updates: CacheUpdates;
  /** The queries the socket keeps current: a reconnect reads them again (pushes may have been missed). */
  kept?: readonly QueryKey[];
}

/** The features on the bridge, by name, in the order they joined. */
const caches = new Map<string, SocketCache>();

/**
 * A feature joins the socket → cache bridge (DESIGN.md: a registry features add themselves to; the
 * bridge imports none of them). root.tsx adds the shell's features once, in the order a message
 * several features follow runs their updates; the same name again replaces the entry. Returns a
 * function that takes it off.
 */
export function addSocketCache(feature: string, cache: SocketCache): () => void {
  caches.set(feature, cache);
  return () => {
    if (caches.get(feature) === cache) caches.delete(feature);
  };
}

/** Every query the socket keeps current, over all features on the bridge. */
export function socketKeptQueries(): QueryKey[] {
  return [...caches.values()].flatMap((cache) => cache.kept ?? []);
}

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
      for (const queryKey of socketKeptQueries()) void client.invalidateQueries({ queryKey });
    // The first ack: what was read before the socket subscribed may have changed meanwhile, and
    // that push went to nobody (a message written while the page connected): read it again.
    if (message.type === "session.ack" && message.guestId !== null) {
      const subscribedAt = Date.now();
      for (const queryKey of socketKeptQueries())
        void client.invalidateQueries({
          queryKey,
          predicate: (query) => query.state.dataUpdatedAt > 0 && query.state.dataUpdatedAt < subscribedAt,
        });
    }
    for (const { updates } of caches.values())
      (updates[message.type] as Handler | undefined)?.(message, tools);
  });
  return () => {
    stop();
    for (const timer of timers.values()) clearTimeout(timer);
  };
}
