import { describe, expect, it } from "vitest";
import { originalLanguage, performerText } from "./performerText.ts";

describe("a performer's text on a page", () => {
  const all = { de: "Hallo", en: "Hello", es: "Hola", nl: "Hoi" };

  it("is the page's language where she has it", () => {
    expect(performerText(all, "es", ["de", "en"])).toEqual({ text: "Hola", language: "es" });
    expect(performerText(all, "nl", ["es"])).toEqual({ text: "Hoi", language: "nl" });
  });

  it("else her own language, then en, then de, then es and nl", () => {
    const germanAndEnglish = { de: "Hallo", en: "Hello" };
    expect(performerText(germanAndEnglish, "es", ["de", "en"])).toEqual({ text: "Hallo", language: "de" });
    expect(performerText(germanAndEnglish, "nl", ["es", "en"])).toEqual({ text: "Hello", language: "en" });
    expect(performerText({ de: "Hallo", nl: "Hoi" }, "es", ["cs"])).toEqual({
      text: "Hallo",
      language: "de",
    });
    expect(performerText({ nl: "Hoi", es: "Hola" }, "de", [])).toEqual({ text: "Hola", language: "es" });
    expect(performerText({ nl: "Hoi" }, "en", ["fr"])).toEqual({ text: "Hoi", language: "nl" });
  });

  it("passes over empty texts", () => {
    expect(performerText({ es: "", nl: "Hoi" }, "es", ["nl"])).toEqual({ text: "Hoi", language: "nl" });
  });

  it("takes one string without languages as written in her own language (en when unknown)", () => {
    expect(performerText("Oliespecial", "de", ["nl", "en"])).toEqual({ text: "Oliespecial", language: "nl" });
    expect(performerText("Oil special", "de", ["cs"])).toEqual({ text: "Oil special", language: "en" });
  });

  it("answers nothing in the page's language", () => {
    expect(performerText({}, "nl", ["de"])).toEqual({ text: "", language: "nl" });
    expect(performerText(null, "es", ["de"])).toEqual({ text: "", language: "es" });
    expect(performerText("", "es", ["de"])).toEqual({ text: "", language: "es" });
  });

  it("knows her own language as the first she speaks that the site has", () => {
    expect(originalLanguage(["cs", "de", "en"])).toBe("de");
    expect(originalLanguage(["nl"])).toBe("nl");
    expect(originalLanguage(["fr", "cs"])).toBeNull();
  });
});
