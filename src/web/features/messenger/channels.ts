import type { ChannelFilter, TChannel } from "../../../common/contracts/messenger.ts";

/** Spec core §9: at most one channel load per 500 ms. */
export const LOAD_THROTTLE_MS = 500;

const time = (value: string | null) => (value ? Date.parse(value) : 0);

/**
 * Channel order of spec core §4: newest, archived (and the other lists) by message time, newest
 * first; unread puts unread channels first.
 */
export function sortChannels(channels: readonly TChannel[], filter: ChannelFilter): TChannel[] {
  return [...channels].sort((a, b) => {
    if (filter === "unread" && a.unread !== b.unread) return a.unread ? -1 : 1;
    return time(b.messageTimestamp) - time(a.messageTimestamp) || b.id - a.id;
  });
}

/** Navbar order: last viewed first (spec core §4). */
export function sortByLastViewed(channels: readonly TChannel[]): TChannel[] {
  return [...channels].sort(
    (a, b) => time(b.lastViewedTimestamp) - time(a.lastViewedTimestamp) || b.id - a.id,
  );
}

/** Whether a channel belongs in a filtered list (used for live updates between reloads). */
export function matchesFilter(channel: TChannel, filter: ChannelFilter): boolean {
  switch (filter) {
    case "archived":
      return channel.archived;
    case "blocked":
      return channel.blocked;
    case "unread":
      return channel.unread && !channel.archived && !channel.blocked;
    case "online":
      return channel.isActorOnline && !channel.archived && !channel.blocked;
    default:
      return !channel.archived && !channel.blocked;
  }
}

/** The price of the guest's next message and how the composer shows it. */
export function nextMessagePrice(channel: TChannel): { price: number; freeLeft: number | null } {
  if (channel.freeMessagesAmount > 0) return { price: 0, freeLeft: channel.freeMessagesAmount };
  if (channel.isMessagingFree) return { price: 0, freeLeft: null };
  return { price: channel.messagePrice, freeLeft: null };
}

/** Returns a throttled runner: at most one call per `ms`; calls in between run once at its end. */
export function throttle(run: () => void, ms: number): { call: () => void; cancel: () => void } {
  let last = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    call() {
      const wait = last + ms - Date.now();
      if (wait <= 0) {
        last = Date.now();
        run();
      } else if (timer === undefined) {
        timer = setTimeout(() => {
          timer = undefined;
          last = Date.now();
          run();
        }, wait);
      }
    },
    cancel() {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
    },
  };
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["year", 31_536_000],
  ["month", 2_592_000],
  ["week", 604_800],
  ["day", 86_400],
  ["hour", 3_600],
  ["minute", 60],
];

/** "5 minutes ago" from a channel's message time, computed live (the server's text goes stale). */
export function timeAgo(channel: TChannel, language: string, now = Date.now()): string {
  if (!channel.messageTimestamp) return channel.sentDiffForHumans;
  const seconds = Math.round((Date.parse(channel.messageTimestamp) - now) / 1000);
  const format = new Intl.RelativeTimeFormat(language, { numeric: "auto", style: "short" });
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.round(seconds / size), unit);
  }
  return format.format(0, "minute");
}
