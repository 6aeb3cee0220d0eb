import type { Language } from "../../../common/languages.ts";
import { type Dictionary, plural } from "../../i18n/index.ts";

/** A duration in seconds as m:ss or h:mm:ss. */
export function formatDuration(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = Math.floor(seconds % 60);
  const mm = h > 0 ? String(m).padStart(2, "0") : String(m);
  return `${h > 0 ? `${h}:` : ""}${mm}:${String(s).padStart(2, "0")}`;
}

const LOCALES: Record<Language, string> = { de: "de-DE", en: "en-GB", es: "es-ES", nl: "nl-NL" };

/** A date in the page language, e.g. 3 March 2026. Rendered in UTC so server and browser agree. */
export function formatDate(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(LOCALES[language], {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(iso));
}

/** "1 free message" / "3 free messages" with the language's plural rules (Intl.PluralRules). */
export function freeMessagesText(t: Dictionary, language: Language, count: number): string {
  return plural(language, count, t.actor.freeMessages);
}
