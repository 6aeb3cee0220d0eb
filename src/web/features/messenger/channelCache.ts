import type { ChannelFilter, TChannel, TMessage } from "../../../common/contracts/messenger.ts";
import { createStore } from "../../state/store.ts";
import { matchesFilter, sortChannels } from "./channels.ts";

/** A cached channel list: the channels paged in so far and how many match the filter. */
export interface ChannelPages {
  channels: TChannel[];
  total: number;
}

/** A cached conversation: messages oldest first, and whether older ones exist. */
export interface ConversationPages {
  messages: TMessage[];
  hasMore: boolean;
}

/** The channel open on the messenger page (it stays in lists it no longer matches; it stays read). */
export const openChannel = createStore<number | null>(null);

/** A changed channel: kept, added or dropped by the filter (`keepId` always stays). */
export function upsertChannel(
  list: ChannelPages,
  channel: TChannel,
  filter: ChannelFilter,
  keepId: number | null = null,
): ChannelPages {
  const others = list.channels.filter((c) => c.id !== channel.id);
  const keep = matchesFilter(channel, filter) || channel.id === keepId;
  const was = others.length !== list.channels.length;
  const channels = keep ? sortChannels([...others, channel], filter) : others;
  const delta = (keep ? 1 : 0) - (was ? 1 : 0);
  return { channels, total: Math.max(0, list.total + delta) };
}

/** Channels changed in place; those that no longer match the filter leave (except `keepId`). */
export function patchChannels(
  list: ChannelPages,
  match: (channel: TChannel) => boolean,
  change: (channel: TChannel) => TChannel,
  filter: ChannelFilter,
  keepId: number | null = null,
): ChannelPages {
  let changed = false;
  const next = list.channels.flatMap((channel) => {
    if (!match(channel)) return [channel];
    changed = true;
    const updated = change(channel);
    return matchesFilter(updated, filter) || updated.id === keepId ? [updated] : [];
  });
  if (!changed) return list;
  const dropped = list.channels.length - next.length;
  return { channels: sortChannels(next, filter), total: Math.max(0, list.total - dropped) };
}

/** A channel left the list. */
export function removeChannel(list: ChannelPages, channelId: number): ChannelPages {
  const channels = list.channels.filter((c) => c.id !== channelId);
  if (channels.length === list.channels.length) return list;
  return { channels, total: Math.max(0, list.total - 1) };
}

const byId = (a: TMessage, b: TMessage) => a.id - b.id;

/** Messages merged by id, oldest first (a push and the sender's own answer bring the same message). */
export function mergeMessages(current: readonly TMessage[], incoming: readonly TMessage[]): TMessage[] {
  const map = new Map(current.map((m) => [m.id, m]));
  for (const message of incoming) map.set(message.id, message);
  return [...map.values()].sort(byId);
}
