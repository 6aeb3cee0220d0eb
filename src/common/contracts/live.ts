import { z } from "zod";
import { CHAT_TYPES, type ChatType } from "../live.ts";
import type { TLiveSessionState } from "../realtime.ts";

/**
 * The guest's live chats (spec core §1 chat types, §5 minimum balance, issue 14): start a chat
 * billed per minute, read it with a fresh stream URL, keep it alive, end it, and the list of past
 * chats ("my videochats"). Sessions are the socket's `TLiveSessionState`.
 */

/** Page size of the chat history (`GET livechat/history`). */
export const LIVE_HISTORY_PAGE_SIZE = 20;

/**
 * `POST livechat/start`. A live show (LIVESHOW) admits the holders of a ticket of the performer's
 * running show only (403 otherwise; docs/REST.md "Cam shows").
 */
export const ZLiveStart = z.strictObject({
  actorId: z.number().int().positive().max(2_147_483_647),
  chatType: z
    .enum(CHAT_TYPES)
    .refine(
      (type) => type !== "VOICE_CALL",
      "A voice call starts with voicecall/startAnonymousVoicecallChat",
    ),
  /** The most the guest will pay in this chat (VXC); it ends (503) before a minute passes it. */
  capCoins: z.number().int().positive().max(10_000_000).optional(),
});
export type TLiveStart = z.infer<typeof ZLiveStart>;

/**
 * `POST livechat/{sessionId}/cap`: the running chat's new cap in VXC, or null for none (the same
 * bounds as the start's `capCoins`; docs/decisions.md, issue 26's "… the live chat's cap …").
 */
export const ZLiveCapChange = z.strictObject({
  capCoins: z.number().int().positive().max(10_000_000).nullable(),
});
export type TLiveCapChange = z.infer<typeof ZLiveCapChange>;

/** `livechat/{sessionId}` paths (bigint ids). */
export const ZLiveSessionParams = z.object({
  sessionId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});

/** `GET livechat/history?offset=&limit=`. */
export const ZLiveHistoryQuery = z.object({
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(LIVE_HISTORY_PAGE_SIZE),
});
export type TLiveHistoryQuery = z.infer<typeof ZLiveHistoryQuery>;

/**
 * Where the guest's player gets the chat's video. The URL lives a short time (a leaked one dies
 * within it); GET livechat/{id} gives a fresh one, which the chat screen asks for at half its life.
 */
export interface TLiveStream {
  kind: "hls" | "webrtc";
  url: string;
  expiresAt: string;
  /** Seconds the URL lives from when it was handed out (renew by the page's own clock). */
  lifetimeSeconds: number;
}

/** The answer of `POST livechat/start` (201). */
export interface TLiveStartResult {
  sessionId: number;
  chatType: ChatType;
  pricePerMinute: { value: number; currency: "VXC" };
  stream: TLiveStream;
  /** Whole minutes the balance and chat vouchers still pay after the first one; null when free. */
  minutesLeft: number | null;
  session: TLiveSessionState;
}

/** The answer of `GET livechat/{sessionId}`: a stream only while the chat is active. */
export interface TLiveSessionView {
  session: TLiveSessionState;
  stream?: TLiveStream;
}

/** The answer of `POST livechat/{sessionId}/end` (also for a chat that had ended already). */
export interface TLiveEndResult {
  exitCode: number;
  minutesCharged: number;
  coinsCharged: number;
  session: TLiveSessionState;
}

/** The answer of `POST livechat/{sessionId}/heartbeat`. */
export interface TLiveHeartbeat {
  session: TLiveSessionState;
}

/** One past (or the current) chat of the guest. */
export interface TLiveHistoryItem {
  sessionId: number;
  actor: { id: number; name: string };
  chatType: ChatType;
  state: "active" | "ended";
  startedAt: string;
  endedAt: string | null;
  minutes: number;
  coins: number;
  exitCode: number | null;
}

/** The answer of `GET livechat/history`: newest first. */
export interface TLiveHistoryPage {
  items: TLiveHistoryItem[];
  total: number;
  offset: number;
  limit: number;
}
