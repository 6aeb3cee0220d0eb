// Dates and durations in the page's language, the same on the server and in the browser.
import type { Language } from "../../common/languages.ts";

/** A duration in seconds as m:ss or h:mm:ss. */
export function formatDuration(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = Math.floor(seconds % 60);
  const mm = h > 0 ? String(m).padStart(2, "0") : String(m);
  return `${h > 0 ? `${h}:` : ""}${mm}:${String(s).padStart(2, "0")}`;
}

/**
 * Month names and the date pattern of each language, as Intl.DateTimeFormat writes a long date for
 * de-DE, en-GB, es-ES and nl-NL ("3. März 2026", "3 March 2026", "3 de marzo de 2026", "3 maart
 * 2026"). Spelled out because the browser's first Intl.DateTimeFormat costs about 20 ms of main
 * thread (70 ms on a 4x slower phone) in the middle of the video page's hydration; format.test.ts
 * compares every day of several years with Intl's own output.
 */
const MONTHS: Record<Language, readonly string[]> = {
  de: [
    "Januar",
    "Februar",
    "März",
    "April",
    "Mai",
    "Juni",
    "Juli",
    "August",
    "September",
    "Oktober",
    "November",
    "Dezember",
  ],
  en: [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
  ],
  es: [
    "enero",
    "febrero",
    "marzo",
    "abril",
    "mayo",
    "junio",
    "julio",
    "agosto",
    "septiembre",
    "octubre",
    "noviembre",
    "diciembre",
  ],
  nl: [
    "januari",
    "februari",
    "maart",
    "april",
    "mei",
    "juni",
    "juli",
    "augustus",
    "september",
    "oktober",
    "november",
    "december",
  ],
};

const LONG_DATE: Record<Language, (day: number, month: string, year: number) => string> = {
  de: (day, month, year) => `${day}. ${month} ${year}`,
  en: (day, month, year) => `${day} ${month} ${year}`,
  es: (day, month, year) => `${day} de ${month} de ${year}`,
  nl: (day, month, year) => `${day} ${month} ${year}`,
};

/** A date in the page language, e.g. 3 March 2026. In UTC, so server and browser agree. */
export function formatDate(iso: string, language: Language): string {
  const date = new Date(iso);
  const months = MONTHS[language] ?? MONTHS.en;
  const pattern = LONG_DATE[language] ?? LONG_DATE.en;
  return pattern(date.getUTCDate(), months[date.getUTCMonth()] as string, date.getUTCFullYear());
}
