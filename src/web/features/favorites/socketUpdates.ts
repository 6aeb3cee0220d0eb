import type { TFavoriteActors } from "../../../common/contracts/favorites.ts";
import type { CacheBridgeTools, CacheUpdates, SocketCache } from "../realtime/index.ts";
import { favoriteKeys, type PinnedState, withActorChange, withChange } from "./pinned.ts";

function setOnline({ client }: CacheBridgeTools, actorId: number, isOnline: boolean): void {
  client.setQueriesData<TFavoriteActors>({ queryKey: favoriteKeys.actorLists }, (list) =>
    list ? withActorChange(list, actorId, { isOnline }) : list,
  );
}

/** How socket pushes change the favourites' caches. */
export const favoriteUpdates: CacheUpdates = {
  "favorite.updated": (message, { client }) => {
    // Only lists already read or set: an unread type is read in full when a heart appears.
    const key = favoriteKeys.pinned(message.objectType);
    if (client.getQueryData(key))
      client.setQueryData<PinnedState>(key, (state) => withChange(state, message.objectId, message.pinned));
    if (message.objectType !== "actor" || !message.pinned) return;
    // Pinned in another tab: lists without the new favourite are read again to show it.
    for (const [listKey, list] of client.getQueriesData<TFavoriteActors>({
      queryKey: favoriteKeys.actorLists,
    }))
      if (list && !list.items.some((item) => item.id === message.objectId))
        void client.invalidateQueries({ queryKey: listKey, exact: true });
  },
  "actor.online": (message, tools) => setOnline(tools, message.actorId, true),
  "actor.offline": (message, tools) => setOnline(tools, message.actorId, false),
};

/** The favourites' part of the socket → cache bridge; a reconnect reads every favourites query again. */
export const favoritesSocketCache: SocketCache = { updates: favoriteUpdates, kept: [favoriteKeys.all] };
