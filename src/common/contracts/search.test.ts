import { describe, expect, it } from "vitest";
import {
  addRecentSearch,
  isSearchablePattern,
  normalizePattern,
  searchWords,
  ZSearchPattern,
} from "./search.ts";

describe("recent searches (content §5)", () => {
  it("keeps at most 3, newest first, de-duplicated case-insensitively", () => {
    let list: string[] = [];
    for (const pattern of ["anal", "lena", "outdoor", "Lena ", "kitchen"])
      list = addRecentSearch(list, pattern);
    expect(list).toEqual(["kitchen", "Lena", "outdoor"]);
  });

  it("does not store patterns shorter than 3 characters", () => {
    expect(addRecentSearch(["anal"], "ab")).toEqual(["anal"]);
    expect(addRecentSearch(["anal"], "  ab  ")).toEqual(["anal"]);
    expect(addRecentSearch([], "abc")).toEqual(["abc"]);
  });
});

describe("pattern rules", () => {
  it("trims and collapses white space before counting", () => {
    expect(normalizePattern("  hot \n  yoga ")).toBe("hot yoga");
    expect(isSearchablePattern("  ab ")).toBe(false);
    expect(isSearchablePattern("abc")).toBe(true);
  });

  it("searches letters and digits only, lower case, at most 8 distinct words", () => {
    expect(searchWords("Hot  YOGA hot %_'\\ Küche 2024")).toEqual(["hot", "yoga", "küche", "2024"]);
    expect(searchWords("%_'\\")).toEqual([]);
    expect(searchWords("a b c d e f g h i j")).toHaveLength(8);
  });

  it("accepts 3 to 100 characters", () => {
    expect(ZSearchPattern.safeParse("ab").success).toBe(false);
    expect(ZSearchPattern.safeParse("x".repeat(101)).success).toBe(false);
    expect(ZSearchPattern.parse("  lena  ")).toBe("lena");
  });
});
