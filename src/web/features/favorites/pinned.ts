import { useCallback, useSyncExternalStore } from "react";
import type { FavoriteObjectType } from "../../../common/contracts/favorites.ts";
import { onRealtime } from "../realtime/events.ts";
import { favoritesApi } from "./api.ts";

/**
 * The logged-in guest's pinned objects (actors, albums, sedcards, pictures), one list per type,
 * read once per page after hydration when the first heart of that type appears (pages are
 * rendered for every guest alike) and kept current by the guest's own clicks and
 * `favorite.updated` pushes from other tabs. A reconnect reads them again.
 */
interface PinnedState {
  loaded: boolean;
  ids: ReadonlySet<number>;
}

const EMPTY: PinnedState = { loaded: false, ids: new Set() };
const states = new Map<FavoriteObjectType, PinnedState>();
const listeners = new Set<() => void>();
const started = new Set<FavoriteObjectType>();
let listening = false;

const stateOf = (objectType: FavoriteObjectType): PinnedState => states.get(objectType) ?? EMPTY;

function set(objectType: FavoriteObjectType, next: PinnedState): void {
  states.set(objectType, next);
  for (const listener of listeners) listener();
}

function change(objectType: FavoriteObjectType, objectId: number, pinned: boolean): void {
  const state = stateOf(objectType);
  const ids = new Set(state.ids);
  if (pinned) ids.add(objectId);
  else ids.delete(objectId);
  set(objectType, { ...state, ids });
}

/** Pins and unpins still on their way ("type:id"): a list read meanwhile may not contain them yet. */
const pending = new Map<string, boolean>();
const keyOf = (objectType: FavoriteObjectType, objectId: number) => `${objectType}:${objectId}`;

async function load(objectType: FavoriteObjectType): Promise<void> {
  try {
    const ids = new Set(await favoritesApi.pinnedIds(objectType));
    for (const [key, pinned] of pending) {
      const [type, id] = key.split(":");
      if (type !== objectType) continue;
      if (pinned) ids.add(Number(id));
      else ids.delete(Number(id));
    }
    set(objectType, { loaded: true, ids });
  } catch {
    // Logged out meanwhile or offline: the hearts stay unpressed until the next reconnect.
  }
}

/** Starts reading the pinned objects of one type (once per page); call only for a logged-in guest. */
export function startPinned(objectType: FavoriteObjectType = "actor"): void {
  if (started.has(objectType) || typeof window === "undefined") return;
  started.add(objectType);
  if (!listening) {
    listening = true;
    onRealtime((message) => {
      if (message.type === "favorite.updated") {
        if (started.has(message.objectType)) change(message.objectType, message.objectId, message.pinned);
      } else if (message.type === "reconnected") for (const type of started) void load(type);
    });
  }
  void load(objectType);
}

/** Pins or unpins an object: shown at once, undone when the call fails. */
export async function setPinned(
  objectType: FavoriteObjectType,
  objectId: number,
  pinned: boolean,
): Promise<boolean> {
  const before = stateOf(objectType).ids.has(objectId);
  const key = keyOf(objectType, objectId);
  change(objectType, objectId, pinned);
  pending.set(key, pinned);
  try {
    await favoritesApi.setPinned(objectType, objectId, pinned);
    return true;
  } catch {
    change(objectType, objectId, before);
    return false;
  } finally {
    if (pending.get(key) === pinned) pending.delete(key);
  }
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** The pinned objects of one type (empty and not loaded on the server and before the first read). */
export function usePinned(objectType: FavoriteObjectType): PinnedState {
  const snapshot = useCallback(() => stateOf(objectType), [objectType]);
  return useSyncExternalStore(subscribe, snapshot, () => EMPTY);
}

/** The pinned actors. */
export function usePinnedActors(): PinnedState {
  return usePinned("actor");
}
