import type { Language } from "../../../common/languages.ts";
import type { ChatType } from "../../../common/live.ts";

/**
 * The chat types' names and the start buttons' texts (the profile and /cams/ show them): small, so
 * they ride with the pages that show chat offers; the chat screen's texts load with it (texts.ts).
 */
export interface OfferTexts {
  title: string;
  perMinute: string;
  free: string;
  /** An anonymous visitor's free voice call: "Free · {minutes} min". */
  freeCall: string;
  chatTypeNames: Record<ChatType, string>;
}

export const OFFER_TEXTS: Record<Language, OfferTexts> = {
  en: {
    title: "Chat live with {name}",
    perMinute: "{price}/min",
    free: "Free",
    freeCall: "Free · {minutes} min",
    chatTypeNames: {
      LIVECHAT: "Private chat",
      VOYEUR_CHAT: "Voyeur",
      FREECHAT: "Free chat",
      LIVE_PREVIEW: "Preview",
      VOYEUR_PRIVATE_CHAT: "Voyeur private",
      VIDEO_CALL: "Video call",
      VOICE_CALL: "Voice call",
      LIVESHOW: "Show",
    },
  },
  de: {
    title: "Live-Chat mit {name}",
    perMinute: "{price}/Min.",
    free: "Gratis",
    freeCall: "Gratis · {minutes} Min.",
    chatTypeNames: {
      LIVECHAT: "Privatchat",
      VOYEUR_CHAT: "Voyeur",
      FREECHAT: "Gratis-Chat",
      LIVE_PREVIEW: "Vorschau",
      VOYEUR_PRIVATE_CHAT: "Voyeur privat",
      VIDEO_CALL: "Videoanruf",
      VOICE_CALL: "Sprachanruf",
      LIVESHOW: "Show",
    },
  },
  es: {
    title: "Chat en vivo con {name}",
    perMinute: "{price}/min",
    free: "Gratis",
    freeCall: "Gratis · {minutes} min",
    chatTypeNames: {
      LIVECHAT: "Chat privado",
      VOYEUR_CHAT: "Voyeur",
      FREECHAT: "Chat gratis",
      LIVE_PREVIEW: "Vista previa",
      VOYEUR_PRIVATE_CHAT: "Voyeur privado",
      VIDEO_CALL: "Videollamada",
      VOICE_CALL: "Llamada de voz",
      LIVESHOW: "Show",
    },
  },
  nl: {
    title: "Live chatten met {name}",
    perMinute: "{price}/min",
    free: "Gratis",
    freeCall: "Gratis · {minutes} min",
    chatTypeNames: {
      LIVECHAT: "Privéchat",
      VOYEUR_CHAT: "Voyeur",
      FREECHAT: "Gratis chat",
      LIVE_PREVIEW: "Voorproefje",
      VOYEUR_PRIVATE_CHAT: "Voyeur privé",
      VIDEO_CALL: "Videogesprek",
      VOICE_CALL: "Spraakoproep",
      LIVESHOW: "Show",
    },
  },
};
