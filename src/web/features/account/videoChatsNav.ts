import type { Language } from "../../../common/languages.ts";

/** The account link's label of "my videochats" (every page's account menu has it: kept tiny). */
export const VIDEO_CHATS_NAV: Record<Language, string> = {
  en: "My videochats",
  de: "Meine Videochats",
  es: "Mis videochats",
  nl: "Mijn videochats",
};
