import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { CHANNEL_PAGE_SIZE, type ChannelFilter, type TChannel } from "../../../common/contracts/messenger.ts";
import type { Language } from "../../../common/languages.ts";
import { messengerApi } from "./api.ts";
import { matchesFilter, sortChannels, throttle } from "./channels.ts";
import { setUnreadTotal } from "./store.ts";

/** Spec core §9: at most one channel load per 500 ms. */
export const LOAD_THROTTLE_MS = 500;

interface ListState {
  channels: TChannel[];
  total: number;
  status: "loading" | "ready" | "error";
}

export interface ChannelList extends ListState {
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

/** The guest's channels under one filter, sorted per spec core §4, loaded 500 at a time. */
export function useChannelList(filter: ChannelFilter, language: Language): ChannelList {
  const [state, setState] = useState<ListState>({ channels: [], total: 0, status: "loading" });
  const generation = useRef(0);
  const loaded = useRef(0);
  const total = useRef(0);

  const fetchPage = useCallback(
    async (offset: number) => {
      const mine = ++generation.current;
      try {
        const page = await messengerApi.channels(filter, offset, CHANNEL_PAGE_SIZE, language);
        if (mine !== generation.current) return;
        setUnreadTotal(page.unreadTotal);
        total.current = page.total;
        setState((previous) => {
          const kept = offset === 0 ? [] : previous.channels;
          const ids = new Set(page.channels.map((c) => c.id));
          const channels = sortChannels([...kept.filter((c) => !ids.has(c.id)), ...page.channels], filter);
          loaded.current = channels.length;
          return { channels, total: page.total, status: "ready" };
        });
      } catch {
        if (mine === generation.current) setState((previous) => ({ ...previous, status: "error" }));
      }
    },
    [filter, language],
  );

  const runners = useMemo(
    () => ({
      reload: throttle(() => void fetchPage(0), LOAD_THROTTLE_MS),
      more: throttle(() => {
        if (loaded.current < total.current) void fetchPage(loaded.current);
      }, LOAD_THROTTLE_MS),
    }),
    [fetchPage],
  );

  useEffect(() => {
    setState({ channels: [], total: 0, status: "loading" });
    loaded.current = 0;
    void fetchPage(0);
    return () => {
      runners.reload.cancel();
      runners.more.cancel();
    };
  }, [fetchPage, runners]);

  const upsert = useCallback(
    (channel: TChannel, keepId: number | null = null) =>
      setState((previous) => {
        const others = previous.channels.filter((c) => c.id !== channel.id);
        const keep = matchesFilter(channel, filter) || channel.id === keepId;
        const was = others.length !== previous.channels.length;
        const channels = keep ? sortChannels([...others, channel], filter) : others;
        const delta = (keep ? 1 : 0) - (was ? 1 : 0);
        return { ...previous, channels, total: Math.max(0, previous.total + delta) };
      }),
    [filter],
  );

  const patch = useCallback(
    (
      match: (channel: TChannel) => boolean,
      change: (channel: TChannel) => TChannel,
      keepId: number | null = null,
    ) =>
      setState((previous) => {
        let changed = false;
        const next = previous.channels.flatMap((channel) => {
          if (!match(channel)) return [channel];
          changed = true;
          const updated = change(channel);
          return matchesFilter(updated, filter) || updated.id === keepId ? [updated] : [];
        });
        if (!changed) return previous;
        const dropped = previous.channels.length - next.length;
        return {
          ...previous,
          channels: sortChannels(next, filter),
          total: Math.max(0, previous.total - dropped),
        };
      }),
    [filter],
  );

  const remove = useCallback(
    (channelId: number) =>
      setState((previous) => {
        const channels = previous.channels.filter((c) => c.id !== channelId);
        if (channels.length === previous.channels.length) return previous;
        return { ...previous, channels, total: Math.max(0, previous.total - 1) };
      }),
    [],
  );

  return {
    ...state,
    reload: runners.reload.call,
    loadMore: runners.more.call,
    upsert,
    patch,
    remove,
  };
}
