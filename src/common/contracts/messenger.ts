import { z } from "zod";
import type { Language } from "../languages.ts";
import { PACKAGE_IDS, PAY_CURRENCIES, type TPaymentResult } from "./payments.ts";
import {
  CHANNEL_FILTERS,
  CHANNEL_PAGE_SIZE,
  MAX_GIFT_KINDS_PER_MESSAGE,
  MAX_GIFTS_PER_MESSAGE,
  MESSAGE_MAX_LENGTH,
} from "./values/messenger.ts";

export * from "./values/messenger.ts";

/**
 * The messenger (spec core §3 Channel, §4 Messenger channels, §7 messenger REST): one channel per
 * guest and actor, messages both ways, paid guest messages (free messages first).
 */

/** A channel as the guest sees it (every field of spec core §3 Channel). */
export interface TChannel {
  id: number;
  actorId: number;
  actorName: string;
  actorAge: number;
  guestId: number;
  unread: boolean;
  unreadCount: number;
  blocked: boolean;
  archived: boolean;
  isActorOnline: boolean;
  lastMessageId: number | null;
  /** The last message's text, shortened. */
  subject: string;
  previewPictureUrl: string | null;
  /** ISO time of the last message. */
  messageTimestamp: string | null;
  lastViewedTimestamp: string | null;
  /** "5 minutes ago" in the guest's language (server-rendered). */
  sentDiffForHumans: string;
  /** Free messages left in this channel. */
  freeMessagesAmount: number;
  /** VXC per guest message once the free ones are used. */
  messagePrice: number;
  isMessagingFree: boolean;
  multiChatPrice: number;
  canVoyeurChat: boolean;
  isVoyeurInSingleChatAllowed: boolean;
  isDildocontrolAvailable: boolean;
  freeChat: boolean;
}

/** A gift as a message shows it. */
export interface TMessageGift {
  giftId: number;
  /** Name in the request language. */
  label: string;
  imageUrl: string;
  quantity: number;
  /** Toy controls: how long the performer's toy runs, and whether the pattern is random. */
  toy: { durationSeconds: number; random: boolean } | null;
}

export interface TMessage {
  id: number;
  channelId: number;
  /** "guest": sent by the guest; "actor": sent by the actor. */
  from: "guest" | "actor";
  text: string;
  /** VXC the guest paid for it (0 when free). */
  price: number;
  createdAt: string;
  /** When the recipient read it. */
  readAt: string | null;
  /** Gifts sent with the message (guest messages only). */
  gifts: TMessageGift[];
}

/** GET messenger/channels?filter=&offset=&limit= */
export const ZChannelQuery = z.object({
  filter: z.enum(CHANNEL_FILTERS).default("newest"),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
  limit: z.coerce.number().int().min(1).max(CHANNEL_PAGE_SIZE).default(CHANNEL_PAGE_SIZE),
});

/** GET messenger/channel/{channelId}/messages?before=&limit= (newest first, paged backwards). */
export const ZMessageQuery = z.object({
  before: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

const ZGiftLine = z.strictObject({
  giftId: z.number().int().positive().max(2_147_483_647),
  quantity: z.number().int().min(1).max(MAX_GIFTS_PER_MESSAGE),
});

/**
 * POST messenger/channel/{channelId}/send (Idempotency-Key): text, gifts or both. The shown price
 * guards the charge: a message that would cost more than `expectedPrice` answers 409 with the
 * current price and charges nothing.
 */
export const ZSendMessage = z
  .strictObject({
    text: z.string().trim().max(MESSAGE_MAX_LENGTH).default(""),
    gifts: z.array(ZGiftLine).max(MAX_GIFT_KINDS_PER_MESSAGE).default([]),
    /** The price the guest saw (message plus the gifts beyond their own). */
    expectedPrice: z.number().int().min(0),
  })
  .refine((input) => input.text.length > 0 || input.gifts.length > 0, {
    message: "Write a text or add a gift",
    path: ["text"],
  })
  .refine((input) => new Set(input.gifts.map((gift) => gift.giftId)).size === input.gifts.length, {
    message: "Each gift appears once, with its quantity",
    path: ["gifts"],
  })
  .refine((input) => input.gifts.reduce((sum, gift) => sum + gift.quantity, 0) <= MAX_GIFTS_PER_MESSAGE, {
    message: `At most ${MAX_GIFTS_PER_MESSAGE} gifts per message`,
    path: ["gifts"],
  });

/** A gift of the store (spec core §3 Messenger gift). */
export interface TGift {
  id: number;
  /** Technical name, e.g. "rose". */
  name: string;
  categoryId: number;
  price: { value: number; currency: "VXC"; symbol: "VXC" };
  imageUrl: string;
  active: boolean;
  /** Only VIP members can send it. */
  vip: boolean;
  /** The name in every site language. */
  translations: { language: string; name: "name"; value: string }[];
  /** The name in the request language. */
  label: string;
  /** Toy controls only. */
  toy: { duration: number; displayName: string; random: boolean } | null;
}

/** GET messenger/gifts: the store by category, and what the guest can send without paying. */
export interface TGiftStore {
  categories: { id: number; name: string; gifts: TGift[] }[];
  /** Gifts the guest owns, by gift id (as TGuest.boughtGifts). */
  boughtGifts: Record<string, number>;
  /** Usable messenger-gift voucher units (any actor); actor-bound ones count in their channel only. */
  giftVouchers: { actorId: number | null; remaining: number }[];
}

/** Operator: POST internal/grantMessengerGifts gives a guest gifts to send for free. */
export const ZGrantGifts = z.strictObject({
  guestId: z.number().int().positive().max(2_147_483_647),
  gifts: z
    .array(
      z.strictObject({
        giftId: z.number().int().positive().max(2_147_483_647),
        count: z.number().int().min(1).max(1000),
      }),
    )
    .min(1)
    .max(50),
  reason: z.string().trim().min(1).max(200),
});

/** Answer of a send. */
export interface TSendResult {
  success: true;
  message: TMessage;
  channel: TChannel;
  /** VXC charged (0 for a free message). */
  charged: number;
  guestBalance: number;
  guestBalanceFormatted: string;
  /** A messages or messenger-gift voucher paid for part of it. */
  voucherUsed?: boolean;
  /** Some of the guest's own gifts were sent. */
  ownGiftsUsed?: boolean;
}

/** Operator (performer software): POST internal/messenger/send. */
export const ZActorSend = z.strictObject({
  actorId: z.number().int().positive(),
  guestId: z.number().int().positive(),
  text: z.string().trim().min(1).max(MESSAGE_MAX_LENGTH),
});

/** GET messenger/channels */
export interface TChannelList {
  channels: TChannel[];
  /** Channels matching the filter (for paging). */
  total: number;
  /** Unread messages over all channels that are not blocked. */
  unreadTotal: number;
}

/** GET messenger/navbar: at most NAVBAR_CHANNELS unread channels, last viewed first. */
export interface TNavbarChannels {
  channels: TChannel[];
  unreadTotal: number;
}

/** GET messenger/channel/{channelId}/messages: newest first. */
export interface TMessagePage {
  messages: TMessage[];
  /** Older messages exist (ask again with before = the last message's id). */
  hasMore: boolean;
}

/** Answer of read, archive, unarchive, block, unblock. */
export interface TChannelChange {
  success: true;
  channel: TChannel;
  unreadTotal: number;
}

/** GET messenger/actor/{actorId}: the actor beside a channel. */
export interface TMessengerActor {
  id: number;
  name: string;
  age: number;
  /** Avatar image URLs (w320/w640/w1280 srcset), null without one. */
  avatar: { src: string; srcSet: string; width: number; height: number; color: string } | null;
  isOnline: boolean;
  freeChat: boolean;
  languages: string[];
  headline: string;
  headlineLanguage: Language;
  city: string;
  country: string;
  /** Profile page in the request language. */
  url: string;
  /** VXC: per message, video chat and cam2cam per minute, voyeur per minute. */
  prices: { message: number; videoChat: number; singleC2c: number; voyeur: number };
  freeMessages: number;
  isVoyeurChatAvailable: boolean;
}

/** Recommended actors shown (spec core §9): 9 loaded, 8 in a grid, 5 in a slider. */
export const RECOMMENDED_ACTORS = { loaded: 9, grid: 8, slider: 5 } as const;

/** GET messenger/recommendations?currentActorId=&useGrid=&fsk= */
export const ZRecommendationQuery = z.object({
  currentActorId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  useGrid: z
    .enum(["true", "false", "1", "0"])
    .default("true")
    .transform((value) => value === "true" || value === "1"),
  fsk: z.coerce.number().int().min(0).max(18).optional(),
});

/** Answer of GET messenger/recommendations: online actors only, the current one left out. */
export interface TRecommendations {
  actors: {
    id: number;
    name: string;
    age: number;
    isOnline: boolean;
    avatar: TMessengerActor["avatar"];
    url: string;
  }[];
  /** How many of them to show: 8 in a grid, 5 in a slider. */
  visible: number;
}

/** POST messenger/channel/{id}/oneclick: tops up with one of the guest's one-click packages. */
export const ZMessengerOneClick = z.strictObject({
  packageId: z.enum(PACKAGE_IDS),
  currency: z.enum(PAY_CURRENCIES).default("EUR"),
});

/**
 * Answer of a one-click top-up in the messenger: the payment result plus the result message the
 * conversation shows (not stored as a chat message). A decline answers 402 PAYMENT_DECLINED with
 * this as `details`.
 */
export interface TMessengerOneClickResult extends TPaymentResult {
  channelId: number;
  resultMessage: { success: boolean; text: string };
}
