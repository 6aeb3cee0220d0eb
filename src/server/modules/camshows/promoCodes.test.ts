import { describe, expect, it } from "vitest";
import { plainText } from "../../../common/contracts/camshows.ts";
import { discountedPrice } from "./commands/promoCodes.ts";

describe("a promo code's price", () => {
  it("takes percent off rounded in the guest's favour, or coins off, never below 0", () => {
    expect(discountedPrice(40, { percentOff: 25, coinsOff: null })).toBe(30);
    expect(discountedPrice(33, { percentOff: 10, coinsOff: null })).toBe(29);
    expect(discountedPrice(40, { percentOff: 100, coinsOff: null })).toBe(0);
    expect(discountedPrice(40, { percentOff: null, coinsOff: 15 })).toBe(25);
    expect(discountedPrice(40, { percentOff: null, coinsOff: 50 })).toBe(0);
    expect(discountedPrice(0, { percentOff: 50, coinsOff: null })).toBe(0);
  });
});

describe("a show's text", () => {
  // Which text a page shows: catalog/performerText.test.ts (the performer text rule).
  it("keeps the fallback text of texts per language in the one text column", () => {
    expect(plainText("Plain")).toEqual({ text: "Plain", translations: null });
    expect(plainText({ nl: "Een", de: "Eins" })).toEqual({
      text: "Eins",
      translations: { nl: "Een", de: "Eins" },
    });
  });
});
