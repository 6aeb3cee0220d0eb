import { describe, expect, it } from "vitest";
import { benefitValue, mayCount, pointsFor, rewardsDue } from "./policy.ts";

describe("the activity points rule", () => {
  it("adds the VIP bonus only for a VIP guest", () => {
    expect(pointsFor({ points: 10, vipBonus: 5 }, false)).toBe(10);
    expect(pointsFor({ points: 10, vipBonus: 5 }, true)).toBe(15);
    expect(pointsFor({ points: 10, vipBonus: 0 }, true)).toBe(10);
  });

  it("counts an activity only under its limit a day", () => {
    expect(mayCount(0, 1)).toBe(true);
    expect(mayCount(1, 1)).toBe(false);
    expect(mayCount(2, 3)).toBe(true);
    expect(mayCount(3, 3)).toBe(false);
  });

  it("answers the rewards reached and not granted yet, lowest first", () => {
    const rewards = [
      { id: 3, requiredPoints: 100 },
      { id: 1, requiredPoints: 25 },
      { id: 2, requiredPoints: 50 },
    ];
    expect(rewardsDue(rewards, 24, new Set()).map((r) => r.id)).toEqual([]);
    expect(rewardsDue(rewards, 25, new Set()).map((r) => r.id)).toEqual([1]);
    expect(rewardsDue(rewards, 100, new Set([1])).map((r) => r.id)).toEqual([2, 3]);
  });

  it("names a reward's value by its benefit", () => {
    expect(benefitValue({ kind: "coins", amount: 7 })).toBe(7);
    expect(benefitValue({ kind: "vipDays", days: 2 })).toBe(2);
    expect(benefitValue({ kind: "messengerGifts", giftId: 1, count: 3 })).toBe(3);
  });
});
