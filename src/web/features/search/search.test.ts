import { describe, expect, it } from "vitest";
import { latestGuard } from "./latest.ts";
import { parseRecent } from "./recentSearches.ts";

describe("latestGuard (content §4: only the latest pattern's answer counts)", () => {
  it("drops an answer for an older pattern", () => {
    const guard = latestGuard();
    guard.begin("sto");
    guard.begin("stockings");
    expect(guard.isLatest("sto")).toBe(false);
    expect(guard.isLatest("stockings")).toBe(true);
    guard.reset();
    expect(guard.isLatest("stockings")).toBe(false);
  });
});

describe("parseRecent", () => {
  it("reads a stored list and ignores anything else", () => {
    expect(parseRecent('["a1c","b2c"]')).toEqual(["a1c", "b2c"]);
    expect(parseRecent('["a","b","c","d"]')).toHaveLength(3);
    expect(parseRecent("{bad")).toEqual([]);
    expect(parseRecent('{"a":1}')).toEqual([]);
    expect(parseRecent('[1,null,"ok"]')).toEqual(["ok"]);
    expect(parseRecent(null)).toEqual([]);
  });
});
