import type {
  ChannelFilter,
  TChannel,
  TChannelChange,
  TChannelList,
  TGiftStore,
  TMessagePage,
  TMessengerActor,
  TMessengerOneClickResult,
  TNavbarChannels,
  TRecommendations,
  TSendResult,
} from "../../../common/contracts/messenger.ts";
import type { TPaymentState } from "../../../common/contracts/payments.ts";
import type { Language } from "../../../common/languages.ts";
import { rest } from "../../api/rest.ts";
import type { ChargeRequest } from "../../api/useCharge.ts";

type Query = Record<string, string | number | undefined>;

/** A messenger call through the REST client (a path starting with "/" is another area's call). */
function call<T>(
  method: "GET" | "POST",
  path: string,
  options: { query?: Query; body?: object; request?: ChargeRequest; language?: Language } = {},
): Promise<T> {
  return rest<T>(path.startsWith("/") ? path : `messenger/${path}`, {
    method,
    ...(options.query ? { query: options.query } : {}),
    ...(options.body ? { payload: options.body } : {}),
    ...options.request,
    ...(options.language ? { language: options.language } : {}),
  });
}

/** The actor beside a channel, as the panel shows it (from GET messenger/actor/{id}). */
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

/** The panel's view of the actor: the avatar's URL and the prices as a list. */
export function toMessengerActor(actor: TMessengerActor): MessengerActor {
  return {
    id: actor.id,
    name: actor.name,
    age: actor.age,
    avatarUrl: actor.avatar?.src ?? null,
    isOnline: actor.isOnline,
    freeChat: actor.freeChat,
    languages: actor.languages,
    url: actor.url,
    prices: Object.entries(actor.prices).map(([label, value]) => ({ label, value })),
  };
}

function toRecommended(answer: TRecommendations): RecommendedActor[] {
  return answer.actors.map((actor) => ({
    id: actor.id,
    name: actor.name,
    age: actor.age,
    avatarUrl: actor.avatar?.src ?? null,
    isOnline: actor.isOnline,
  }));
}

/** A gift and how many of it a message carries. */
export interface GiftLine {
  giftId: number;
  quantity: number;
}

/** The messenger's REST calls (spec core §7 Messenger), typed by the contracts in common. */
export const messengerApi = {
  /** The gift store in the guest's language, with their own gifts and gift vouchers. */
  gifts: (language: Language) => call<TGiftStore>("GET", "gifts", { language }),
  /** The guest's saved card and one-click settings (GET payment/state). */
  paymentState: () => call<TPaymentState>("GET", "/payment/state"),
  /** One-click top-up from a channel's not-enough-money dialog (402 PAYMENT_DECLINED: details). */
  oneClick: (channelId: number, packageId: string, request: ChargeRequest, language: Language) =>
    call<TMessengerOneClickResult>("POST", `channel/${channelId}/oneclick`, {
      body: { packageId },
      request,
      language,
    }),
  channels: (filter: ChannelFilter, offset: number, limit: number, language: Language) =>
    call<TChannelList>("GET", "channels", { query: { filter, offset, limit }, language }),
  navbar: (language: Language) => call<TNavbarChannels>("GET", "navbar", { language }),
  channel: async (channelId: number, language: Language) =>
    (await call<{ channel: TChannel }>("GET", `channel/${channelId}`, { language })).channel,
  channelByActor: async (actorId: number, language: Language) =>
    (await call<{ channel: TChannel }>("GET", `channel/actor/${actorId}`, { language })).channel,
  messages: (channelId: number, before: number | undefined, language: Language) =>
    call<TMessagePage>("GET", `channel/${channelId}/messages`, { query: { before, limit: 50 }, language }),
  send: (
    channelId: number,
    message: { text: string; gifts: GiftLine[]; expectedPrice: number },
    request: ChargeRequest,
    language: Language,
  ) =>
    call<TSendResult>("POST", `channel/${channelId}/send`, {
      body: message,
      request,
      language,
    }),
  action: (channelId: number, action: "read" | "archive" | "unarchive" | "block" | "unblock") =>
    call<TChannelChange>("POST", `channel/${channelId}/${action}`),
  allSeen: () => call<{ success: true; unreadTotal: number }>("POST", "channels/seen"),
  actor: async (actorId: number, language: Language) =>
    toMessengerActor(await call<TMessengerActor>("GET", `actor/${actorId}`, { language })),
  recommendations: async (currentActorId: number | undefined, language: Language) =>
    toRecommended(
      await call<TRecommendations>("GET", "recommendations", {
        query: { currentActorId, useGrid: 1 },
        language,
      }),
    ),
};
