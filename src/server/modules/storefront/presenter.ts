import type {
  ChatButtonMode,
  TCamTile,
  TChatButtonConfig,
  TTopCam,
} from "../../../common/contracts/catalog.ts";
import type { Language } from "../../../common/languages.ts";
import { offeredChatTypes } from "../../../common/live.ts";
import { currencyInfo, formatMoney } from "../../../common/money.ts";
import { buildPath } from "../../../common/routes/index.ts";
import { type ActorRow, ageOn, presentActorTile, presentImage } from "../catalog/index.ts";
import { pricePerMinute } from "../live/index.ts";
import type { TopCamRow } from "./queries/topCams.ts";

const vxc = (value: number) => ({ value, currency: "VXC" as const });

/** An online performer on /cams/: her tile, the live still and the chat types she offers at their prices. */
export function presentCamTile(row: ActorRow, language: Language, now: Date, still: string): TCamTile {
  return {
    ...presentActorTile(row, language, now),
    still,
    languages: row.languages,
    freeChat: row.freeChat,
    offers: offeredChatTypes(row).map((chatType) => ({
      chatType,
      pricePerMinute: vxc(pricePerMinute(chatType, row)),
    })),
  };
}

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
    rankingPointsVideoCall: row.videoCallMinutes,
    videocallPrice: { singleC2CChat: { ...vxc(actor.priceSingleC2c), symbol: currencyInfo("VXC").symbol } },
  };
}

type Texts = Record<
  "banned" | "bannedHint" | "message" | "perMessage" | "freeMessaging" | "offlineHint",
  string
> & {
  /** Free messages left, by plural category ("one", "other"). */
  freeLeft: Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };
};

/**
 * The chat button's texts (spec content §3 "button texts") in the site languages. Live chat does
 * not exist yet: the button opens the messenger and says what a message costs there.
 */
const TEXTS: Record<Language, Texts> = {
  en: {
    banned: "Chat not available",
    bannedHint: "{name} does not offer chats in your country.",
    message: "Send a message",
    perMessage: "{price} per message",
    freeMessaging: "Messages are free",
    freeLeft: { one: "1 free message left", other: "{count} free messages left" },
    offlineHint: "{name} is offline and reads it when she is back.",
  },
  de: {
    banned: "Chat nicht verfügbar",
    bannedHint: "{name} bietet in deinem Land keine Chats an.",
    message: "Nachricht schreiben",
    perMessage: "{price} pro Nachricht",
    freeMessaging: "Nachrichten sind gratis",
    freeLeft: { one: "Noch 1 Gratis-Nachricht", other: "Noch {count} Gratis-Nachrichten" },
    offlineHint: "{name} ist offline und liest sie, sobald sie zurück ist.",
  },
  es: {
    banned: "Chat no disponible",
    bannedHint: "{name} no ofrece chats en tu país.",
    message: "Escribir un mensaje",
    perMessage: "{price} por mensaje",
    freeMessaging: "Los mensajes son gratis",
    freeLeft: { one: "Te queda 1 mensaje gratis", other: "Te quedan {count} mensajes gratis" },
    offlineHint: "{name} está desconectada y lo leerá cuando vuelva.",
  },
  nl: {
    banned: "Chat niet beschikbaar",
    bannedHint: "{name} biedt in jouw land geen chats aan.",
    message: "Bericht schrijven",
    perMessage: "{price} per bericht",
    freeMessaging: "Berichten zijn gratis",
    freeLeft: { one: "Nog 1 gratis bericht", other: "Nog {count} gratis berichten" },
    offlineHint: "{name} is offline en leest het zodra ze terug is.",
  },
};

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));

/** "N free messages left" with the language's plural rules. */
function freeLeftText(t: Texts, language: Language, count: number): string {
  const category = new Intl.PluralRules(language).select(count);
  return fill(t.freeLeft[category] ?? t.freeLeft.other, { count });
}

/**
 * The chat button of one actor for one visitor: disabled in a banned country; otherwise it opens
 * the messenger and names its price per message, with the free messages left (the actor's offer
 * for a new conversation, `freeLeft` for one the guest already has). Live chat, video calls and
 * cam shows do not exist yet, so the button never offers them (issue 12).
 */
export function presentChatButtonConfig(
  actor: ActorRow,
  visitor: {
    language: Language;
    isBanned: boolean;
    voucherMinutes: number;
    freeLeft?: number | null;
    /** Her cam shows as this visitor sees them (modules/camshows ticketShowFlags); none when absent. */
    ticketShow?: { isTicketShowAvailable: boolean; guestHasTicket: boolean };
  },
): TChatButtonConfig {
  const { language } = visitor;
  const t = TEXTS[language];
  const mode: ChatButtonMode = visitor.isBanned ? "banned" : "message";
  const name = { name: actor.name };
  const freeLeft = Math.max(0, visitor.freeLeft ?? actor.freeMessages);
  const price =
    actor.priceMessage === 0
      ? t.freeMessaging
      : fill(t.perMessage, { price: formatMoney(vxc(actor.priceMessage), language) });
  const hint =
    freeLeft > 0 && actor.priceMessage > 0
      ? freeLeftText(t, language, freeLeft)
      : actor.isOnline
        ? null
        : fill(t.offlineHint, name);
  const buttonTexts: TChatButtonConfig["buttonTexts"] = visitor.isBanned
    ? { label: t.banned, price: null, hint: fill(t.bannedHint, name) }
    : { label: t.message, price, hint };
  return {
    actorId: actor.id,
    actorLink: buildPath(language, "actorProfile", { actorName: actor.name }),
    messengerLink: `${buildPath(language, "messenger")}?actor=${actor.id}`,
    mode,
    buttonTexts,
    isActorOnline: actor.isOnline,
    voucherChatMinutes: visitor.voucherMinutes,
    freeChat: actor.freeChat,
    isBannedCountryCode: visitor.isBanned,
    isCurrentlyTicketShow: actor.isCurrentlyTicketShow,
    isTicketShowAvailable: visitor.ticketShow?.isTicketShowAvailable ?? false,
    guestHasTicket: visitor.ticketShow?.guestHasTicket ?? false,
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
