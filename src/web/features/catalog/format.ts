import type { Language } from "../../../common/languages.ts";
import { type Dictionary, plural } from "../../i18n/index.ts";

/** "1 free message" / "3 free messages" with the language's plural rules (Intl.PluralRules). */
export function freeMessagesText(t: Dictionary, language: Language, count: number): string {
  return plural(language, count, t.actor.freeMessages);
}
