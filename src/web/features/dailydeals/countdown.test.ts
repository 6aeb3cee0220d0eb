import { describe, expect, it } from "vitest";
import { timeLeft } from "./Countdown.tsx";

describe("the daily-deals timer", () => {
  it("counts down to 23:59:59 of the Berlin day (one second before its midnight)", () => {
    const endsAt = "2026-11-10T23:00:00.000Z"; // midnight in Berlin (UTC+1)
    expect(timeLeft(endsAt, Date.parse("2026-11-10T12:00:00Z"))).toBe("10:59:59");
    expect(timeLeft(endsAt, Date.parse("2026-11-10T22:59:58Z"))).toBe("00:00:01");
    expect(timeLeft(endsAt, Date.parse("2026-11-10T22:59:59Z"))).toBe("00:00:00");
    expect(timeLeft(endsAt, Date.parse("2026-11-11T01:00:00Z"))).toBe("00:00:00");
  });
});
