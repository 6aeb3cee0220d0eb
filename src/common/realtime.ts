import type { TVoucher } from "./contracts/benefits.ts";
import type { FavoriteObjectType } from "./contracts/favorites.ts";
import type { LiveReaction, TLiveLine } from "./contracts/liveLines.ts";
import type { TChannel, TMessage } from "./contracts/messenger.ts";
import type { TNotification } from "./contracts/notifications.ts";
import type { Language } from "./languages.ts";
import type { ChatType } from "./live.ts";

/**
 * The real-time socket's message catalogue (`/ws`, JSON `{type, ...}`; docs/REALTIME.md). The
 * socket only signals: everything it announces is persisted first, and a client that was away
 * re-reads what it missed.
 */

/** Seconds a client may wait for the next pong before it treats the connection as dead. */
export const PONG_TTL_SECONDS = 60;
/** The client pings every 50 s (spec core §4). */
export const PING_INTERVAL_MS = 50_000;
/** Close code when a pong is missing (spec core §8). */
export const CLOSE_PONG_MISSING = 4000;
/** Close code when a client cannot keep up (its send queue passed the limit). */
export const CLOSE_TOO_SLOW = 4008;
/** Close code for a session that expired or was locked. */
export const CLOSE_SESSION_ENDED = 4001;
/** A client whose unsent data passes this is disconnected. */
export const MAX_SEND_QUEUE_BYTES = 1024 * 1024;

/**
 * Socket commands and the REST call each one runs (docs/REALTIME.md): path parameters come from
 * `params` (channelId, actorId), the other params are the query (GET) or the JSON body (POST).
 */
export const SOCKET_COMMANDS = [
  "notifications.list",
  "notifications.seen",
  "notifications.read",
  "notifications.remove",
  "messenger.channels",
  "messenger.navbar",
  "messenger.messages",
  "messenger.touch",
  "messenger.read",
  "messenger.archive",
  "messenger.unarchive",
  "messenger.block",
  "messenger.unblock",
  "messenger.allSeen",
  "messenger.send",
  "messenger.oneclick",
  "favorite.pin",
  "favorite.unpin",
  "favorite.notifications",
] as const;
export type SocketCommand = (typeof SOCKET_COMMANDS)[number];

/** A live chat session as its guest sees it (REST livechat/{id} and the socket's livechat pushes). */
export interface TLiveSessionState {
  sessionId: number;
  actorId: number;
  chatType: ChatType;
  state: "active" | "ended";
  startedAt: string;
  pricePerMinute: number;
  minutesCharged: number;
  coinsCharged: number;
  capCoins: number | null;
  exitCode: number | null;
  endedAt: string | null;
}

/** Messages the server sends (spec core §4 "Messages pushed by the server"). */
export type ServerMessage =
  | { type: "session.ack"; guestId: number | null }
  | { type: "session.expired" }
  | { type: "pong"; ttl: number }
  /** The answer to a command: the REST call's HTTP status and JSON body (errors: {error: {code, …}}). */
  | { type: "command.result"; requestId: string; status: number; body: unknown }
  | { type: "error"; code: "BAD_MESSAGE" | "SESSION_REQUIRED" | "CALL_NOT_FOUND"; message: string }
  | { type: "balance.update"; balance: number; balanceFormatted: string }
  | { type: "vouchers.update"; vouchers: TVoucher[] }
  | { type: "avs.set" }
  | { type: "avs.pending" }
  | { type: "avs.rejected"; message: string | null }
  | { type: "avs.revoked"; message: string | null }
  | { type: "guest.locked" }
  | { type: "vip.update"; isVip: boolean; vipUntil: string | null }
  | { type: "tv.update"; isVXTVAboSubscriber: boolean }
  | { type: "bonus.redeemed"; code: string }
  /** The guest's own messenger gifts changed (granted, won or sent): gift id -> count. */
  | { type: "gifts.update"; boughtGifts: Record<string, number> }
  | { type: "email.verified" }
  | { type: "page.reload" }
  | { type: "actor.online"; actorId: number }
  | { type: "actor.offline"; actorId: number }
  /** An actor's free show (public free chat) started or stopped: /cams/ and /free-chat/ re-read. */
  | { type: "freeshow.start"; actorId: number }
  | { type: "freeshow.stop"; actorId: number }
  /** The guest pinned or unpinned something (in another tab or device). */
  | { type: "favorite.updated"; objectType: FavoriteObjectType; objectId: number; pinned: boolean }
  /** A new message in one of the guest's channels (either direction; other tabs see their own sends). */
  | { type: "messenger.message"; channelId: number; message: TMessage }
  /** A channel's state changed (read, archived, blocked, free messages). */
  | { type: "channel.updated"; channel: TChannel }
  | { type: "channel.archived"; channelId: number }
  /** A new notification (stored first; the navbar list and the floating toasts add it). */
  | { type: "notification.added"; notification: TNotification }
  /** Notifications removed (in another tab). */
  | { type: "notification.removed"; ids: number[] }
  /** Notifications marked read (in another tab); they are seen too. */
  | { type: "notification.read"; ids: number[] }
  /** Notifications marked seen (the list was shown in another tab). */
  | { type: "notification.seen"; ids: number[] }
  /** A live chat of the guest began (its first minute is paid). */
  | { type: "livechat.started"; session: TLiveSessionState }
  /**
   * A minute of the guest's live chat was paid: the session's totals, the balance and the whole
   * minutes the balance and chat vouchers still pay (null for a free chat).
   */
  | { type: "livechat.minute"; session: TLiveSessionState; balance: number; minutesLeft: number | null }
  /** The balance pays one more minute at most: the guest may top up before the chat ends. */
  | { type: "livechat.lowBalance"; sessionId: number; minutesLeft: number }
  /** The voice call began (spec core §4 "voicecall start"): the guest's and the call's subscribed sockets. */
  | { type: "voicecall.start"; session: TLiveSessionState }
  /**
   * The voice call ended, with its exit code (spec core §4 "voicecall stop"): to the guest's sockets
   * (with chat.end) and to every socket subscribed to the call by its client id (voicecall.subscribe).
   */
  | { type: "voicecall.stop"; session: TLiveSessionState; exitCode: number | null }
  /**
   * The answer to voicecall.subscribe: the socket now gets the call's voicecall.start/stop; the
   * call as it is now (an end before the subscription is not missed: `state` says it).
   */
  | { type: "voicecall.subscribed"; session: TLiveSessionState }
  /** The guest's live chat ended, with its exit code (spec core §8, docs/EXIT-CODES.md). */
  | { type: "chat.end"; session: TLiveSessionState }
  /** A line, gift or toy control in the guest's live text chat (either side; stored first). */
  | { type: "livechat.line"; sessionId: number; line: TLiveLine }
  /** The performer reacted live (to a gift, a toy control or a line): the chat screen animates it. */
  | { type: "live.reaction"; sessionId: number; reaction: LiveReaction; lineId: number; text: string }
  /** The guest bought a cam-show ticket (chat ticket bought; every tab marks the show bought). */
  | { type: "camshow.ticketBought"; showId: number }
  /** The guest's ticket ended: given back, or refunded because the show was cancelled. */
  | { type: "camshow.ticketRemoved"; showId: number; reason: "removed" | "cancelled" }
  /** A show the guest holds a ticket for has begun (private ticket show invitation): join it. */
  | { type: "camshow.invitation"; showId: number; actorId: number }
  /** A contest entry's votes moved (a vote cast or taken back): every open contest page shows it. */
  | { type: "contest.votes"; contestId: number; mediaId: number; mediaVotes: number }
  /** A performer published a feed post (every socket; the favourites tab keeps the followed ones). */
  | { type: "feed.post"; postId: number; actorId: number }
  /** A feed post's like and tip counters as they are now (every socket showing it updates). */
  | {
      type: "feed.counters";
      postId: number;
      likes: number;
      tipsSumCoins: number;
      goalCoins: number | null;
      achieved: boolean;
    };

export type ServerMessageType = ServerMessage["type"];

/**
 * Where an event goes: one guest's sockets, every socket, or a voice call's listeners (the sockets
 * subscribed to the call by its client id, and its guest's sockets when it has one; each once).
 */
export type EventTarget = { guestId: number } | { all: true } | { call: number; guestId: number | null };

/** What travels on the event bus between instances. */
export interface RealtimeEvent {
  target: EventTarget;
  message: ServerMessage;
  /**
   * The message in each page language, for messages with texts (notification.added): a socket
   * gets the one of the language its page named at session.request, else `message`.
   */
  localized?: Partial<Record<Language, ServerMessage>>;
}
