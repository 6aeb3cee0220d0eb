import { describe, expect, it } from "vitest";
import { isBannedIn } from "./policy.ts";

describe("isBannedIn", () => {
  it("bans in a listed country, case-insensitively, and never without a country", () => {
    expect(isBannedIn(["de", "AT"], "DE")).toBe(true);
    expect(isBannedIn(["AT"], "DE")).toBe(false);
    expect(isBannedIn(["DE"], null)).toBe(false);
  });
});
