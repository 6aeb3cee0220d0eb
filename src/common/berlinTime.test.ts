import { describe, expect, it } from "vitest";
import { berlinDate, berlinOffsetMinutes, berlinTime, berlinWallClock, weekdayOf } from "./berlinTime.ts";

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
