import { describe, expect, it } from "vitest";
import { berlinMonthStart as monthStart } from "../../../common/berlinTime.ts";
import { cardExpired, changeLimit, effectiveLimit, renewalPrice } from "./policy.ts";

const none = { depositLimitCents: null, depositLimitNextCents: null, depositLimitNextFrom: null };
const now = new Date("2026-11-23T12:00:00Z");

describe("deposit limits", () => {
  it("applies a first limit and a lower one at once", () => {
    const first = changeLimit(none, 50_000, now);
    expect(effectiveLimit(first, now)).toBe(50_000);
    const lower = changeLimit(first, 20_000, now);
    expect(effectiveLimit(lower, now)).toBe(20_000);
    expect(lower.depositLimitNextFrom).toBeNull();
  });

  it("raises or removes a limit only after seven days", () => {
    const set = changeLimit(none, 20_000, now);
    const raised = changeLimit(set, 90_000, now);
    expect(effectiveLimit(raised, now)).toBe(20_000);
    expect(effectiveLimit(raised, new Date("2026-11-30T11:59:59Z"))).toBe(20_000);
    expect(effectiveLimit(raised, new Date("2026-11-30T12:00:00Z"))).toBe(90_000);
    const removed = changeLimit(set, null, now);
    expect(effectiveLimit(removed, new Date("2026-12-01T00:00:00Z"))).toBeNull();
  });

  it("drops a pending raise when the guest lowers again", () => {
    const raised = changeLimit(changeLimit(none, 20_000, now), 90_000, now);
    const lowered = changeLimit(raised, 10_000, now);
    expect(effectiveLimit(lowered, new Date("2027-01-01T00:00:00Z"))).toBe(10_000);
  });
});

describe("calendar month in Berlin", () => {
  it("starts at midnight Berlin time, winter and summer", () => {
    expect(monthStart(now).toISOString()).toBe("2026-10-31T23:00:00.000Z");
    expect(monthStart(new Date("2026-07-15T10:00:00Z")).toISOString()).toBe("2026-06-30T22:00:00.000Z");
    // 23:30 UTC on 30 November is already December in Berlin.
    expect(monthStart(new Date("2026-11-30T23:30:00Z")).toISOString()).toBe("2026-11-30T23:00:00.000Z");
  });
});

describe("cards and renewals", () => {
  it("treats a card as valid through its expiry month", () => {
    expect(cardExpired(11, 2026, now)).toBe(false);
    expect(cardExpired(10, 2026, now)).toBe(true);
    expect(cardExpired(12, 2030, now)).toBe(false);
  });

  it("halves renewals while offer renewals remain", () => {
    expect(renewalPrice(1999, 2, 50)).toBe(1000);
    expect(renewalPrice(1999, 0, 50)).toBe(1999);
  });
});
