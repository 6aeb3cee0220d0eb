import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useRef, useState } from "react";
import type { TMessage } from "../../../common/contracts/messenger.ts";
import type { Language } from "../../../common/languages.ts";
import { DROP_WHEN_UNUSED, STALE } from "../../api/query.ts";
import { messengerApi } from "./api.ts";
import { type ConversationPages, mergeMessages } from "./channelCache.ts";
import { messengerKeys } from "./queries.ts";

/**
 * The messages of one channel, oldest first, in the query cache: the newest page first (a later
 * read merges into what is loaded), older pages on demand, pushed messages added by the socket
 * bridge. The cache entry goes when the conversation is closed.
 */
export function useConversation(channelId: number | null, language: Language) {
  const client = useQueryClient();
  const [loadingOlder, setLoadingOlder] = useState(false);
  const olderBusy = useRef(false);
  const key = messengerKeys.messages(channelId ?? 0, language);
  const query = useQuery({
    queryKey: key,
    queryFn: async (): Promise<ConversationPages> => {
      const page = await messengerApi.messages(channelId ?? 0, undefined, language);
      const loaded = client.getQueryData<ConversationPages>(key);
      return {
        messages: mergeMessages(loaded?.messages ?? [], page.messages),
        hasMore: (loaded?.hasMore ?? false) || page.hasMore,
      };
    },
    enabled: channelId !== null,
    staleTime: STALE.INFINITY,
    gcTime: DROP_WHEN_UNUSED,
  });
  const data = channelId === null ? undefined : query.data;

  const loadOlder = useCallback(async () => {
    const oldest = data?.messages[0];
    if (channelId === null || olderBusy.current || !data?.hasMore || !oldest) return;
    olderBusy.current = true;
    setLoadingOlder(true);
    try {
      const page = await messengerApi.messages(channelId, oldest.id, language);
      client.setQueryData<ConversationPages>(messengerKeys.messages(channelId, language), (loaded) =>
        loaded ? { messages: mergeMessages(loaded.messages, page.messages), hasMore: page.hasMore } : loaded,
      );
    } catch {
      // The guest scrolls up again to retry.
    } finally {
      olderBusy.current = false;
      setLoadingOlder(false);
    }
  }, [client, channelId, language, data]);

  const add = useCallback(
    (message: TMessage) =>
      client.setQueryData<ConversationPages>(messengerKeys.messages(message.channelId, language), (loaded) =>
        loaded ? { ...loaded, messages: mergeMessages(loaded.messages, [message]) } : loaded,
      ),
    [client, language],
  );

  const status: "idle" | "loading" | "ready" | "error" =
    channelId === null ? "idle" : data ? "ready" : query.isError && !query.isFetching ? "error" : "loading";
  return {
    messages: data?.messages ?? [],
    hasMore: data?.hasMore ?? false,
    status,
    loadingOlder,
    loadOlder,
    add,
    retry: () => void query.refetch(),
  };
}
