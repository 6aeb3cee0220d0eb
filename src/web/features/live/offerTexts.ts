import type { Language } from "../../../common/languages.ts";
import type { ChatType } from "../../../common/live.ts";
import { dictionary } from "../../i18n/index.ts";

/**
 * The chat types' names and the start buttons' texts (the profile and /cams/ show them), kept in
 * the language dictionaries (i18n/*.ts); the chat screen's texts load with it (texts.ts).
 */
export interface OfferTexts {
  title: string;
  perMinute: string;
  free: string;
  /** An anonymous visitor's free voice call: "Free · {minutes} min". */
  freeCall: string;
  chatTypeNames: Record<ChatType, string>;
}

/** The chat offers' texts in the page's language (they ride with the language's texts chunk). */
export function offerTexts(language: Language): OfferTexts {
  return dictionary(language).offers;
}
