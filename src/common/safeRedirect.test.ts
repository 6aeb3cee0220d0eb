import { describe, expect, it } from "vitest";
import { isSafeRedirectPath, safeRedirectPath } from "./safeRedirect.ts";

const ORIGIN = "https://velvet.example";

describe("safeRedirectPath", () => {
  it.each([
    ["/", "/"],
    ["/en/videos", "/en/videos"],
    ["/en/videos?sort=new&page=2#top", "/en/videos?sort=new&page=2#top"],
    ["/a/./b/../c", "/a/c"],
    ["/search?q=//evil.example", "/search?q=//evil.example"],
    ["/%2F%2Fevil.example", "/%2F%2Fevil.example"],
  ])("accepts the same-origin path %j as %j", (input, expected) => {
    expect(safeRedirectPath(input, ORIGIN)).toBe(expected);
  });

  it.each([
    "/\\evil.example",
    "/\\/evil.example",
    "\\\\evil.example",
    "\\/evil.example",
    "//evil.example",
    "///evil.example",
    "/\t/evil.example",
    "/\n/evil.example",
    "/\r/evil.example",
    "\t//evil.example",
    " //evil.example",
    "/\u0000/evil.example",
    "/\u007f",
    "/\u2028/evil.example",
    "/a/..//evil.example",
    "/./\\evil.example",
    "https://evil.example/",
    "http://velvet.example/",
    "https://velvet.example.evil.example/",
    "//velvet.example@evil.example",
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    " javascript:alert(1)",
    "data:text/html,hi",
    "evil.example",
    "en/videos",
    "?x=1",
    "#top",
    "",
    `/${"a".repeat(2001)}`,
  ])("refuses %j", (input) => {
    expect(safeRedirectPath(input, ORIGIN)).toBeNull();
    expect(isSafeRedirectPath(input, ORIGIN)).toBe(false);
  });

  it.each([null, undefined, 42, {}, ["/"]])("refuses the non-string %j", (input) => {
    expect(safeRedirectPath(input, ORIGIN)).toBeNull();
  });

  it("works without an origin (server-side validation of a path)", () => {
    expect(safeRedirectPath("/en/videos")).toBe("/en/videos");
    expect(safeRedirectPath("/\\evil.example")).toBeNull();
  });
});
