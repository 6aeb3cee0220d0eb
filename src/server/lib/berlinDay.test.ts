import { describe, expect, it } from "vitest";
import { berlinDate, berlinDayStart, nextBerlinDayStart } from "./berlinDay.ts";

const at = (iso: string) => new Date(iso);

describe("the Berlin day", () => {
  it("starts at 23:00 UTC in winter and 22:00 UTC in summer", () => {
    expect(berlinDayStart(at("2026-11-26T12:00:00Z")).toISOString()).toBe("2026-11-25T23:00:00.000Z");
    expect(berlinDayStart(at("2026-07-01T21:59:59Z")).toISOString()).toBe("2026-06-30T22:00:00.000Z");
    expect(berlinDayStart(at("2026-07-01T22:00:00Z")).toISOString()).toBe("2026-07-01T22:00:00.000Z");
  });

  it("is 23 and 25 hours long on the days the clocks change", () => {
    const spring = berlinDayStart(at("2026-03-29T12:00:00Z"));
    expect(spring.toISOString()).toBe("2026-03-28T23:00:00.000Z");
    expect(nextBerlinDayStart(spring).getTime() - spring.getTime()).toBe(23 * 3_600_000);
    const autumn = berlinDayStart(at("2026-10-25T12:00:00Z"));
    expect(autumn.toISOString()).toBe("2026-10-24T22:00:00.000Z");
    expect(nextBerlinDayStart(autumn).getTime() - autumn.getTime()).toBe(25 * 3_600_000);
  });

  it("names the Berlin date, which is not the UTC date late in the evening", () => {
    expect(berlinDate(at("2026-11-26T22:59:59Z"))).toBe("2026-11-26");
    expect(berlinDate(at("2026-11-26T23:00:00Z"))).toBe("2026-11-27");
    expect(berlinDate(at("2026-07-01T22:30:00Z"))).toBe("2026-07-02");
  });
});
