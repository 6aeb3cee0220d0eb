import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo } from "react";
import type { ChannelFilter, TChannel } from "../../../common/contracts/messenger.ts";
import { CHANNEL_PAGE_SIZE } from "../../../common/contracts/values/messenger.ts";
import type { Language } from "../../../common/languages.ts";
import { DROP_WHEN_UNUSED, STALE } from "../../api/query.ts";
import { messengerApi } from "./api.ts";
import { type ChannelPages, patchChannels, removeChannel, upsertChannel } from "./channelCache.ts";
import { LOAD_THROTTLE_MS, sortChannels, throttle } from "./channels.ts";
import { messengerKeys, setUnreadTotal } from "./queries.ts";

export interface ChannelList {
  channels: TChannel[];
  total: number;
  status: "loading" | "ready" | "error";
  /** Reads the list again from the start (throttled). */
  reload(): void;
  /** Loads the next 500 channels (throttled). */
  loadMore(): void;
  /** Applies a changed channel: kept, added or dropped by the filter (the selected one always stays). */
  upsert(channel: TChannel, keepId?: number | null): void;
  /** Changes channels in place. */
  patch(
    match: (channel: TChannel) => boolean,
    change: (channel: TChannel) => TChannel,
    keepId?: number | null,
  ): void;
  remove(channelId: number): void;
}

/**
 * The guest's channels under one filter, sorted per spec core §4, loaded 500 at a time into the
 * query cache (the socket bridge keeps them current). Read afresh whenever the list is shown; the
 * cache entry goes when the list is no longer shown.
 */
export function useChannelList(filter: ChannelFilter, language: Language): ChannelList {
  const client = useQueryClient();
  const key = useMemo(() => messengerKeys.channels(filter, language), [filter, language]);
  const query = useQuery({
    queryKey: key,
    queryFn: async (): Promise<ChannelPages> => {
      const page = await messengerApi.channels(filter, 0, CHANNEL_PAGE_SIZE, language);
      setUnreadTotal(client, page.unreadTotal);
      return { channels: sortChannels(page.channels, filter), total: page.total };
    },
    staleTime: STALE.NONE,
    gcTime: DROP_WHEN_UNUSED,
  });

  const runners = useMemo(
    () => ({
      reload: throttle(() => void client.refetchQueries({ queryKey: key, exact: true }), LOAD_THROTTLE_MS),
      more: throttle(() => {
        const loaded = client.getQueryData<ChannelPages>(key);
        if (!loaded || loaded.channels.length >= loaded.total) return;
        messengerApi
          .channels(filter, loaded.channels.length, CHANNEL_PAGE_SIZE, language)
          .then((page) => {
            setUnreadTotal(client, page.unreadTotal);
            client.setQueryData<ChannelPages>(key, (list) => {
              if (!list) return list;
              const ids = new Set(page.channels.map((c) => c.id));
              const kept = list.channels.filter((c) => !ids.has(c.id));
              return { channels: sortChannels([...kept, ...page.channels], filter), total: page.total };
            });
          })
          .catch(() => undefined);
      }, LOAD_THROTTLE_MS),
    }),
    [client, key, filter, language],
  );
  useEffect(
    () => () => {
      runners.reload.cancel();
      runners.more.cancel();
    },
    [runners],
  );

  const change = useCallback(
    (update: (list: ChannelPages) => ChannelPages) =>
      client.setQueryData<ChannelPages>(key, (list) => (list ? update(list) : list)),
    [client, key],
  );
  const upsert = useCallback(
    (channel: TChannel, keepId: number | null = null) =>
      change((list) => upsertChannel(list, channel, filter, keepId)),
    [change, filter],
  );
  const patch = useCallback(
    (
      match: (channel: TChannel) => boolean,
      update: (channel: TChannel) => TChannel,
      keepId: number | null = null,
    ) => change((list) => patchChannels(list, match, update, filter, keepId)),
    [change, filter],
  );
  const remove = useCallback(
    (channelId: number) => change((list) => removeChannel(list, channelId)),
    [change],
  );

  const data = query.data;
  return {
    channels: data?.channels ?? [],
    total: data?.total ?? 0,
    status: data ? "ready" : query.isError && !query.isFetching ? "error" : "loading",
    reload: runners.reload.call,
    loadMore: runners.more.call,
    upsert,
    patch,
    remove,
  };
}
