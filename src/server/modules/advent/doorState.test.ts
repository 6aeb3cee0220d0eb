import { describe, expect, it } from "vitest";
import { addDays, adventToday, berlinDayBegins, berlinDayEnds, doorState } from "./doorState.ts";

describe("doorState", () => {
  it("opens a door on its own day only: missed after, locked before, opened once claimed", () => {
    expect(doorState("2026-12-05", "2026-12-05", false)).toBe("openable");
    expect(doorState("2026-12-04", "2026-12-05", false)).toBe("missed");
    expect(doorState("2026-12-06", "2026-12-05", false)).toBe("locked");
    expect(doorState("2026-12-05", "2026-12-05", true)).toBe("opened");
    expect(doorState("2026-11-30", "2026-12-01", false)).toBe("missed");
    expect(doorState("2027-01-01", "2026-12-31", false)).toBe("locked");
  });

  it("turns the day at Berlin midnight, not at UTC midnight", () => {
    const door = "2026-12-01";
    const state = (iso: string) => doorState(door, adventToday(new Date(iso)), false);
    expect(state("2026-11-30T22:59:59Z")).toBe("locked"); // 23:59:59 on 30 November in Berlin
    expect(state("2026-11-30T23:00:00Z")).toBe("openable"); // 00:00 on 1 December
    expect(state("2026-12-01T22:59:59Z")).toBe("openable");
    expect(state("2026-12-01T23:00:00Z")).toBe("missed"); // UTC still says 1 December
  });

  it("follows the daylight-saving switch: midnight is 22:00 UTC in summer, 23:00 UTC in winter", () => {
    // Summer time begins on 29 March 2026 at 01:00 UTC; 30 March begins at 22:00 UTC on the 29th.
    const spring = (iso: string) => doorState("2026-03-30", adventToday(new Date(iso)), false);
    expect(spring("2026-03-29T21:59:59Z")).toBe("locked");
    expect(spring("2026-03-29T22:00:00Z")).toBe("openable");
    // Winter time begins on 25 October 2026 at 01:00 UTC; 26 October begins at 23:00 UTC on the 25th.
    const autumn = (iso: string) => doorState("2026-10-26", adventToday(new Date(iso)), false);
    expect(autumn("2026-10-25T22:30:00Z")).toBe("locked");
    expect(autumn("2026-10-25T23:00:00Z")).toBe("openable");
    expect(berlinDayBegins("2026-03-29").toISOString()).toBe("2026-03-28T23:00:00.000Z");
    expect(berlinDayEnds("2026-03-29").toISOString()).toBe("2026-03-29T22:00:00.000Z"); // a 23-hour day
    expect(berlinDayEnds("2026-10-25").getTime() - berlinDayBegins("2026-10-25").getTime()).toBe(
      25 * 3_600_000,
    );
  });

  it("counts door days by calendar arithmetic across months, years and the switch", () => {
    expect(addDays("2026-12-01", 23)).toBe("2026-12-24");
    expect(addDays("2026-12-20", 23)).toBe("2027-01-12");
    expect(addDays("2026-03-28", 1)).toBe("2026-03-29");
    expect(addDays("2026-03-29", 1)).toBe("2026-03-30");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
  });
});
