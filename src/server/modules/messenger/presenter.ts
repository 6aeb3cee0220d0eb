import {
  RECOMMENDED_ACTORS,
  type TChannel,
  type TMessage,
  type TMessageGift,
  type TMessengerActor,
  type TRecommendations,
} from "../../../common/contracts/messenger.ts";
import type { Language } from "../../../common/languages.ts";
import { buildPath } from "../../../common/routes/index.ts";
import type { messengerChannels, messengerMessages } from "../../db/schema/messenger.ts";
import {
  ageOn,
  type ActorRow as CatalogActorRow,
  type ImageRow,
  performerFields,
  presentImage,
} from "../catalog/index.ts";

type ChannelRow = typeof messengerChannels.$inferSelect;
type MessageRow = typeof messengerMessages.$inferSelect;
type ActorRow = Omit<CatalogActorRow, "avatar">;

/** A channel with what its presentation needs: the actor, the avatar and the last message. */
export interface ChannelView {
  channel: ChannelRow;
  actor: ActorRow;
  avatar: ImageRow | null;
  lastMessage: Pick<MessageRow, "text"> | null;
}

const SUBJECT_LENGTH = 80;
const GIFT_SUBJECT: Record<Language, string> = {
  de: "Geschenk",
  en: "Gift",
  es: "Regalo",
  nl: "Cadeau",
};

type Unit = "second" | "minute" | "hour" | "day" | "month" | "year";
const UNITS: Record<Language, Record<Unit, [string, string]>> = {
  en: {
    second: ["second", "seconds"],
    minute: ["minute", "minutes"],
    hour: ["hour", "hours"],
    day: ["day", "days"],
    month: ["month", "months"],
    year: ["year", "years"],
  },
  de: {
    second: ["Sekunde", "Sekunden"],
    minute: ["Minute", "Minuten"],
    hour: ["Stunde", "Stunden"],
    day: ["Tag", "Tagen"],
    month: ["Monat", "Monaten"],
    year: ["Jahr", "Jahren"],
  },
  es: {
    second: ["segundo", "segundos"],
    minute: ["minuto", "minutos"],
    hour: ["hora", "horas"],
    day: ["día", "días"],
    month: ["mes", "meses"],
    year: ["año", "años"],
  },
  nl: {
    second: ["seconde", "seconden"],
    minute: ["minuut", "minuten"],
    hour: ["uur", "uur"],
    day: ["dag", "dagen"],
    month: ["maand", "maanden"],
    year: ["jaar", "jaar"],
  },
};
const JUST_NOW: Record<Language, string> = {
  en: "just now",
  de: "gerade eben",
  es: "ahora mismo",
  nl: "zojuist",
};
const PHRASE: Record<Language, (amount: string) => string> = {
  en: (a) => `${a} ago`,
  de: (a) => `vor ${a}`,
  es: (a) => `hace ${a}`,
  nl: (a) => `${a} geleden`,
};

/** "5 minutes ago" in the guest's language ("" for no time). */
export function diffForHumans(then: Date | null, now: Date, language: Language): string {
  if (!then) return "";
  const seconds = Math.max(0, Math.floor((now.getTime() - then.getTime()) / 1000));
  if (seconds < 10) return JUST_NOW[language];
  const steps: [Unit, number][] = [
    ["year", 365 * 86_400],
    ["month", 30 * 86_400],
    ["day", 86_400],
    ["hour", 3_600],
    ["minute", 60],
    ["second", 1],
  ];
  for (const [unit, size] of steps) {
    const amount = Math.floor(seconds / size);
    if (amount >= 1) {
      const [one, many] = UNITS[language][unit];
      return PHRASE[language](`${amount} ${amount === 1 ? one : many}`);
    }
  }
  return JUST_NOW[language];
}

/** A public avatar's small picture URL (protected images are never shown here). */
function previewUrl(image: ImageRow | null): string | null {
  return image && !image.protected ? `/media/${image.path}-w320.jpg` : null;
}

/**
 * A channel as the guest sees it (spec core §3 Channel). `hasMessageVoucher` says whether a
 * messages voucher would pay the next message to this actor.
 */
export function presentChannel(
  view: ChannelView,
  options: { language: Language; now: Date; hasMessageVoucher: boolean },
): TChannel {
  const { channel, actor } = view;
  // A message of gifts only has no text: the list says it was a gift.
  const text = view.lastMessage ? view.lastMessage.text || GIFT_SUBJECT[options.language] : "";
  return {
    id: channel.id,
    actorId: actor.id,
    actorName: actor.name,
    actorAge: ageOn(actor.birthDate, options.now),
    guestId: channel.guestId,
    unread: channel.unreadCount > 0,
    unreadCount: channel.unreadCount,
    blocked: channel.blocked,
    archived: channel.archived,
    isActorOnline: actor.isOnline,
    lastMessageId: channel.lastMessageId,
    subject: text.length > SUBJECT_LENGTH ? `${text.slice(0, SUBJECT_LENGTH - 1)}…` : text,
    previewPictureUrl: previewUrl(view.avatar),
    messageTimestamp: channel.lastMessageAt?.toISOString() ?? null,
    lastViewedTimestamp: channel.lastViewedAt?.toISOString() ?? null,
    sentDiffForHumans: diffForHumans(channel.lastMessageAt, options.now, options.language),
    freeMessagesAmount: channel.freeMessagesLeft,
    messagePrice: actor.priceMessage,
    isMessagingFree: channel.freeMessagesLeft > 0 || actor.priceMessage === 0 || options.hasMessageVoucher,
    multiChatPrice: actor.priceVideoChat,
    canVoyeurChat: actor.isVoyeurChatAvailable,
    isVoyeurInSingleChatAllowed: actor.isVoyeurChatAvailable,
    // Toy controls reach a performer with a toy who is online (live chat gifts).
    isDildocontrolAvailable: actor.hasToy && actor.isOnline,
    freeChat: actor.freeChat,
  };
}

/** A message row as the contract's message (actor messages carry no gifts). */
export function presentMessage(row: MessageRow, gifts: TMessageGift[] = []): TMessage {
  return {
    id: row.id,
    channelId: row.channelId,
    from: row.sender,
    text: row.text,
    price: row.price,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
    gifts,
  };
}

const TOP_UP_TEXT: Record<Language, Record<"success" | "confirm" | "declined", string>> = {
  en: {
    success: "{coins} VXC were added to your balance. New balance: {balance}.",
    confirm: "Your bank asks for a confirmation. Please top up through the payment window.",
    declined: "Your card was declined. Nothing was charged.",
  },
  de: {
    success: "{coins} VXC wurden deinem Guthaben gutgeschrieben. Neues Guthaben: {balance}.",
    confirm: "Deine Bank verlangt eine Bestätigung. Bitte lade über das Zahlungsfenster auf.",
    declined: "Deine Karte wurde abgelehnt. Es wurde nichts abgebucht.",
  },
  es: {
    success: "Se han añadido {coins} VXC a tu saldo. Nuevo saldo: {balance}.",
    confirm: "Tu banco pide una confirmación. Recarga desde la ventana de pago, por favor.",
    declined: "Tu tarjeta ha sido rechazada. No se ha cobrado nada.",
  },
  nl: {
    success: "{coins} VXC zijn aan je saldo toegevoegd. Nieuw saldo: {balance}.",
    confirm: "Je bank vraagt om een bevestiging. Waardeer op via het betaalvenster.",
    declined: "Je kaart is geweigerd. Er is niets afgeschreven.",
  },
};

/** The result message a one-click top-up shows in the conversation (not a stored chat message). */
export function topUpResultMessage(
  result: { status: string; coins: number; guestBalanceFormatted: string },
  language: Language,
): { success: boolean; text: string } {
  const texts = TOP_UP_TEXT[language];
  if (result.status === "succeeded")
    return {
      success: true,
      text: texts.success
        .replace("{coins}", String(result.coins))
        .replace("{balance}", result.guestBalanceFormatted),
    };
  return { success: false, text: result.status === "requires_confirmation" ? texts.confirm : texts.declined };
}

/** GET messenger/actor/:actorId: the actor as the messenger's side panel shows it. */
export function presentMessengerActor(
  actor: CatalogActorRow,
  language: Language,
  now: Date,
): TMessengerActor {
  return {
    id: actor.id,
    name: actor.name,
    age: ageOn(actor.birthDate, now),
    avatar: presentImage(actor.avatar),
    isOnline: actor.isOnline,
    freeChat: actor.freeChat,
    languages: actor.languages,
    ...performerFields("headline", actor.headline, language, actor.languages),
    city: actor.city,
    country: actor.country,
    url: buildPath(language, "actorProfile", { actorName: actor.name }),
    prices: {
      message: actor.priceMessage,
      videoChat: actor.priceVideoChat,
      singleC2c: actor.priceSingleC2c,
      voyeur: actor.priceVoyeur,
    },
    freeMessages: actor.freeMessages,
    isVoyeurChatAvailable: actor.isVoyeurChatAvailable,
  };
}

/**
 * GET messenger/recommendations: online actors other than the one the guest is writing to, as
 * many as the messenger loads, and how many it shows (grid or slider).
 */
export function presentRecommendations(
  rows: CatalogActorRow[],
  options: { currentActorId?: number | undefined; useGrid: boolean; language: Language; now: Date },
): TRecommendations {
  const { language, now } = options;
  const actors = rows
    .filter((row) => row.id !== options.currentActorId)
    .slice(0, RECOMMENDED_ACTORS.loaded)
    .map((row) => ({
      id: row.id,
      name: row.name,
      age: ageOn(row.birthDate, now),
      isOnline: row.isOnline,
      avatar: presentImage(row.avatar),
      url: buildPath(language, "actorProfile", { actorName: row.name }),
    }));
  return { actors, visible: options.useGrid ? RECOMMENDED_ACTORS.grid : RECOMMENDED_ACTORS.slider };
}
