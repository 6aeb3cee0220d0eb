import { describe, expect, it } from "vitest";
import {
  berlinDate,
  berlinDayStart,
  berlinMonthStart,
  berlinOffsetMinutes,
  berlinTime,
  berlinWallClock,
  nextBerlinDayStart,
  weekdayOf,
} from "./berlinTime.ts";

const INTL = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Europe/Berlin",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** Intl's Berlin wall clock as "YYYY-MM-DD HH:MM". */
function intlBerlin(at: Date): string {
  const parts = Object.fromEntries(INTL.formatToParts(at).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

describe("Berlin's wall clock without Intl", () => {
  it("agrees with Intl's Europe/Berlin at every hour from 2024 to 2032", () => {
    const misses: string[] = [];
    // The clocks change on the hour: an hourly walk meets every change on both sides.
    for (let ms = Date.UTC(2024, 0, 1, 0, 30); ms < Date.UTC(2033, 0, 1); ms += 3_600_000) {
      const at = new Date(ms);
      const ours = `${berlinDate(at)} ${berlinTime(at)}`;
      if (ours !== intlBerlin(at)) misses.push(`${at.toISOString()}: ${ours} vs ${intlBerlin(at)}`);
    }
    expect(misses).toEqual([]);
  }, 30_000);

  it("changes at 01:00 UTC on the last Sundays of March and October", () => {
    expect(berlinOffsetMinutes(new Date("2026-03-29T00:59:59Z"))).toBe(60);
    expect(berlinOffsetMinutes(new Date("2026-03-29T01:00:00Z"))).toBe(120);
    expect(berlinOffsetMinutes(new Date("2026-10-25T00:59:59Z"))).toBe(120);
    expect(berlinOffsetMinutes(new Date("2026-10-25T01:00:00Z"))).toBe(60);
    expect(berlinTime("2026-03-29T01:00:00Z")).toBe("03:00");
    expect(berlinTime("2026-10-25T01:00:00Z")).toBe("02:00");
  });

  it("reads the date, the time and the weekday of an instant", () => {
    // 23:30 UTC on a winter Friday is 00:30 on Saturday in Berlin.
    expect(berlinWallClock("2026-11-27T23:30:00Z")).toEqual({
      year: 2026,
      month: 11,
      day: 28,
      hour: 0,
      minute: 30,
      weekday: 6,
    });
    expect(berlinDate("2026-06-30T22:15:00Z")).toBe("2026-07-01");
    expect(weekdayOf("2026-11-27")).toBe(5);
  });
});

describe("Berlin's days and months", () => {
  it("start at Berlin midnight by Intl's clock, for every hour from 2024 to 2032", () => {
    const misses: string[] = [];
    for (let ms = Date.UTC(2024, 0, 1, 0, 30); ms < Date.UTC(2033, 0, 1); ms += 3_600_000) {
      const at = new Date(ms);
      const date = berlinDate(at);
      const start = berlinDayStart(at);
      const next = nextBerlinDayStart(at);
      const month = berlinMonthStart(at);
      const ok =
        intlBerlin(start) === `${date} 00:00` &&
        start.getTime() <= ms &&
        berlinDate(new Date(start.getTime() - 1)) !== date &&
        next.getTime() > ms &&
        intlBerlin(next) === `${berlinDate(next)} 00:00` &&
        berlinDate(new Date(next.getTime() - 1)) === date &&
        intlBerlin(month) === `${date.slice(0, 8)}01 00:00` &&
        month.getTime() <= ms;
      if (!ok)
        misses.push(
          `${at.toISOString()}: ${start.toISOString()} ${next.toISOString()} ${month.toISOString()}`,
        );
    }
    expect(misses).toEqual([]);
  }, 30_000);

  it("are 23 and 25 hours long on the days the clocks change", () => {
    const spring = berlinDayStart(new Date("2026-03-29T12:00:00Z"));
    expect(spring.toISOString()).toBe("2026-03-28T23:00:00.000Z");
    expect(nextBerlinDayStart(spring).getTime() - spring.getTime()).toBe(23 * 3_600_000);
    const autumn = berlinDayStart(new Date("2026-10-25T12:00:00Z"));
    expect(autumn.toISOString()).toBe("2026-10-24T22:00:00.000Z");
    expect(nextBerlinDayStart(autumn).getTime() - autumn.getTime()).toBe(25 * 3_600_000);
  });

  it("take the instant of midnight itself as the new day, and months from the 1st", () => {
    expect(berlinDayStart(new Date("2026-11-26T22:59:59.999Z")).toISOString()).toBe(
      "2026-11-25T23:00:00.000Z",
    );
    expect(berlinDayStart(new Date("2026-11-26T23:00:00.000Z")).toISOString()).toBe(
      "2026-11-26T23:00:00.000Z",
    );
    expect(nextBerlinDayStart(new Date("2026-12-31T12:00:00Z")).toISOString()).toBe(
      "2026-12-31T23:00:00.000Z",
    );
    expect(berlinMonthStart(new Date("2026-11-30T23:30:00Z")).toISOString()).toBe("2026-11-30T23:00:00.000Z");
    expect(berlinMonthStart(new Date("2026-07-15T10:00:00Z")).toISOString()).toBe("2026-06-30T22:00:00.000Z");
  });
});
