import { useCallback, useEffect, useRef, useState } from "react";
import type { TMessage } from "../../../common/contracts/messenger.ts";
import type { Language } from "../../../common/languages.ts";
import { messengerApi } from "./api.ts";

interface ConversationState {
  messages: TMessage[];
  hasMore: boolean;
  status: "idle" | "loading" | "ready" | "error";
  loadingOlder: boolean;
}

const byId = (a: TMessage, b: TMessage) => a.id - b.id;

function merge(current: readonly TMessage[], incoming: readonly TMessage[]): TMessage[] {
  const map = new Map(current.map((m) => [m.id, m]));
  for (const message of incoming) map.set(message.id, message);
  return [...map.values()].sort(byId);
}

/** The messages of one channel, oldest first: the newest page first, older pages on demand, live additions. */
export function useConversation(channelId: number | null, language: Language) {
  const [state, setState] = useState<ConversationState>({
    messages: [],
    hasMore: false,
    status: "idle",
    loadingOlder: false,
  });
  const current = useRef(channelId);
  current.current = channelId;
  const olderBusy = useRef(false);

  const loadNewest = useCallback(
    async (reset: boolean) => {
      const id = channelId;
      if (id === null) return;
      if (reset) setState({ messages: [], hasMore: false, status: "loading", loadingOlder: false });
      try {
        const page = await messengerApi.messages(id, undefined, language);
        if (current.current !== id) return;
        setState((previous) => ({
          messages: merge(reset ? [] : previous.messages, page.messages),
          hasMore: reset ? page.hasMore : previous.hasMore || page.hasMore,
          status: "ready",
          loadingOlder: false,
        }));
      } catch {
        if (current.current === id)
          setState((previous) => ({ ...previous, status: reset ? "error" : previous.status }));
      }
    },
    [channelId, language],
  );

  useEffect(() => {
    if (channelId === null) {
      setState({ messages: [], hasMore: false, status: "idle", loadingOlder: false });
      return;
    }
    void loadNewest(true);
  }, [channelId, loadNewest]);

  const loadOlder = useCallback(async () => {
    const id = channelId;
    if (id === null || olderBusy.current) return;
    const oldest = state.messages[0];
    if (!state.hasMore || !oldest) return;
    olderBusy.current = true;
    setState((previous) => ({ ...previous, loadingOlder: true }));
    try {
      const page = await messengerApi.messages(id, oldest.id, language);
      if (current.current !== id) return;
      setState((previous) => ({
        ...previous,
        messages: merge(previous.messages, page.messages),
        hasMore: page.hasMore,
        loadingOlder: false,
      }));
    } catch {
      setState((previous) => ({ ...previous, loadingOlder: false }));
    } finally {
      olderBusy.current = false;
    }
  }, [channelId, language, state.hasMore, state.messages]);

  const add = useCallback((message: TMessage) => {
    if (message.channelId !== current.current) return;
    setState((previous) => ({ ...previous, messages: merge(previous.messages, [message]) }));
  }, []);

  return { ...state, loadOlder, add, refresh: () => loadNewest(false), retry: () => loadNewest(true) };
}
