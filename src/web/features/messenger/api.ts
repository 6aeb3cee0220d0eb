import type {
  ChannelFilter,
  TChannel,
  TGiftStore,
  TMessage,
  TMessengerOneClickResult,
  TSendResult,
} from "../../../common/contracts/messenger.ts";
import type { TPaymentState } from "../../../common/contracts/payments.ts";
import type { Language } from "../../../common/languages.ts";
import { rest } from "../../api/rest.ts";

type Query = Record<string, string | number | undefined>;

/** A messenger call through the REST client (a path starting with "/" is another area's call). */
function call<T>(
  method: "GET" | "POST",
  path: string,
  options: { query?: Query; body?: object; idempotencyKey?: string; language?: Language } = {},
): Promise<T> {
  return rest<T>(path.startsWith("/") ? path : `messenger/${path}`, {
    method,
    ...(options.query ? { query: options.query } : {}),
    ...(options.body ? { payload: options.body } : {}),
    ...(options.idempotencyKey ? { idempotencyKey: options.idempotencyKey } : {}),
    ...(options.language ? { language: options.language } : {}),
  });
}

export interface ChannelPage {
  channels: TChannel[];
  total: number;
  unreadTotal: number;
}

export interface MessagePage {
  messages: TMessage[];
  hasMore: boolean;
}

/** The actor beside a channel (GET messenger/actor/{id}); fields the server may leave out are optional. */
export interface MessengerActor {
  id: number;
  name: string;
  age?: number;
  avatarUrl: string | null;
  isOnline: boolean;
  freeChat?: boolean;
  languages?: string[];
  url?: string;
  prices: { label: string; value: number }[];
}

/** A recommended (online) actor. */
export interface RecommendedActor {
  id: number;
  name: string;
  age?: number;
  avatarUrl: string | null;
  isOnline: boolean;
}

type Loose = Record<string, unknown>;

const isObject = (value: unknown): value is Loose => typeof value === "object" && value !== null;

function imageUrl(value: unknown): string | null {
  if (typeof value === "string") return value;
  if (isObject(value) && typeof value.src === "string") return value.src;
  return null;
}

function moneyValue(value: unknown): number | null {
  if (typeof value === "number") return value;
  if (isObject(value) && typeof value.value === "number") return value.value;
  return null;
}

/** Reads an actor the way the server presents it (a bare object or wrapped in `actor`). */
export function toMessengerActor(raw: unknown): MessengerActor | null {
  const value = isObject(raw) && isObject(raw.actor) ? raw.actor : raw;
  if (!isObject(value) || typeof value.id !== "number") return null;
  const prices: { label: string; value: number }[] = [];
  if (isObject(value.prices)) {
    for (const [label, price] of Object.entries(value.prices)) {
      const coins = moneyValue(price);
      if (coins !== null) prices.push({ label, value: coins });
    }
  }
  return {
    id: value.id,
    name: typeof value.name === "string" ? value.name : "",
    ...(typeof value.age === "number" ? { age: value.age } : {}),
    avatarUrl: imageUrl(value.avatar ?? value.avatarUrl ?? value.previewPictureUrl),
    isOnline: value.isOnline === true,
    ...(typeof value.freeChat === "boolean" ? { freeChat: value.freeChat } : {}),
    ...(Array.isArray(value.languages) ? { languages: value.languages.map(String) } : {}),
    ...(typeof value.url === "string" ? { url: value.url } : {}),
    prices,
  };
}

function toRecommended(raw: unknown): RecommendedActor[] {
  const list = Array.isArray(raw)
    ? raw
    : isObject(raw)
      ? ((raw.actors ?? raw.items ?? raw.recommendations ?? []) as unknown[])
      : [];
  if (!Array.isArray(list)) return [];
  return list.flatMap((item) => {
    const actor = toMessengerActor(item);
    return actor
      ? [
          {
            id: actor.id,
            name: actor.name,
            ...(actor.age !== undefined ? { age: actor.age } : {}),
            avatarUrl: actor.avatarUrl,
            isOnline: isObject(item) ? item.isOnline !== false : true,
          },
        ]
      : [];
  });
}

/** The messenger's REST calls (spec core §7 Messenger). */
/** A gift and how many of it a message carries. */
export interface GiftLine {
  giftId: number;
  quantity: number;
}

export const messengerApi = {
  /** The gift store in the guest's language, with their own gifts and gift vouchers. */
  gifts: (language: Language) => call<TGiftStore>("GET", "gifts", { language }),
  /** The guest's saved card and one-click settings (GET payment/state). */
  paymentState: () => call<TPaymentState>("GET", "/payment/state"),
  /** One-click top-up from a channel's not-enough-money dialog (402 PAYMENT_DECLINED: details). */
  oneClick: (channelId: number, packageId: string, idempotencyKey: string, language: Language) =>
    call<TMessengerOneClickResult>("POST", `channel/${channelId}/oneclick`, {
      body: { packageId },
      idempotencyKey,
      language,
    }),
  channels: (filter: ChannelFilter, offset: number, limit: number, language: Language) =>
    call<ChannelPage>("GET", "channels", { query: { filter, offset, limit }, language }),
  navbar: (language: Language) =>
    call<{ channels: TChannel[]; unreadTotal: number }>("GET", "navbar", { language }),
  channel: async (channelId: number, language: Language) =>
    unwrapChannel(await call<unknown>("GET", `channel/${channelId}`, { language })),
  channelByActor: async (actorId: number, language: Language) =>
    unwrapChannel(await call<unknown>("GET", `channel/actor/${actorId}`, { language })),
  messages: (channelId: number, before: number | undefined, language: Language) =>
    call<MessagePage>("GET", `channel/${channelId}/messages`, { query: { before, limit: 50 }, language }),
  send: (
    channelId: number,
    message: { text: string; gifts: GiftLine[]; expectedPrice: number },
    idempotencyKey: string,
    language: Language,
  ) =>
    call<TSendResult>("POST", `channel/${channelId}/send`, {
      body: message,
      idempotencyKey,
      language,
    }),
  action: (channelId: number, action: "read" | "archive" | "unarchive" | "block" | "unblock") =>
    call<unknown>("POST", `channel/${channelId}/${action}`),
  allSeen: () => call<unknown>("POST", "channels/seen"),
  actor: async (actorId: number, language: Language) =>
    toMessengerActor(await call<unknown>("GET", `actor/${actorId}`, { language })),
  recommendations: async (currentActorId: number | undefined, language: Language) =>
    toRecommended(
      await call<unknown>("GET", "recommendations", { query: { currentActorId, useGrid: 1 }, language }),
    ),
};

/** GET channel answers the channel, bare or as `{channel}`. */
function unwrapChannel(raw: unknown): TChannel {
  return (isObject(raw) && isObject(raw.channel) ? raw.channel : raw) as TChannel;
}
