import { describe, expect, it } from "vitest";
import { EXIT_CODE_CATALOGUE, EXIT_CODE_RANGES, exitCodeInfo } from "./exitCodes.ts";
import { EXIT_CODES } from "./live.ts";

/** Every integer of every range of spec core §8, with its range's group. */
const expected = EXIT_CODE_RANGES.flatMap(({ group, from, to }) =>
  Array.from({ length: to - from + 1 }, (_, i) => ({ code: from + i, group })),
);

describe("the exit code catalogue", () => {
  it("has every code of every range exactly once, in its range's group, and nothing else", () => {
    expect(expected).toHaveLength(9 + 8 + 1 + 8 + 3 + 1 + 21 + 8);
    expect(EXIT_CODE_CATALOGUE.map((e) => ({ code: e.code, group: e.group }))).toEqual(expected);
    expect(new Set(EXIT_CODE_CATALOGUE.map((e) => e.code)).size).toBe(EXIT_CODE_CATALOGUE.length);
  });

  it("gives every code a unique camelCase key and a meaning, and never charges a partial minute", () => {
    const keys = EXIT_CODE_CATALOGUE.map((e) => e.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).not.toContain("unknown");
    for (const e of EXIT_CODE_CATALOGUE) {
      expect(e.key).toMatch(/^[a-z][a-zA-Z0-9]*$/);
      expect(e.meaning.length).toBeGreaterThan(10);
      expect(e.partialMinuteCharged).toBe(false);
    }
  });

  it("agrees with the codes the billing core already uses (EXIT_CODES in live.ts)", () => {
    for (const [key, code] of Object.entries(EXIT_CODES)) expect(exitCodeInfo(code).key).toBe(key);
    expect(exitCodeInfo(EXIT_CODES.noMoney).next).toBe("topUp");
    expect(exitCodeInfo(EXIT_CODES.spendLimit).next).toBe("raiseLimit");
    expect(exitCodeInfo(601)).toMatchObject({ key: "ageRatingDenied", next: "ageCheck" });
    expect(exitCodeInfo(EXIT_CODES.hostEnded).endedBy).toBe("performer");
    expect(exitCodeInfo(EXIT_CODES.adminKick).endedBy).toBe("operator");
  });

  it("answers the generic unknown entry for any other number", () => {
    for (const code of [0, 99, 109, 200, 209, 300, 302, 409, 504, 600, 602, 900, 922, 989, 998, -1, 100.5]) {
      expect(exitCodeInfo(code)).toEqual({
        code,
        key: "unknown",
        group: "unknown",
        endedBy: "system",
        partialMinuteCharged: false,
        next: "none",
        meaning: expect.any(String),
      });
    }
  });
});
