import { describe, expect, it } from "vitest";
import { cpuMsOfSync } from "../test/cpuTime.ts";
import { AppError } from "./errors.ts";
import { jsonNestedDeeperThan, MAX_JSON_DEPTH, parseJsonParam } from "./validate.ts";

const arrays = (depth: number) => `${"[".repeat(depth)}1${"]".repeat(depth)}`;
const objects = (depth: number) => `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`;

describe("jsonNestedDeeperThan", () => {
  it("counts nesting of arrays and objects up to the limit", () => {
    expect(jsonNestedDeeperThan(arrays(MAX_JSON_DEPTH))).toBe(false);
    expect(jsonNestedDeeperThan(arrays(MAX_JSON_DEPTH + 1))).toBe(true);
    expect(jsonNestedDeeperThan(objects(MAX_JSON_DEPTH))).toBe(false);
    expect(jsonNestedDeeperThan(objects(MAX_JSON_DEPTH + 1))).toBe(true);
    expect(jsonNestedDeeperThan(`[${arrays(3)},${arrays(3)},{"a":[{}]}]`, 4)).toBe(false);
    expect(jsonNestedDeeperThan("1")).toBe(false);
    expect(jsonNestedDeeperThan("")).toBe(false);
  });

  it("does not count brackets inside strings, escaped quotes included", () => {
    expect(jsonNestedDeeperThan(JSON.stringify({ a: "[".repeat(1000) }))).toBe(false);
    expect(jsonNestedDeeperThan(JSON.stringify({ a: '\\"[[[[[[', b: "\\" }), 2)).toBe(false);
    expect(jsonNestedDeeperThan(JSON.stringify(['"', "\\", '\\"]]]]"', [[["x"]]]]), 4)).toBe(false);
    expect(jsonNestedDeeperThan(JSON.stringify(['"', "\\", [[[["x"]]]]]), 4)).toBe(true);
  });

  it("stops at the first level too deep, whatever follows (unclosed or invalid text included)", () => {
    expect(jsonNestedDeeperThan(`{"a":${"[".repeat(15_000)}`)).toBe(true);
    // About a megabyte without nesting: one pass over the characters (CPU time, not wall time).
    const cpu = cpuMsOfSync(() => {
      const wide = JSON.stringify({
        items: Array.from({ length: 100_000 }, (_, i) => ({ i })),
        s: "x".repeat(300_000),
      });
      expect(jsonNestedDeeperThan(wide)).toBe(false);
    });
    expect(cpu).toBeLessThan(250);
  });
});

describe("parseJsonParam", () => {
  it("refuses JSON nested too deep with 400 VALIDATION_FAILED before parsing it", () => {
    const error = (() => {
      try {
        parseJsonParam(arrays(2_000));
        return null;
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe("VALIDATION_FAILED");
    expect((error as AppError).message).toMatch(/nested too deep/);
    expect(parseJsonParam('{"a":[1]}')).toEqual({ a: [1] });
  });
});
