import { type QueryClient, useQuery, useQueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import { useRouteLoaderData } from "react-router";
import type { TGuest } from "../../../common/contracts/accounts.ts";
import type { ChannelFilter, TChannel, TNavbarChannels } from "../../../common/contracts/messenger.ts";
import type { Language } from "../../../common/languages.ts";
import { STALE } from "../../api/query.ts";
import { useI18n } from "../../i18n/index.ts";
import { messengerApi } from "./api.ts";
import { sortByLastViewed } from "./channels.ts";

/** Query keys of the messenger feature. */
export const messengerKeys = {
  all: ["messenger"] as const,
  /** The unread total and the newest unread channels (navbar badge and dropdown). */
  navbar: (language: Language) => ["messenger", "navbar", language] as const,
  /** Every loaded channel list. */
  channelLists: ["messenger", "channels"] as const,
  /** The channels under one filter, as far as they were paged in. */
  channels: (filter: ChannelFilter, language: Language) =>
    ["messenger", "channels", filter, language] as const,
  /** Every loaded conversation of one channel. */
  conversation: (channelId: number) => ["messenger", "messages", channelId] as const,
  /** One channel's messages, oldest first, as far as they were paged in. */
  messages: (channelId: number, language: Language) =>
    ["messenger", "messages", channelId, language] as const,
  /** The actor beside a channel. */
  actor: (actorId: number, language: Language) => ["messenger", "actor", actorId, language] as const,
  /** Online actors to write to. */
  recommendations: (language: Language) => ["messenger", "recommendations", language] as const,
  /** The gift store with the guest's own gifts. */
  gifts: (language: Language) => ["messenger", "gifts", language] as const,
};

/** Unread state shared by the navbar and the messenger page. */
export interface Unread {
  /** Unread messages of the guest over all channels (null until first read). */
  total: number | null;
  /** Up to five unread channels for the navbar, last viewed first. */
  channels: TChannel[];
}

const NO_UNREAD: Unread = { total: null, channels: [] };

function toUnread(answer: TNavbarChannels): Unread {
  return {
    total: Math.max(0, answer.unreadTotal),
    channels: sortByLastViewed(answer.channels.filter((c) => c.unread)).slice(0, 5),
  };
}

/**
 * The logged-in guest's unread messages, read after hydration and again when the socket bridge
 * or the messenger page invalidates them; nothing for anonymous guests and on the server.
 */
export function useUnread(): Unread {
  const { language } = useI18n();
  const root = useRouteLoaderData("root") as { guest: TGuest | null } | undefined;
  const query = useQuery({
    queryKey: messengerKeys.navbar(language),
    queryFn: () => messengerApi.navbar(language),
    select: toUnread,
    enabled: Boolean(root?.guest),
    staleTime: STALE.INFINITY,
  });
  return query.data ?? NO_UNREAD;
}

/** Changes the cached unread state of every language. */
function updateNavbar(client: QueryClient, change: (answer: TNavbarChannels) => TNavbarChannels): void {
  client.setQueriesData<TNavbarChannels>({ queryKey: [...messengerKeys.all, "navbar"] }, (answer) =>
    answer ? change(answer) : answer,
  );
}

/** Sets the unread total (never below 0). */
export function setUnreadTotal(client: QueryClient, total: number): void {
  updateNavbar(client, (answer) => ({ ...answer, unreadTotal: Math.max(0, total) }));
}

/** A channel was read: lowers the total by its unread count (never below 0) and drops it from the navbar. */
export function channelRead(client: QueryClient, channel: TChannel): void {
  updateNavbar(client, (answer) => ({
    unreadTotal: Math.max(0, answer.unreadTotal - (channel.unread ? Math.max(1, channel.unreadCount) : 0)),
    channels: answer.channels.filter((c) => c.id !== channel.id),
  }));
}

/** Reads the unread state again (after the page changed something). */
export function refreshUnread(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: [...messengerKeys.all, "navbar"] });
}

/** The messenger's unread actions on the page's query cache. */
export function useUnreadActions() {
  const client = useQueryClient();
  return useMemo(
    () => ({
      setTotal: (total: number) => setUnreadTotal(client, total),
      read: (channel: TChannel) => channelRead(client, channel),
      refresh: () => void refreshUnread(client),
    }),
    [client],
  );
}
