/**
 * The platform's calendar: Berlin's wall clock and days, the one helper of server and web app
 * (daily limits and budgets reset at midnight in Berlin, monthly ones on the 1st; the cam-show
 * calendar and the daily bonus count Berlin days). Without Intl: server and browser may sit in
 * other time zones, and a page's first Intl.DateTimeFormat costs main-thread time in hydration.
 * Berlin is UTC+1, and UTC+2 from the last Sunday of March 01:00 UTC to the last Sunday of October
 * 01:00 UTC (the EU rule since 1996); berlinTime.test.ts checks every hour of many years against
 * Intl's Europe/Berlin.
 */

const HOUR_MS = 3_600_000;

/** The IANA name of the platform's time zone, for SQL (`at time zone`) and Intl where a zone is named. */
export const BERLIN_TIME_ZONE = "Europe/Berlin";

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

/**
 * The instant Berlin's calendar day `year-month-day` (month 1-12) begins. The clocks change at
 * 01:00 UTC, never near a Berlin midnight (22:00 or 23:00 UTC), so the offset two hours before the
 * UTC midnight of that date is the offset at the Berlin midnight.
 */
function berlinMidnight(year: number, month: number, day: number): Date {
  const utcMidnight = Date.UTC(year, month - 1, day);
  return new Date(utcMidnight - berlinOffsetMinutes(new Date(utcMidnight - 2 * HOUR_MS)) * 60_000);
}

/** The instant of the last midnight in Berlin at or before `now` (daily limits reset then). */
export function berlinDayStart(now: Date): Date {
  const { year, month, day } = berlinWallClock(now);
  return berlinMidnight(year, month, day);
}

/** The next midnight in Berlin after `now` (a Berlin day lasts 23 to 25 hours). */
export function nextBerlinDayStart(now: Date): Date {
  const { year, month, day } = berlinWallClock(now);
  return berlinMidnight(year, month, day + 1);
}

/** The instant the Berlin calendar month containing `now` began (monthly limits count from it). */
export function berlinMonthStart(now: Date): Date {
  const { year, month } = berlinWallClock(now);
  return berlinMidnight(year, month, 1);
}

/** The calendar date `days` days after (or before) the date "YYYY-MM-DD" (no clock involved). */
export function addCalendarDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
