import { describe, expect, it } from "vitest";
import { hasTv, isAgeChecked, isVip } from "./entitlements.ts";

const now = new Date("2026-11-25T12:00:00Z");
const later = new Date("2026-11-25T12:00:01Z");

describe("entitlements", () => {
  it("a membership runs until, not including, its end", () => {
    expect(isVip({ vipUntil: later }, now)).toBe(true);
    expect(isVip({ vipUntil: now }, now)).toBe(false);
    expect(isVip({ vipUntil: null }, now)).toBe(false);
  });

  it("VXTV comes with a TV subscription or with the VIP club", () => {
    expect(hasTv({ vipUntil: null, tvUntil: later }, now)).toBe(true);
    expect(hasTv({ vipUntil: later, tvUntil: null }, now)).toBe(true);
    expect(hasTv({ vipUntil: now, tvUntil: now }, now)).toBe(false);
  });

  it("only an accepted age check counts", () => {
    expect(isAgeChecked({ avsStatus: "accepted" })).toBe(true);
    for (const avsStatus of ["pending", "rejected", "none", "revoked"])
      expect(isAgeChecked({ avsStatus })).toBe(false);
  });
});
