import {
  addCalendarDays,
  berlinDate,
  berlinDayStart,
  nextBerlinDayStart,
} from "../../../common/berlinTime.ts";
import type { TAdventDoorState } from "../../../common/contracts/advent.ts";

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

/** The calendar date `days` after a date (the shared helper of common/berlinTime.ts). */
export const addDays = addCalendarDays;

/** The instant a Berlin day begins (noon UTC of a date is always that date in Berlin). */
export function berlinDayBegins(day: string): Date {
  return berlinDayStart(new Date(`${day}T12:00:00Z`));
}

/** The instant a Berlin day ends (the next day's midnight; 23 to 25 hours later). */
export function berlinDayEnds(day: string): Date {
  return nextBerlinDayStart(new Date(`${day}T12:00:00Z`));
}
