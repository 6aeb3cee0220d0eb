import { describe, expect, it } from "vitest";
import { allows, parseConsent, serializeConsent } from "./consent.ts";

describe("consent cookie", () => {
  it("round-trips every choice", () => {
    for (const functional of [true, false]) {
      for (const analytics of [true, false]) {
        const consent = { necessary: true, functional, analytics };
        expect(parseConsent(serializeConsent(consent))).toEqual(consent);
      }
    }
  });

  it("treats missing or tampered values as no choice", () => {
    expect(parseConsent(undefined)).toBeNull();
    expect(parseConsent("n1.f1.a2")).toBeNull();
    expect(parseConsent("yes")).toBeNull();
  });

  it("always allows necessary storage and nothing else without a choice", () => {
    expect(allows(null, "necessary")).toBe(true);
    expect(allows(null, "functional")).toBe(false);
    expect(allows(null, "analytics")).toBe(false);
    expect(allows({ necessary: true, functional: true, analytics: false }, "functional")).toBe(true);
    expect(allows({ necessary: true, functional: true, analytics: false }, "analytics")).toBe(false);
  });
});
