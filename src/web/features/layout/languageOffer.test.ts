import { describe, expect, it } from "vitest";
import { offeredLanguage } from "./SiteNotices.tsx";

describe("offeredLanguage", () => {
  it("offers the browser's first site language on the German home page only", () => {
    expect(offeredLanguage("/", ["en-GB", "en"], false)).toBe("en");
    expect(offeredLanguage("/", ["fr-FR", "es-419", "en"], false)).toBe("es");
    expect(offeredLanguage("/", ["NL"], false)).toBe("nl");
    expect(offeredLanguage("/en/", ["en-GB"], false)).toBeNull();
    expect(offeredLanguage("/de/videos/", ["en-GB"], false)).toBeNull();
  });

  it("offers nothing to a German browser, a browser without a site language, or after a dismissal", () => {
    expect(offeredLanguage("/", ["de-AT", "en"], false)).toBeNull();
    expect(offeredLanguage("/", ["fr", "it"], false)).toBeNull();
    expect(offeredLanguage("/", [], false)).toBeNull();
    expect(offeredLanguage("/", ["en"], true)).toBeNull();
  });
});
