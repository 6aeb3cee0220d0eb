/**
 * Berlin's wall clock without Intl (the platform shows Berlin times: server and browser may sit in
 * other time zones, and a page's first Intl.DateTimeFormat costs main-thread time in hydration).
 * Berlin is UTC+1, and UTC+2 from the last Sunday of March 01:00 UTC to the last Sunday of October
 * 01:00 UTC (the EU rule since 1996); berlinTime.test.ts checks every hour of many years against
 * Intl's Europe/Berlin.
 */

const HOUR_MS = 3_600_000;

/** The instant (ms) of 01:00 UTC on the last Sunday of a month (0-based) of a year. */
function lastSundayOneUtc(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
}

/** Berlin's offset from UTC at an instant, in minutes: 60 in winter, 120 in summer. */
export function berlinOffsetMinutes(at: Date): number {
  const ms = at.getTime();
  const year = at.getUTCFullYear();
  return ms >= lastSundayOneUtc(year, 2) && ms < lastSundayOneUtc(year, 9) ? 120 : 60;
}

/** Berlin's wall clock at an instant: year, month (1-12), day, hour, minute and weekday (0 Sunday). */
export function berlinWallClock(at: Date | string): {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  weekday: number;
} {
  const instant = typeof at === "string" ? new Date(at) : at;
  const wall = new Date(instant.getTime() + (berlinOffsetMinutes(instant) / 60) * HOUR_MS);
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
    weekday: wall.getUTCDay(),
  };
}

const two = (value: number) => String(value).padStart(2, "0");

/** The Berlin time of an instant, "HH:MM" (24 hours). */
export function berlinTime(at: Date | string): string {
  const { hour, minute } = berlinWallClock(at);
  return `${two(hour)}:${two(minute)}`;
}

/** The Berlin calendar date of an instant, "YYYY-MM-DD". */
export function berlinDate(at: Date | string): string {
  const { year, month, day } = berlinWallClock(at);
  return `${year}-${two(month)}-${two(day)}`;
}

/** The weekday (0 Sunday) of a calendar date "YYYY-MM-DD". */
export function weekdayOf(date: string): number {
  return new Date(`${date}T12:00:00Z`).getUTCDay();
}
