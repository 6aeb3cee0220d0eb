import { berlinDate, berlinDayStart, nextBerlinDayStart } from "../../../common/berlinTime.ts";
import type { TAdventDoorState } from "../../../common/contracts/advent.ts";

const DAY_MS = 86_400_000;

/**
 * A door's state on a Berlin day: opened once claimed; else openable on its own day only, missed
 * after it, locked before it. Days are YYYY-MM-DD strings, so they compare as text.
 */
export function doorState(doorDay: string, today: string, claimed: boolean): TAdventDoorState {
  if (claimed) return "opened";
  if (doorDay === today) return "openable";
  return doorDay < today ? "missed" : "locked";
}

/** Today's Berlin day at an instant (the one shared Berlin helper). */
export function adventToday(now: Date): string {
  return berlinDate(now);
}

/** The calendar date `days` after a date (plain calendar arithmetic, no time zone involved). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The instant a Berlin day begins (noon UTC of a date is always that date in Berlin). */
export function berlinDayBegins(day: string): Date {
  return berlinDayStart(new Date(`${day}T12:00:00Z`));
}

/** The instant a Berlin day ends (the next day's midnight; 23 to 25 hours later). */
export function berlinDayEnds(day: string): Date {
  return nextBerlinDayStart(new Date(`${day}T12:00:00Z`));
}
