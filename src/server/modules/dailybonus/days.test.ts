import { describe, expect, it } from "vitest";
import { dailyBonusDate } from "./days.ts";
import { topUpBonusCoins } from "./effects.ts";

const at = (iso: string) => new Date(iso);

describe("the daily bonus's Berlin days", () => {
  it("puts an instant near midnight on Berlin's calendar day (winter, UTC+1)", () => {
    expect(dailyBonusDate("today", at("2026-11-10T22:59:59.999Z")).date).toBe("2026-11-10");
    expect(dailyBonusDate("today", at("2026-11-10T23:00:00.000Z")).date).toBe("2026-11-11");
    expect(dailyBonusDate("today", at("2026-11-10T23:00:00.000Z")).endsAt.toISOString()).toBe(
      "2026-11-11T23:00:00.000Z",
    );
  });

  it("puts an instant near midnight on Berlin's calendar day (summer, UTC+2)", () => {
    expect(dailyBonusDate("today", at("2026-07-01T21:59:59.999Z")).date).toBe("2026-07-01");
    expect(dailyBonusDate("today", at("2026-07-01T22:00:00.000Z")).date).toBe("2026-07-02");
  });

  it("finds yesterday and tomorrow across the spring switch (a 23-hour day)", () => {
    // 29 March 2026: clocks go from 02:00 to 03:00; the day runs 28 Mar 23:00Z to 29 Mar 22:00Z.
    const now = at("2026-03-29T12:00:00Z");
    expect(dailyBonusDate("today", now)).toEqual({ date: "2026-03-29", endsAt: at("2026-03-29T22:00:00Z") });
    expect(dailyBonusDate("yesterday", now)).toEqual({
      date: "2026-03-28",
      endsAt: at("2026-03-28T23:00:00Z"),
    });
    expect(dailyBonusDate("tomorrow", now)).toEqual({
      date: "2026-03-30",
      endsAt: at("2026-03-30T22:00:00Z"),
    });
    expect(dailyBonusDate("today", at("2026-03-28T23:00:00Z")).date).toBe("2026-03-29");
    expect(dailyBonusDate("today", at("2026-03-29T21:59:59Z")).date).toBe("2026-03-29");
    expect(dailyBonusDate("today", at("2026-03-29T22:00:00Z")).date).toBe("2026-03-30");
  });

  it("finds yesterday and tomorrow across the autumn switch (a 25-hour day)", () => {
    // 25 October 2026: clocks go from 03:00 back to 02:00; the day runs 24 Oct 22:00Z to 25 Oct 23:00Z.
    const now = at("2026-10-25T12:00:00Z");
    expect(dailyBonusDate("today", now)).toEqual({ date: "2026-10-25", endsAt: at("2026-10-25T23:00:00Z") });
    expect(dailyBonusDate("yesterday", now)).toEqual({
      date: "2026-10-24",
      endsAt: at("2026-10-24T22:00:00Z"),
    });
    expect(dailyBonusDate("tomorrow", now)).toEqual({
      date: "2026-10-26",
      endsAt: at("2026-10-26T23:00:00Z"),
    });
    expect(dailyBonusDate("today", at("2026-10-24T21:59:59Z")).date).toBe("2026-10-24");
    expect(dailyBonusDate("today", at("2026-10-24T22:00:00Z")).date).toBe("2026-10-25");
    expect(dailyBonusDate("today", at("2026-10-25T22:59:59Z")).date).toBe("2026-10-25");
    expect(dailyBonusDate("yesterday", at("2026-10-25T23:00:00Z")).date).toBe("2026-10-25");
  });
});

describe("the top-up bonus", () => {
  it("is a percent rounded down or a flat amount", () => {
    expect(topUpBonusCoins("topUpPercent", 20, 110)).toBe(22);
    expect(topUpBonusCoins("topUpPercent", 15, 41)).toBe(6);
    expect(topUpBonusCoins("topUpFlat", 50, 10)).toBe(50);
    expect(topUpBonusCoins("oneDayVip", 1, 100)).toBe(0);
  });
});
