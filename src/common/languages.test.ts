import { describe, expect, it } from "vitest";
import { normalizeLanguage, pickLocalized, slugLanguage } from "./languages.ts";

describe("languages", () => {
  it("normalizes to a product language with en as fallback", () => {
    expect(normalizeLanguage("de")).toBe("de");
    expect(normalizeLanguage("ES")).toBe("es");
    expect(normalizeLanguage("nl-BE")).toBe("nl");
    expect(normalizeLanguage("fr")).toBe("en");
    expect(normalizeLanguage(undefined)).toBe("en");
    expect(normalizeLanguage(42)).toBe("en");
  });

  it("uses the English slugs for nl", () => {
    expect(slugLanguage("nl")).toBe("en");
    expect(slugLanguage("de")).toBe("de");
  });

  it("picks the language's text, then en, then any", () => {
    expect(pickLocalized({ de: "Hallo", en: "Hello" }, "de")).toBe("Hallo");
    expect(pickLocalized({ de: "Hallo", en: "Hello" }, "es")).toBe("Hello");
    expect(pickLocalized({ nl: "Hoi" }, "es")).toBe("Hoi");
    expect(pickLocalized(null, "de")).toBe("");
  });
});
