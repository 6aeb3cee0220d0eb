import { useSyncExternalStore } from "react";
import { onRealtime } from "../realtime/events.ts";
import { favoritesApi } from "./api.ts";

/**
 * The logged-in guest's pinned actors, read once per page after hydration (pages are rendered
 * for every guest alike) and kept current by the guest's own clicks and `favorite.updated`
 * pushes from other tabs. A reconnect reads them again.
 */
interface PinnedState {
  loaded: boolean;
  ids: ReadonlySet<number>;
}

const EMPTY: PinnedState = { loaded: false, ids: new Set() };
let state: PinnedState = EMPTY;
const listeners = new Set<() => void>();
let started = false;

function set(next: PinnedState): void {
  state = next;
  for (const listener of listeners) listener();
}

function change(actorId: number, pinned: boolean): void {
  const ids = new Set(state.ids);
  if (pinned) ids.add(actorId);
  else ids.delete(actorId);
  set({ ...state, ids });
}

/** Pins and unpins still on their way: a list read meanwhile may not contain them yet. */
const pending = new Map<number, boolean>();

async function load(): Promise<void> {
  try {
    const ids = new Set(await favoritesApi.pinnedActorIds());
    for (const [actorId, pinned] of pending) {
      if (pinned) ids.add(actorId);
      else ids.delete(actorId);
    }
    set({ loaded: true, ids });
  } catch {
    // Logged out meanwhile or offline: the hearts stay unpressed until the next reconnect.
  }
}

/** Starts reading the pinned actors (once per page); call only for a logged-in guest. */
export function startPinned(): void {
  if (started || typeof window === "undefined") return;
  started = true;
  onRealtime((message) => {
    if (message.type === "favorite.updated" && message.objectType === "actor")
      change(message.objectId, message.pinned);
    else if (message.type === "reconnected") void load();
  });
  void load();
}

/** Pins or unpins an actor: shown at once, undone when the call fails. */
export async function setPinned(actorId: number, pinned: boolean): Promise<boolean> {
  const before = state.ids.has(actorId);
  change(actorId, pinned);
  pending.set(actorId, pinned);
  try {
    await favoritesApi.setPinned(actorId, pinned);
    return true;
  } catch {
    change(actorId, before);
    return false;
  } finally {
    if (pending.get(actorId) === pinned) pending.delete(actorId);
  }
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** The pinned actors (empty and not loaded on the server and before the first read). */
export function usePinnedActors(): PinnedState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => EMPTY,
  );
}
