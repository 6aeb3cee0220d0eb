import { describe, expect, it } from "vitest";
import type { Language } from "../../common/languages.ts";
import { formatCoins } from "../../common/money.ts";
import { spendLimitRefusal as refusal } from "./spendLimitRefusal.ts";

const spendLimitRefusal = (details: unknown, language: Language) =>
  refusal(details, language, (coins) => formatCoins(coins, language));

describe("spendLimitRefusal", () => {
  it("names the period, the limit and what was spent, in the guest's language", () => {
    const details = { period: "day", limit: 60, spent: 30, required: 40 };
    expect(spendLimitRefusal(details, "en")).toBe(
      "This would go over your daily spend limit of 60 VXC (30 VXC spent today). You can change it in your account.",
    );
    expect(spendLimitRefusal({ ...details, period: "month", limit: 1500 }, "de")).toContain(
      "Monatslimit von 1.500 VXC",
    );
    expect(spendLimitRefusal({ ...details, period: "week" }, "nl")).toContain("weeklimiet van 60 VXC");
    expect(spendLimitRefusal(details, "es")).toContain("límite de gasto diario de 60 VXC");
  });

  it("falls back to a general text for details it does not know", () => {
    expect(spendLimitRefusal(undefined, "en")).toBe(
      "This would go over your spend limit. You can change it in your account.",
    );
    expect(spendLimitRefusal({ period: "year", limit: 1, spent: 0 }, "de")).toContain("Ausgabelimit");
  });
});
