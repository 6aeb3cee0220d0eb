import { describe, expect, it } from "vitest";
import {
  changeSpendLimit,
  effectiveSpendLimit,
  isEmptySpendLimit,
  NO_SPEND_LIMIT,
  spendLimitError,
} from "./policy.ts";

const now = new Date("2026-11-26T12:00:00Z");
const dayLater = new Date("2026-11-27T12:00:00Z");

describe("spend limit changes", () => {
  it("sets a first limit and lowers at once, dropping a pending raise", () => {
    expect(changeSpendLimit(NO_SPEND_LIMIT, 100, now)).toEqual({
      limitCoins: 100,
      nextCoins: null,
      nextFrom: null,
    });
    const pending = { limitCoins: 100, nextCoins: 300, nextFrom: dayLater };
    expect(changeSpendLimit(pending, 80, now)).toEqual({ limitCoins: 80, nextCoins: null, nextFrom: null });
    expect(changeSpendLimit(pending, 0, now)).toEqual({ limitCoins: 0, nextCoins: null, nextFrom: null });
  });

  it("raises and removes 24 hours after the request, keeping the current limit until then", () => {
    const state = { limitCoins: 100, nextCoins: null, nextFrom: null };
    expect(changeSpendLimit(state, 150, now)).toEqual({
      limitCoins: 100,
      nextCoins: 150,
      nextFrom: dayLater,
    });
    expect(changeSpendLimit(state, null, now)).toEqual({
      limitCoins: 100,
      nextCoins: null,
      nextFrom: dayLater,
    });
  });

  it("asking for the limit in force cancels a pending change", () => {
    const pending = { limitCoins: 100, nextCoins: null, nextFrom: dayLater };
    expect(changeSpendLimit(pending, 100, now)).toEqual({ limitCoins: 100, nextCoins: null, nextFrom: null });
    expect(isEmptySpendLimit(changeSpendLimit(NO_SPEND_LIMIT, null, now))).toBe(true);
  });

  it("counts a pending change from its time on, and a raise after that is measured from it", () => {
    const pending = { limitCoins: 100, nextCoins: 300, nextFrom: dayLater };
    expect(effectiveSpendLimit(pending, now)).toBe(100);
    expect(effectiveSpendLimit(pending, dayLater)).toBe(300);
    const after = new Date(dayLater.getTime() + 1000);
    expect(changeSpendLimit(pending, 200, after)).toEqual({
      limitCoins: 200,
      nextCoins: null,
      nextFrom: null,
    });
    expect(isEmptySpendLimit({ limitCoins: null, nextCoins: null, nextFrom: dayLater })).toBe(false);
  });

  it("makes the SPEND_LIMIT error (403) with the limit in its details", () => {
    const error = spendLimitError({ period: "week", limit: 50, spent: 45, required: 10 });
    expect(error.code).toBe("SPEND_LIMIT");
    expect(error.status).toBe(403);
    expect(error.message).toBe("This would exceed your weekly spend limit");
    expect(error.details).toEqual({ period: "week", limit: 50, spent: 45, required: 10 });
  });
});
