import { describe, expect, it } from "vitest";
import { AppError } from "../../lib/errors.ts";
import {
  authorizeComment,
  decodeCursor,
  encodeCursor,
  feedScope,
  goalProgress,
  MOMENTUM_MS,
  mediaAccess,
  onlineState,
} from "./policy.ts";

describe("mediaAccess", () => {
  const guest = { guestId: 7, avsAccepted: false };
  const checked = { guestId: 7, avsAccepted: true };
  const anonymous = { guestId: null, avsAccepted: false };
  it("locks paid media until bought, then asks for the age check of an 18-rated post", () => {
    expect(mediaAccess({ priceCoins: 30, ageRating: 16 }, guest, false)).toBe("needPurchase");
    expect(mediaAccess({ priceCoins: 30, ageRating: 16 }, anonymous, false)).toBe("needLogin");
    expect(mediaAccess({ priceCoins: 30, ageRating: 16 }, guest, true)).toBe("open");
    expect(mediaAccess({ priceCoins: 30, ageRating: 18 }, guest, true)).toBe("needAgeCheck");
    expect(mediaAccess({ priceCoins: 30, ageRating: 18 }, checked, true)).toBe("open");
    expect(mediaAccess({ priceCoins: 0, ageRating: 18 }, anonymous, false)).toBe("needLogin");
    expect(mediaAccess({ priceCoins: 0, ageRating: 16 }, anonymous, false)).toBe("open");
  });
});

describe("goalProgress", () => {
  it("answers whole percent up to 100 and achieved once reached", () => {
    expect(goalProgress(null, 10)).toBeNull();
    expect(goalProgress(300, 100)).toMatchObject({
      progressPercent: 33,
      achieved: false,
      goalCoins: 300,
      tipsSumCoins: 100,
    });
    expect(goalProgress(300, 299)).toMatchObject({ progressPercent: 99, achieved: false });
    expect(goalProgress(300, 450)).toMatchObject({ progressPercent: 100, achieved: true });
  });
});

describe("authorizeComment", () => {
  const ok = { isBlockedForComments: false, isLocked: false };
  it("refuses blocked guests and a flood", () => {
    expect(() => authorizeComment(ok, { lastWindow: 4, lastDay: 99 })).not.toThrow();
    const code = (fn: () => void) => {
      try {
        fn();
      } catch (error) {
        return (error as AppError).code;
      }
      return null;
    };
    expect(
      code(() => authorizeComment({ ...ok, isBlockedForComments: true }, { lastWindow: 0, lastDay: 0 })),
    ).toBe("FORBIDDEN");
    expect(code(() => authorizeComment(ok, { lastWindow: 5, lastDay: 5 }))).toBe("RATE_LIMITED");
    expect(code(() => authorizeComment(ok, { lastWindow: 0, lastDay: 100 }))).toBe("RATE_LIMITED");
  });
});

describe("cursors", () => {
  const scope = feedScope({ type: "mixed", guestId: null });
  it("round-trip within their feed and are refused elsewhere", () => {
    const at = { pinned: 1, publishedMs: 1_700_000_000_123, id: 42 };
    expect(decodeCursor(scope, encodeCursor(scope, at))).toEqual(at);
    const other = feedScope({ type: "mixed", guestId: 3 });
    expect(() => decodeCursor(other, encodeCursor(scope, at))).toThrow(AppError);
    for (const bad of [
      "",
      "x",
      Buffer.from("[1]").toString("base64url"),
      Buffer.from(`[1,"${scope}",2,1,1]`).toString("base64url"),
    ])
      expect(() => decodeCursor(scope, bad)).toThrow(AppError);
  });
});

describe("onlineState", () => {
  const now = new Date("2026-11-28T20:00:00Z");
  const since = (minutes: number) => new Date(now.getTime() - minutes * 60_000);

  it("is MOMENTUM in her first 15 minutes online, ONLINE after, OFFLINE when she is not online", () => {
    expect(onlineState({ isOnline: true, onlineSince: since(0) }, now)).toBe("MOMENTUM");
    expect(onlineState({ isOnline: true, onlineSince: since(14.9) }, now)).toBe("MOMENTUM");
    expect(onlineState({ isOnline: true, onlineSince: since(MOMENTUM_MS / 60_000) }, now)).toBe("ONLINE");
    expect(onlineState({ isOnline: true, onlineSince: since(240) }, now)).toBe("ONLINE");
    expect(onlineState({ isOnline: true, onlineSince: null }, now)).toBe("ONLINE");
    expect(onlineState({ isOnline: false, onlineSince: since(1) }, now)).toBe("OFFLINE");
    expect(onlineState(undefined, now)).toBe("OFFLINE");
  });
});
