import { type QueryClient, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import type {
  FavoriteObjectType,
  TFavoriteActor,
  TFavoriteActors,
} from "../../../common/contracts/favorites.ts";
import type { Language } from "../../../common/languages.ts";
import { STALE } from "../../api/query.ts";
import { favoritesApi } from "./api.ts";

/**
 * The logged-in guest's pinned objects (actors, albums, sedcards, pictures), one query per type,
 * read once per page after hydration when the first heart of that type appears (pages are
 * rendered for every guest alike) and kept current by the guest's own clicks (optimistic, rolled
 * back when the call fails) and `favorite.updated` pushes from other tabs (the socket bridge). A
 * reconnect reads them again.
 */
export interface PinnedState {
  loaded: boolean;
  ids: ReadonlySet<number>;
}

/** Query keys of the favourites feature. */
export const favoriteKeys = {
  all: ["favorites"] as const,
  pinned: (objectType: FavoriteObjectType) => ["favorites", "pinned", objectType] as const,
  /** Every language's list of favourite actors. */
  actorLists: ["favorites", "actors"] as const,
  /** The favourite actors with their online state and notification settings. */
  actors: (language: Language) => ["favorites", "actors", language] as const,
};

const EMPTY: PinnedState = { loaded: false, ids: new Set() };

/** The state with one object pinned or unpinned (kept as it was when nothing was read or set yet). */
export function withChange(state: PinnedState | undefined, objectId: number, pinned: boolean): PinnedState {
  const current = state ?? EMPTY;
  const ids = new Set(current.ids);
  if (pinned) ids.add(objectId);
  else ids.delete(objectId);
  return { ...current, ids };
}

/** The favourite actors with one actor changed. */
export function withActorChange(
  list: TFavoriteActors,
  actorId: number,
  change: Partial<TFavoriteActor>,
): TFavoriteActors {
  return { ...list, items: list.items.map((item) => (item.id === actorId ? { ...item, ...change } : item)) };
}

/** Pins and unpins still on their way ("type:id"): a list read meanwhile may not contain them yet. */
const pending = new Map<string, boolean>();
const keyOf = (objectType: FavoriteObjectType, objectId: number) => `${objectType}:${objectId}`;

async function readPinned(objectType: FavoriteObjectType): Promise<PinnedState> {
  const ids = new Set(await favoritesApi.pinnedIds(objectType));
  for (const [key, pinned] of pending) {
    const [type, id] = key.split(":");
    if (type !== objectType) continue;
    if (pinned) ids.add(Number(id));
    else ids.delete(Number(id));
  }
  return { loaded: true, ids };
}

/**
 * Pages are rendered on the server for every guest alike: nothing is pinned there and nothing is
 * read or written, so the server's render skips the query and mutation hooks (one per heart on a
 * page of tiles). The choice is fixed per environment, so the hooks' order never changes.
 */
const ON_SERVER = typeof document === "undefined";

function usePinnedOnClient(objectType: FavoriteObjectType, enabled = true): PinnedState {
  const query = useQuery({
    queryKey: favoriteKeys.pinned(objectType),
    queryFn: () => readPinned(objectType),
    enabled,
    staleTime: STALE.INFINITY,
  });
  return query.data ?? EMPTY;
}

/**
 * The pinned objects of one type, read when `enabled` (a logged-in guest, after hydration); empty
 * and not loaded on the server, before the first read and when the read failed.
 */
export const usePinned: (objectType: FavoriteObjectType, enabled?: boolean) => PinnedState = ON_SERVER
  ? () => EMPTY
  : usePinnedOnClient;

/** The pinned actors. */
export function usePinnedActors(enabled = true): PinnedState {
  return usePinned("actor", enabled);
}

interface PinChange {
  objectType: FavoriteObjectType;
  objectId: number;
  pinned: boolean;
}

/** The pin mutation on `client`'s cache: optimistic, rolled back to the object's state before when it fails. */
export function pinMutation(client: QueryClient) {
  return {
    mutationFn: ({ objectType, objectId, pinned }: PinChange) =>
      favoritesApi.setPinned(objectType, objectId, pinned),
    onMutate: ({ objectType, objectId, pinned }: PinChange) => {
      const key = favoriteKeys.pinned(objectType);
      const before = client.getQueryData<PinnedState>(key)?.ids.has(objectId) ?? false;
      pending.set(keyOf(objectType, objectId), pinned);
      // No cancelQueries: a read on its way applies the pending change when it arrives.
      client.setQueryData<PinnedState>(key, (state) => withChange(state, objectId, pinned));
      return { before };
    },
    onError: (
      _error: unknown,
      { objectType, objectId }: PinChange,
      context: { before: boolean } | undefined,
    ) => {
      client.setQueryData<PinnedState>(favoriteKeys.pinned(objectType), (state) =>
        withChange(state, objectId, context?.before ?? false),
      );
    },
    onSettled: (_answer: unknown, _error: unknown, { objectType, objectId, pinned }: PinChange) => {
      const key = keyOf(objectType, objectId);
      if (pending.get(key) === pinned) pending.delete(key);
    },
  };
}

/** The pin mutation of a page in the browser. */
function useSetPinnedOnClient(): (
  objectType: FavoriteObjectType,
  objectId: number,
  pinned: boolean,
) => Promise<boolean> {
  const client = useQueryClient();
  const { mutateAsync } = useMutation(pinMutation(client));
  return useCallback(
    (objectType: FavoriteObjectType, objectId: number, pinned: boolean) =>
      mutateAsync({ objectType, objectId, pinned }).then(
        () => true,
        () => false,
      ),
    [mutateAsync],
  );
}

type SetPinned = (objectType: FavoriteObjectType, objectId: number, pinned: boolean) => Promise<boolean>;

/** Nothing is pinned during the server's render (a click only happens in the browser). */
const notOnServer: SetPinned = () => Promise.resolve(false);

/** Pins or unpins an object: shown at once, undone when the call fails; resolves whether it succeeded. */
export const useSetPinned: () => SetPinned = ON_SERVER ? () => notOnServer : useSetPinnedOnClient;
