import { describe, expect, it } from "vitest";
import { loadDictionary, needTexts } from "../../../i18n/index.ts";
import { conditionText } from "./PromoCodeFlow.tsx";

describe("a bonus code's refused condition (403 details.reason)", () => {
  it("says whether the code is for VIP members or needs a verified mobile number, in every language", async () => {
    await needTexts("flows");
    const all = await Promise.all(["en", "de", "es", "nl"].map((language) => loadDictionary(language)));
    for (const t of all) {
      const mobile = conditionText(t, { reason: "mobileRequired" });
      const vip = conditionText(t, { reason: "vipRequired" });
      const unknown = conditionText(t, null);
      expect(new Set([mobile, vip, unknown]).size).toBe(3);
      expect(unknown).toBe(t.flows.promoConditions);
    }
    expect(conditionText(await loadDictionary("en"), { reason: "mobileRequired" })).toMatch(
      /verified mobile number/,
    );
  });
});
