/**
 * Live chat (spec core §1, §8, §9): the chat types, the exit codes the billing core ends sessions
 * with, and the billing constants. No I/O: shared by the server and the web app.
 */

/**
 * The chat types of spec core §1, and the voice call (spec core §4 and §7
 * `startAnonymousVoicecallChat`: a chat session of its own type, audio only; docs/decisions.md).
 */
export const CHAT_TYPES = [
  "LIVECHAT",
  "VOYEUR_CHAT",
  "FREECHAT",
  "LIVE_PREVIEW",
  "VOYEUR_PRIVATE_CHAT",
  "VIDEO_CALL",
  "LIVESHOW",
  "VOICE_CALL",
] as const;
export type ChatType = (typeof CHAT_TYPES)[number];

/** Chat types a guest has the performer to themself in: one such session per performer at a time. */
export const PRIVATE_CHAT_TYPES: readonly ChatType[] = [
  "LIVECHAT",
  "VOYEUR_PRIVATE_CHAT",
  "VIDEO_CALL",
  "VOICE_CALL",
];

/**
 * Exit codes (spec core §8 gives the ranges; the meanings are ours, docs/EXIT-CODES.md): client
 * 100-108, host 201-208, admin kick 301, preview limits 401-408, money and time limits 501-503,
 * age rating 601, voice call and lock 901-921, timeouts 990-997.
 */
export const EXIT_CODES = {
  /** The guest ended the chat. */
  guestEnded: 100,
  /** The performer ended the chat. */
  hostEnded: 201,
  /** The performer went offline. */
  hostOffline: 202,
  /** An operator ended the chat. */
  adminKick: 301,
  /** The free live preview's time is over (LIVE_PREVIEW_MINUTES). */
  previewTimeOver: 402,
  /** The guest's free-chat time for today is used up (FREE_CHAT_DAILY_MINUTES). */
  freeChatTimeOver: 403,
  /** The balance cannot pay the next minute. */
  noMoney: 501,
  /** A spend limit (day, week, month) would be broken by the next minute. */
  spendLimit: 502,
  /** The guest's cap for this session is reached. */
  sessionCap: 503,
  /**
   * Another guest took the performer into a private chat: an anonymous visitor's free call gives
   * way to a logged-in guest's private chat start (docs/decisions.md "Anonymous calls give way").
   */
  hostBusy: 906,
  /** The guest hung up the voice call. */
  voiceCallEnded: 910,
  /** The performer hung up the voice call. */
  voiceCallHostHungUp: 911,
  /** The performer's line was busy (she is in a private chat or call). */
  voiceCallBusy: 913,
  /** The voice call reached its longest length (an anonymous call: VOICE_CALL_ANONYMOUS_MINUTES). */
  voiceCallTimeLimit: 918,
  /** Today's anonymous voice calls (the network's, or the performer's) are used up; more need an account. */
  anonymousCallLimit: 919,
  /** The guest was gone (no socket, no heartbeat) for GUEST_GONE_MS. */
  guestGone: 990,
} as const;
export type ExitCode = (typeof EXIT_CODES)[keyof typeof EXIT_CODES];

/** A session whose guest sent no sign of life for this long ends (exit code 990). */
export const GUEST_GONE_MS = 30_000;
/**
 * A stretch this long without a sign of life of a session (the socket's keep-alive comes every
 * 10 s, the page's heartbeat every 15 s) is a silence: the servers were down, or the guest's line.
 * A billing minute wholly inside a silence is not charged (docs/decisions.md, issue 26).
 */
export const SILENCE_MS = 20_000;
/** The billing minute (LIVECHAT_MINUTE_MS shortens it for tests). */
export const BILLING_MINUTE_MS = 60_000;
/** A live preview lasts this many billing minutes, then ends with 402 (docs/decisions.md). */
export const LIVE_PREVIEW_MINUTES = 1;
/**
 * Free-chat minutes a guest may watch per Berlin day, VIP more (docs/decisions.md; the spec names
 * the "free-chat duration" but gives no figure). Counted in billing minutes of FREECHAT sessions.
 */
export const FREE_CHAT_DAILY_MINUTES = { default: 15, vip: 60 } as const;

/**
 * An anonymous visitor's voice call (spec core §6: anonymous visitors may call) is free and short,
 * like a preview: this many billing minutes, one call per network (lib/network.ts: an IPv6 /64 is
 * one) per Berlin day, and at most VOICE_CALL_ANONYMOUS_PER_PERFORMER_DAY such calls per performer
 * and day; a logged-in guest's private chat start ends a running one (906; docs/decisions.md).
 */
export const VOICE_CALL_ANONYMOUS_MINUTES = 3;
export const VOICE_CALL_ANONYMOUS_PER_DAY = 1;
export const VOICE_CALL_ANONYMOUS_PER_PERFORMER_DAY = 10;

/** How long after signup a new guest's conversion chat countdown runs (docs/decisions.md). */
export const CONVERSION_CHAT_WINDOW_MS = 15 * 60_000;

/** What decides a guest's conversion chat countdown. */
export interface ConversionChatFacts {
  createdAt: Date;
  isPayingCustomer: boolean;
  conversionChatEnabled: boolean;
}

/**
 * The end of the guest's conversion chat countdown while it lies in the future, else null (spec
 * core §4: eligible while the countdown end lies in the future): a guest who never paid and did
 * not switch it off (`guest/conversionChat`) and cannot pay a chat yet may chat privately for free
 * with performers available for conversion chat until CONVERSION_CHAT_WINDOW_MS after signup.
 */
export function conversionChatCountdownEnd(guest: ConversionChatFacts, now: Date): Date | null {
  if (guest.isPayingCustomer || !guest.conversionChatEnabled) return null;
  const end = new Date(guest.createdAt.getTime() + CONVERSION_CHAT_WINDOW_MS);
  return end > now ? end : null;
}

/** The actor's prices a chat's price comes from (VXC per minute). */
export interface ActorPrices {
  priceVideoChat: number;
  priceSingleC2c: number;
  priceVoyeur: number;
}

/**
 * VXC per minute of a chat type with this actor (spec core §3 prices): a private chat at the
 * video-chat price, a video call (cam2cam) at singlec2c, watching at the voyeur price; free chat
 * and the live preview cost nothing; a ticketed show is paid by its ticket. The server bills with
 * it and the pages show it before a chat starts.
 */
export function pricePerMinute(chatType: ChatType, prices: ActorPrices): number {
  switch (chatType) {
    case "LIVECHAT":
    case "VOYEUR_PRIVATE_CHAT":
    // The actor data has no phone price: a voice call costs her private chat's price (docs/decisions.md).
    case "VOICE_CALL":
      return prices.priceVideoChat;
    case "VIDEO_CALL":
      return prices.priceSingleC2c;
    case "VOYEUR_CHAT":
      return prices.priceVoyeur;
    case "FREECHAT":
    case "LIVE_PREVIEW":
    case "LIVESHOW":
      return 0;
  }
}

/** What decides which chat types an online actor offers (the actor's flags). */
export interface ChatOfferFlags {
  isOnline: boolean;
  freeChat: boolean;
  isLivePreviewEnabled: boolean;
  isVoyeurChatAvailable: boolean;
  isCurrentlyTicketShow: boolean;
}

/**
 * The chat types an actor offers now (spec core §1): nothing offline; a private chat and a video
 * call (cam2cam) whenever online; watching (voyeur, also of a private chat) when she allows
 * voyeurs; free chat while her free show runs; the short preview when enabled; a ticketed show
 * while one runs.
 */
export function offeredChatTypes(actor: ChatOfferFlags): ChatType[] {
  if (!actor.isOnline) return [];
  const offered: Record<ChatType, boolean> = {
    LIVECHAT: true,
    VIDEO_CALL: true,
    VOICE_CALL: true,
    VOYEUR_CHAT: actor.isVoyeurChatAvailable,
    VOYEUR_PRIVATE_CHAT: actor.isVoyeurChatAvailable,
    FREECHAT: actor.freeChat,
    LIVE_PREVIEW: actor.isLivePreviewEnabled,
    LIVESHOW: actor.isCurrentlyTicketShow,
  };
  return CHAT_TYPES.filter((type) => offered[type]);
}
