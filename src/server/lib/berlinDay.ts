/**
 * The Berlin calendar day (the platform's day: daily limits and budgets reset at midnight in
 * Berlin, spec core "Berlin time zone"). Meant as the one Berlin calendar helper of the server;
 * live/policy.ts, camshows/queries.ts and payments/policy.ts still carry their own copies
 * (issue 26, "one Berlin calendar helper") and should move here.
 */

const BERLIN = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Europe/Berlin",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});

const DAY_MS = 86_400_000;

/** Berlin's wall clock at an instant, read as if it were UTC (ms). */
function berlinWallClock(at: number): number {
  const parts = Object.fromEntries(BERLIN.formatToParts(new Date(at)).map((p) => [p.type, p.value]));
  return (
    Date.UTC(
      Number(parts.year),
      Number(parts.month) - 1,
      Number(parts.day),
      Number(parts.hour),
      Number(parts.minute),
      Number(parts.second),
    ) +
    (((at % 1000) + 1000) % 1000)
  );
}

/** The Berlin calendar date of an instant, `YYYY-MM-DD`. */
export function berlinDate(at: Date): string {
  return new Date(berlinWallClock(at.getTime())).toISOString().slice(0, 10);
}

/**
 * The instant of the last midnight in Berlin at or before `now`: 23:00 UTC the day before in
 * winter, 22:00 UTC in summer, also on the days the clocks change (at 02:00/03:00, never at midnight).
 */
export function berlinDayStart(now: Date): Date {
  const wall = berlinWallClock(now.getTime());
  const midnightWall = wall - (((wall % DAY_MS) + DAY_MS) % DAY_MS);
  // The offset at midnight is that of an instant a few hours before the change (or the same day).
  let candidate = midnightWall - (wall - now.getTime());
  for (let i = 0; i < 2; i++) candidate = midnightWall - (berlinWallClock(candidate) - candidate);
  return new Date(candidate);
}

/** The next midnight in Berlin after `now`. */
export function nextBerlinDayStart(now: Date): Date {
  // 26 hours after today's midnight is always inside tomorrow (days are 23 to 25 hours long).
  return berlinDayStart(new Date(berlinDayStart(now).getTime() + 26 * 3_600_000));
}
