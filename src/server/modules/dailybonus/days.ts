import { berlinDate, berlinDayStart, nextBerlinDayStart } from "../../../common/berlinTime.ts";
import type { DailyBonusDay } from "../../../common/contracts/values/dailybonus.ts";

/**
 * The Berlin calendar day a guest asks for (yesterday, today, tomorrow at `now`) and the instant it
 * ends (the next Berlin midnight: the page's timer runs to it). A Berlin day lasts 23 to 25 hours,
 * so the neighbours are found from the day's own midnights, never by adding 24 hours.
 */
export function dailyBonusDate(day: DailyBonusDay, now: Date): { date: string; endsAt: Date } {
  const start = berlinDayStart(now);
  const at =
    day === "today" ? now : day === "yesterday" ? new Date(start.getTime() - 1) : nextBerlinDayStart(now);
  return { date: berlinDate(at), endsAt: nextBerlinDayStart(at) };
}

/** The Berlin date of `now` (the day whose offers may be claimed). */
export function claimableDate(now: Date): string {
  return berlinDate(now);
}
