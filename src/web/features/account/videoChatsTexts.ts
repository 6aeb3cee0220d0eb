import type { Language } from "../../../common/languages.ts";

/** The texts of "my videochats" (the guest's live chats with their length and cost). */
export interface VideoChatsTexts {
  title: string;
  description: string;
  loginPrompt: string;
  empty: string;
  emptyAction: string;
  caption: string;
  performer: string;
  type: string;
  started: string;
  length: string;
  cost: string;
  running: string;
  free: string;
  /** "{minutes} min charged". */
  charged: string;
  total: string;
  totalOne: string;
}

export const VIDEO_CHATS_TEXTS: Record<Language, VideoChatsTexts> = {
  en: {
    title: "My videochats",
    description: "Every live chat you had: with whom, how long and what it cost.",
    loginPrompt: "Log in to see your videochats.",
    empty: "You have not had a live chat yet.",
    emptyAction: "Find someone live",
    caption: "Your live chats, newest first",
    performer: "Performer",
    type: "Type",
    started: "Started",
    length: "Length",
    cost: "Cost",
    running: "Running",
    free: "Free",
    charged: "{minutes} min charged",
    total: "{count} chats",
    totalOne: "1 chat",
  },
  de: {
    title: "Meine Videochats",
    description: "Alle deine Live-Chats: mit wem, wie lange und was sie gekostet haben.",
    loginPrompt: "Melde dich an, um deine Videochats zu sehen.",
    empty: "Du hattest noch keinen Live-Chat.",
    emptyAction: "Jetzt live entdecken",
    caption: "Deine Live-Chats, neueste zuerst",
    performer: "Darstellerin",
    type: "Art",
    started: "Beginn",
    length: "Dauer",
    cost: "Kosten",
    running: "Läuft",
    free: "Gratis",
    charged: "{minutes} Min. berechnet",
    total: "{count} Chats",
    totalOne: "1 Chat",
  },
  es: {
    title: "Mis videochats",
    description: "Todos tus chats en vivo: con quién, cuánto duraron y cuánto costaron.",
    loginPrompt: "Inicia sesión para ver tus videochats.",
    empty: "Todavía no has tenido ningún chat en vivo.",
    emptyAction: "Buscar a alguien en vivo",
    caption: "Tus chats en vivo, los más recientes primero",
    performer: "Modelo",
    type: "Tipo",
    started: "Inicio",
    length: "Duración",
    cost: "Coste",
    running: "En curso",
    free: "Gratis",
    charged: "{minutes} min cobrados",
    total: "{count} chats",
    totalOne: "1 chat",
  },
  nl: {
    title: "Mijn videochats",
    description: "Al je livechats: met wie, hoe lang en wat ze kostten.",
    loginPrompt: "Log in om je videochats te zien.",
    empty: "Je hebt nog geen livechat gehad.",
    emptyAction: "Vind iemand die live is",
    caption: "Je livechats, nieuwste eerst",
    performer: "Performer",
    type: "Soort",
    started: "Begin",
    length: "Duur",
    cost: "Kosten",
    running: "Bezig",
    free: "Gratis",
    charged: "{minutes} min berekend",
    total: "{count} chats",
    totalOne: "1 chat",
  },
};
