import { describe, expect, it } from "vitest";
import { isNavActive } from "./nav.ts";

describe("isNavActive", () => {
  it("marks a section on its page and below it, with or without the trailing slash", () => {
    expect(isNavActive("/en/videos/", "/en/videos/")).toBe(true);
    expect(isNavActive("/en/videos", "/en/videos/")).toBe(true);
    expect(isNavActive("/en/videos/stars/", "/en/videos/")).toBe(true);
    expect(isNavActive("/en/videos-old/", "/en/videos/")).toBe(false);
    expect(isNavActive("/en/new-girls/", "/en/videos/")).toBe(false);
  });

  it("never marks a link with a query (the home page's categories anchor)", () => {
    expect(isNavActive("/en/", "/en/?scrollTo=categories")).toBe(false);
    expect(isNavActive("/en/videos/", "/en/?scrollTo=categories")).toBe(false);
  });
});
