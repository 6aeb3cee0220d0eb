import type { ChatButtonMode, TChatButtonConfig, TTopCam } from "../../../common/contracts/catalog.ts";
import type { Language } from "../../../common/languages.ts";
import { currencyInfo, formatMoney } from "../../../common/money.ts";
import { buildPath } from "../../../common/routes/index.ts";
import { type ActorRow, ageOn, presentImage } from "../catalog/index.ts";
import type { TopCamRow } from "./queries/topCams.ts";

const vxc = (value: number) => ({ value, currency: "VXC" as const });

/** A top-cams row with its rank; chat ratings below 10 in 90 days are not shown (spec core §9). */
export function presentTopCam(row: TopCamRow, rank: number, language: Language, now: Date): TTopCam {
  const { actor } = row;
  const shown = row.ratingCount >= 10;
  return {
    rank,
    id: actor.id,
    name: actor.name,
    profileLink: buildPath(language, "actorProfile", { actorName: actor.name }),
    online: actor.isOnline,
    onlineVideocall: actor.isOnlineMobileVideocall,
    age: ageOn(actor.birthDate, now),
    previewPicture: presentImage(actor.cover),
    avatarPicture: presentImage(actor.avatar),
    spokenLanguages: actor.languages,
    pinnedCount: row.pinnedCount,
    ratingCount: shown ? row.ratingCount : null,
    satisfactionRate: shown ? Math.round((row.satisfied / row.ratingCount) * 100) : null,
    rankingPoints: row.points,
    rankingPointsVideoCall: row.points,
    videocallPrice: { singleC2CChat: { ...vxc(actor.priceSingleC2c), symbol: currencyInfo("VXC").symbol } },
  };
}

type Texts = Record<
  "banned" | "bannedHint" | "freeChat" | "voucher" | "voucherHint" | "chat" | "perMinute" | "message",
  string
> & { perMessage: string; freeMessages: string; offlineHint: string };

/** The chat button's texts (spec content §3 "button texts") in the site languages. */
const TEXTS: Record<Language, Texts> = {
  en: {
    banned: "Chat not available",
    bannedHint: "{name} does not offer chats in your country.",
    freeChat: "Free chat",
    voucher: "Chat {minutes} min free",
    voucherHint: "With your video-chat voucher",
    chat: "Chat now",
    perMinute: "{price} per minute",
    message: "Write a message",
    perMessage: "{price} per message",
    freeMessages: "{count} free messages",
    offlineHint: "{name} is offline and reads it when she is back.",
  },
  de: {
    banned: "Chat nicht verfügbar",
    bannedHint: "{name} bietet in deinem Land keine Chats an.",
    freeChat: "Gratis-Chat",
    voucher: "{minutes} Min. gratis chatten",
    voucherHint: "Mit deinem Videochat-Gutschein",
    chat: "Jetzt chatten",
    perMinute: "{price} pro Minute",
    message: "Nachricht schreiben",
    perMessage: "{price} pro Nachricht",
    freeMessages: "{count} Gratis-Nachrichten",
    offlineHint: "{name} ist offline und liest sie, sobald sie zurück ist.",
  },
  es: {
    banned: "Chat no disponible",
    bannedHint: "{name} no ofrece chats en tu país.",
    freeChat: "Chat gratis",
    voucher: "Chatea {minutes} min gratis",
    voucherHint: "Con tu bono de videochat",
    chat: "Chatear ahora",
    perMinute: "{price} por minuto",
    message: "Escribir un mensaje",
    perMessage: "{price} por mensaje",
    freeMessages: "{count} mensajes gratis",
    offlineHint: "{name} está desconectada y lo leerá cuando vuelva.",
  },
  nl: {
    banned: "Chat niet beschikbaar",
    bannedHint: "{name} biedt in jouw land geen chats aan.",
    freeChat: "Gratis chat",
    voucher: "{minutes} min gratis chatten",
    voucherHint: "Met je videochat-voucher",
    chat: "Nu chatten",
    perMinute: "{price} per minuut",
    message: "Bericht schrijven",
    perMessage: "{price} per bericht",
    freeMessages: "{count} gratis berichten",
    offlineHint: "{name} is offline en leest het zodra ze terug is.",
  },
};

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));

/**
 * The chat button of one actor for one visitor: banned country first (disabled), then free chat,
 * the guest's video-chat voucher minutes, the price per minute while she is online, and "write a
 * message" (with the message price or free messages) while she is offline.
 */
export function presentChatButtonConfig(
  actor: ActorRow,
  visitor: { language: Language; isBanned: boolean; voucherMinutes: number },
): TChatButtonConfig {
  const t = TEXTS[visitor.language];
  const mode: ChatButtonMode = visitor.isBanned
    ? "banned"
    : !actor.isOnline
      ? "message"
      : actor.freeChat
        ? "freeChat"
        : visitor.voucherMinutes > 0
          ? "voucher"
          : "chat";
  const name = { name: actor.name };
  const messagePrice =
    actor.freeMessages > 0
      ? fill(t.freeMessages, { count: actor.freeMessages })
      : fill(t.perMessage, { price: formatMoney(vxc(actor.priceMessage)) });
  const buttonTexts: Record<ChatButtonMode, TChatButtonConfig["buttonTexts"]> = {
    banned: { label: t.banned, price: null, hint: fill(t.bannedHint, name) },
    freeChat: { label: t.freeChat, price: null, hint: null },
    voucher: {
      label: fill(t.voucher, { minutes: visitor.voucherMinutes }),
      price: fill(t.perMinute, { price: formatMoney(vxc(actor.priceVideoChat)) }),
      hint: t.voucherHint,
    },
    chat: {
      label: t.chat,
      price: fill(t.perMinute, { price: formatMoney(vxc(actor.priceVideoChat)) }),
      hint: null,
    },
    message: { label: t.message, price: messagePrice, hint: fill(t.offlineHint, name) },
  };
  return {
    actorId: actor.id,
    actorLink: buildPath(visitor.language, "actorProfile", { actorName: actor.name }),
    messengerLink: `${buildPath(visitor.language, "messenger")}?actor=${actor.id}`,
    mode,
    buttonTexts: buttonTexts[mode],
    isActorOnline: actor.isOnline,
    voucherChatMinutes: visitor.voucherMinutes,
    freeChat: actor.freeChat,
    isBannedCountryCode: visitor.isBanned,
    isCurrentlyTicketShow: actor.isCurrentlyTicketShow,
    // Ticket shows (cam shows) do not exist yet: nobody can buy a ticket.
    isTicketShowAvailable: false,
    isVoyeurChatAvailable: actor.isVoyeurChatAvailable,
    isVoyeurInSingleChatAllowed: actor.isVoyeurChatAvailable,
    prices: {
      freeMessages: actor.freeMessages,
      message: vxc(actor.priceMessage),
      single: vxc(actor.priceVideoChat),
      singlec2c: vxc(actor.priceSingleC2c),
      video: vxc(actor.priceVideoChat),
      voucherChatMinutes: actor.voucherChatMinutes,
      voyeur: vxc(actor.priceVoyeur),
    },
    multiChatPrice: vxc(actor.priceVideoChat),
    singleC2CChatPrice: vxc(actor.priceSingleC2c),
  };
}
