import { describe, expect, it } from "vitest";
import { playRestriction } from "./policy.ts";

const guest = { isVip: false, avsAccepted: true, isLocked: false };
const video = { free: false, vip: false, ageRating: 18 };

describe("playRestriction", () => {
  it("needs a login first, then an age check for 18-rated videos", () => {
    expect(playRestriction(null, { ...video, free: true }, false)).toBe("needLogin");
    expect(playRestriction({ ...guest, avsAccepted: false }, { ...video, free: true }, true)).toBe(
      "needAgeCheck",
    );
    expect(
      playRestriction({ ...guest, avsAccepted: false }, { ...video, ageRating: 16, free: true }, false),
    ).toBeNull();
  });

  it("plays free and bought videos, VIP videos for VIPs, and asks for a purchase otherwise", () => {
    expect(playRestriction(guest, { ...video, free: true }, false)).toBeNull();
    expect(playRestriction(guest, video, true)).toBeNull();
    expect(playRestriction(guest, video, false)).toBe("needPurchase");
    expect(playRestriction(guest, { ...video, vip: true }, false)).toBe("needAbo");
    expect(playRestriction({ ...guest, isVip: true }, { ...video, vip: true }, false)).toBeNull();
    expect(playRestriction(guest, { ...video, vip: true }, true)).toBeNull();
  });
});
