import type { QueryClient, QueryKey } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import type { ServerMessage } from "../../../common/realtime.ts";
import type { ClientMessage } from "../../../common/realtimeMessages.ts";

type Listener = (message: ServerMessage | { type: "reconnected" }) => void;
const listeners = new Set<Listener>();

/** Called by the page's socket connection for every message it receives. */
export function emitRealtime(message: ServerMessage | { type: "reconnected" }): void {
  for (const listener of listeners) listener(message);
}

/** Subscriptions a feature holds on the page's socket (voicecall.subscribe), by key. */
const standing = new Map<string, ClientMessage>();
let sender: ((message: ClientMessage) => void) | null = null;

/** The page's socket connection sends through this while it is subscribed (null: no socket). */
export function setRealtimeSender(send: ((message: ClientMessage) => void) | null): void {
  sender = send;
}

/** What the page's socket sends again after every session ack (its subscriptions are per socket). */
export function standingSubscriptions(): ClientMessage[] {
  return [...standing.values()];
}

/**
 * Keeps a subscription on the page's socket: sent now when the socket is up, and again after each
 * (re)connect, until the returned function drops it.
 */
export function holdRealtimeSubscription(key: string, message: ClientMessage): () => void {
  standing.set(key, message);
  sender?.(message);
  return () => {
    if (standing.get(key) === message) standing.delete(key);
  };
}

/** Listens to the page's socket (outside React). */
export function onRealtime(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Which handler call a message makes for a listener of `wanted` types, if any. `reconnected` means
 * "the socket has (re)subscribed: read your state again", so it comes with every session ack, the
 * first one included: what a page read before its socket subscribed may have changed meanwhile,
 * and that push went to nobody. The client's own `reconnected` follows a later ack at once and is
 * not passed on twice.
 */
export function realtimeDelivery(
  wanted: ReadonlySet<string>,
  message: RealtimeMessage,
): RealtimeMessage | null {
  if (message.type === "reconnected") return null;
  if (message.type === "session.ack" && wanted.has("reconnected") && !wanted.has("session.ack"))
    return { type: "reconnected" };
  return wanted.has(message.type) ? message : null;
}

/**
 * Runs `handler` for socket messages of the given types (and `reconnected` whenever the socket
 * subscribes, after which a feature reads its state again: pushes may have been missed).
 */
export function useRealtime<T extends ServerMessage["type"] | "reconnected">(
  types: readonly T[],
  handler: (message: Extract<ServerMessage | { type: "reconnected" }, { type: T }>) => void,
): void {
  const current = useRef(handler);
  current.current = handler;
  const key = types.join(",");
  useEffect(() => {
    const wanted = new Set<string>(key.split(","));
    return onRealtime((message) => {
      const delivered = realtimeDelivery(wanted, message);
      if (delivered)
        current.current(delivered as Extract<ServerMessage | { type: "reconnected" }, { type: T }>);
    });
  }, [key]);
}

/** A socket message or the client's own `reconnected`. */
export type RealtimeMessage = ServerMessage | { type: "reconnected" };

/** What a feature's cache updates get besides the message. */
export interface CacheBridgeTools {
  client: QueryClient;
  /**
   * Invalidates after a pause (200 ms unless `pauseMs` says otherwise): a burst of pushes (a
   * payment, a conversation) reads once.
   */
  invalidateSoon(queryKey: QueryKey, pauseMs?: number): void;
}

/** One feature's cache updates per socket message type (the cache bridge runs them). */
export type CacheUpdates = {
  [T in RealtimeMessage["type"]]?: (
    message: Extract<RealtimeMessage, { type: T }>,
    tools: CacheBridgeTools,
  ) => void;
};
