import type { QueryClient, QueryKey } from "@tanstack/react-query";
import type { ChannelFilter, TChannel, TGiftStore } from "../../../common/contracts/messenger.ts";
import type { CacheUpdates, SocketCache } from "../realtime/index.ts";
import type { MessengerActor, RecommendedActor } from "./api.ts";
import {
  type ChannelPages,
  type ConversationPages,
  mergeMessages,
  openChannel,
  patchChannels,
  removeChannel,
  upsertChannel,
} from "./channelCache.ts";
// Spec core §9: channel lists load at most once per 500 ms, so pushes wait that long before a read.
import { LOAD_THROTTLE_MS } from "./channels.ts";
import { messengerKeys } from "./queries.ts";

/** A channel list's subject preview length. */
const SUBJECT_LENGTH = 80;

const navbar = [...messengerKeys.all, "navbar"] as const;

/** Every cached channel list with its filter (the third part of its key). */
function channelLists(client: QueryClient): [QueryKey, ChannelPages, ChannelFilter][] {
  return client
    .getQueriesData<ChannelPages>({ queryKey: messengerKeys.channelLists })
    .flatMap(([key, list]) => (list ? [[key, list, key[2] as ChannelFilter]] : []));
}

function setList(client: QueryClient, key: QueryKey, list: ChannelPages): void {
  client.setQueryData<ChannelPages>(key, list);
}

/** How socket pushes change the messenger's caches (the open channel stays in its list, and read). */
export const messengerUpdates: CacheUpdates = {
  "messenger.message": ({ channelId, message }, { client, invalidateSoon }) => {
    client.setQueriesData<ConversationPages>({ queryKey: messengerKeys.conversation(channelId) }, (loaded) =>
      loaded ? { ...loaded, messages: mergeMessages(loaded.messages, [message]) } : loaded,
    );
    const open = openChannel.get() === channelId;
    const fromActor = message.from === "actor";
    const change = (c: TChannel): TChannel => ({
      ...c,
      subject: message.text.slice(0, SUBJECT_LENGTH),
      messageTimestamp: message.createdAt,
      lastMessageId: message.id,
      unread: fromActor && !open ? true : c.unread,
      unreadCount: fromActor && !open ? c.unreadCount + 1 : c.unreadCount,
    });
    for (const [key, list, filter] of channelLists(client)) {
      // A channel the list does not show yet: the list is read again.
      if (!list.channels.some((c) => c.id === channelId)) invalidateSoon(key, LOAD_THROTTLE_MS);
      else
        setList(
          client,
          key,
          patchChannels(list, (c) => c.id === channelId, change, filter, openChannel.get()),
        );
    }
    invalidateSoon(navbar);
  },
  "channel.updated": ({ channel }, { client, invalidateSoon }) => {
    const open = openChannel.get();
    const next = channel.id === open ? { ...channel, unread: false, unreadCount: 0 } : channel;
    // A channel read in the unread list stays while it is open; other lists follow the filter.
    for (const [key, list, filter] of channelLists(client))
      setList(client, key, upsertChannel(list, next, filter, filter === "unread" ? open : null));
    invalidateSoon(navbar);
  },
  "channel.archived": ({ channelId }, { client, invalidateSoon }) => {
    for (const [key, list, filter] of channelLists(client)) {
      if (filter === "archived") invalidateSoon(key, LOAD_THROTTLE_MS);
      else if (channelId !== openChannel.get()) setList(client, key, removeChannel(list, channelId));
    }
    invalidateSoon(navbar);
  },
  "actor.online": ({ actorId }, { client }) => setActorOnline(client, actorId, true),
  "actor.offline": ({ actorId }, { client }) => {
    setActorOnline(client, actorId, false);
    // An actor going offline leaves the recommendations.
    client.setQueriesData<RecommendedActor[]>(
      { queryKey: [...messengerKeys.all, "recommendations"] },
      (actors) => actors?.filter((actor) => actor.id !== actorId),
    );
  },
  "gifts.update": ({ boughtGifts }, { client }) => {
    client.setQueriesData<TGiftStore>({ queryKey: [...messengerKeys.all, "gifts"] }, (store) =>
      store ? { ...store, boughtGifts } : store,
    );
  },
  "vouchers.update": (_message, { invalidateSoon }) => invalidateSoon([...messengerKeys.all, "gifts"]),
};

function setActorOnline(client: QueryClient, actorId: number, isActorOnline: boolean): void {
  for (const [key, list, filter] of channelLists(client))
    setList(
      client,
      key,
      patchChannels(
        list,
        (c) => c.actorId === actorId,
        (c) => ({ ...c, isActorOnline }),
        filter,
        openChannel.get(),
      ),
    );
  client.setQueriesData<MessengerActor>({ queryKey: [...messengerKeys.all, "actor", actorId] }, (actor) =>
    actor ? { ...actor, isOnline: isActorOnline } : actor,
  );
}

/** The messenger's part of the socket → cache bridge; a reconnect reads every messenger query again. */
export const messengerSocketCache: SocketCache = { updates: messengerUpdates, kept: [messengerKeys.all] };
