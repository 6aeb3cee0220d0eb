import { describe, expect, it } from "vitest";
import {
  isQuietAt,
  isTimeZone,
  localMinutes,
  minutesOfTime,
  type QuietHours,
  timeOfMinutes,
} from "./quietHours.ts";

const berlin = (from: string, to: string, enabled = true): QuietHours => ({
  enabled,
  from,
  to,
  timeZone: "Europe/Berlin",
});
const at = (iso: string) => new Date(iso);

describe("quiet hours", () => {
  it("reads and writes HH:MM", () => {
    expect(minutesOfTime("00:00")).toBe(0);
    expect(minutesOfTime("23:59")).toBe(1439);
    expect(minutesOfTime("24:00")).toBeNull();
    expect(minutesOfTime("7:00")).toBeNull();
    expect(minutesOfTime("07:60")).toBeNull();
    expect(timeOfMinutes(22 * 60 + 5)).toBe("22:05");
  });

  it("knows IANA zones through Intl", () => {
    expect(isTimeZone("Europe/Berlin")).toBe(true);
    expect(isTimeZone("America/New_York")).toBe(true);
    expect(isTimeZone("UTC")).toBe(true);
    expect(isTimeZone("Mars/Olympus_Mons")).toBe(false);
    expect(isTimeZone("")).toBe(false);
    expect(isTimeZone("+02:00")).toBe(false);
  });

  it("a window within one day: from inside, to outside", () => {
    const q = berlin("13:00", "15:00");
    // Winter: Berlin is UTC+1.
    expect(isQuietAt(q, at("2026-01-10T11:59:00Z"))).toBe(false);
    expect(isQuietAt(q, at("2026-01-10T12:00:00Z"))).toBe(true);
    expect(isQuietAt(q, at("2026-01-10T13:59:00Z"))).toBe(true);
    expect(isQuietAt(q, at("2026-01-10T14:00:00Z"))).toBe(false);
  });

  it("a window wrapping midnight", () => {
    const q = berlin("22:00", "08:00");
    // Summer: Berlin is UTC+2.
    expect(isQuietAt(q, at("2026-07-01T19:59:00Z"))).toBe(false); // 21:59
    expect(isQuietAt(q, at("2026-07-01T20:00:00Z"))).toBe(true); // 22:00
    expect(isQuietAt(q, at("2026-07-01T22:30:00Z"))).toBe(true); // 00:30
    expect(isQuietAt(q, at("2026-07-02T05:59:00Z"))).toBe(true); // 07:59
    expect(isQuietAt(q, at("2026-07-02T06:00:00Z"))).toBe(false); // 08:00
    expect(isQuietAt(q, at("2026-07-02T10:00:00Z"))).toBe(false); // noon
  });

  it("is off when disabled, malformed or in an unknown zone", () => {
    const when = at("2026-07-01T22:30:00Z");
    expect(isQuietAt(berlin("22:00", "08:00", false), when)).toBe(false);
    expect(isQuietAt(null, when)).toBe(false);
    expect(isQuietAt(berlin("22:00", "22:00"), when)).toBe(false);
    expect(isQuietAt({ ...berlin("22:00", "08:00"), timeZone: "Nowhere/City" }, when)).toBe(false);
  });

  it("follows the wall clock on the day clocks go forward (Berlin, 29 March 2026)", () => {
    const q = berlin("22:00", "08:00");
    // 01:59 UTC = 03:59 CEST (the night lost its 02:00-03:00 hour): still quiet.
    expect(isQuietAt(q, at("2026-03-29T01:59:00Z"))).toBe(true);
    // 05:59 UTC = 07:59 CEST: quiet; 06:00 UTC = 08:00 CEST: over (it would be 07:00 in winter time).
    expect(isQuietAt(q, at("2026-03-29T05:59:00Z"))).toBe(true);
    expect(isQuietAt(q, at("2026-03-29T06:00:00Z"))).toBe(false);
    // A window inside the missing hour's neighbourhood: 01:00-02:30 is 00:00-01:00 UTC that night.
    const short = berlin("01:00", "02:30");
    expect(isQuietAt(short, at("2026-03-29T00:30:00Z"))).toBe(true); // 01:30 CET
    expect(isQuietAt(short, at("2026-03-29T01:00:00Z"))).toBe(false); // 03:00 CEST
  });

  it("follows the wall clock on the day clocks go back (Berlin, 25 October 2026)", () => {
    const q = berlin("22:00", "08:00");
    // 06:59 UTC = 07:59 CET: quiet; 07:00 UTC = 08:00 CET: over (summer time would have ended at 06:00 UTC).
    expect(isQuietAt(q, at("2026-10-25T06:30:00Z"))).toBe(true);
    expect(isQuietAt(q, at("2026-10-25T06:59:00Z"))).toBe(true);
    expect(isQuietAt(q, at("2026-10-25T07:00:00Z"))).toBe(false);
    // 02:00-03:00 happens twice that night: quiet both times.
    const repeated = berlin("02:00", "03:00");
    expect(localMinutes(at("2026-10-25T00:30:00Z"), "Europe/Berlin")).toBe(150);
    expect(localMinutes(at("2026-10-25T01:30:00Z"), "Europe/Berlin")).toBe(150);
    expect(isQuietAt(repeated, at("2026-10-25T00:30:00Z"))).toBe(true);
    expect(isQuietAt(repeated, at("2026-10-25T01:30:00Z"))).toBe(true);
    expect(isQuietAt(repeated, at("2026-10-25T02:00:00Z"))).toBe(false); // 03:00 CET
  });

  it("uses the guest's zone, not the server's", () => {
    const ny: QuietHours = { enabled: true, from: "22:00", to: "08:00", timeZone: "America/New_York" };
    // 03:00 UTC on 1 July = 23:00 in New York (EDT, UTC-4): quiet there, day-time in Berlin's terms would differ.
    expect(isQuietAt(ny, at("2026-07-01T03:00:00Z"))).toBe(true);
    expect(isQuietAt(ny, at("2026-07-01T12:00:00Z"))).toBe(false);
    expect(isQuietAt(berlin("22:00", "08:00"), at("2026-07-01T12:00:00Z"))).toBe(false);
    // 01:00 UTC = 03:00 Berlin (quiet) but 21:00 New York (not).
    expect(isQuietAt(berlin("22:00", "08:00"), at("2026-07-01T01:00:00Z"))).toBe(true);
    expect(isQuietAt(ny, at("2026-07-01T01:00:00Z"))).toBe(false);
  });
});
