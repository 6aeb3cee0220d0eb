import { describe, expect, it } from "vitest";
import { de } from "../../../i18n/de.ts";
import { en } from "../../../i18n/en.ts";
import { es } from "../../../i18n/es.ts";
import { nl } from "../../../i18n/nl.ts";
import { conditionText } from "./PromoCodeFlow.tsx";

describe("a bonus code's refused condition (403 details.reason)", () => {
  it("says whether the code is for VIP members or needs a verified mobile number, in every language", () => {
    for (const t of [en, de, es, nl]) {
      const mobile = conditionText(t, { reason: "mobileRequired" });
      const vip = conditionText(t, { reason: "vipRequired" });
      const unknown = conditionText(t, null);
      expect(new Set([mobile, vip, unknown]).size).toBe(3);
      expect(unknown).toBe(t.flows.promoConditions);
    }
    expect(conditionText(en, { reason: "mobileRequired" })).toMatch(/verified mobile number/);
  });
});
