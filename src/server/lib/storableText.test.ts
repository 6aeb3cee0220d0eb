import { describe, expect, it } from "vitest";
import { cpuMsOfSync } from "../test/cpuTime.ts";
import { findUnstorableText, unstorableText } from "./storableText.ts";

/** An array nested `depth` levels deep around `leaf`, built without recursion. */
function nested(depth: number, leaf: unknown): unknown {
  let value = leaf;
  for (let i = 0; i < depth; i++) value = [value];
  return value;
}

describe("findUnstorableText", () => {
  it("names the path to a NUL or a lone surrogate, in values and in keys", () => {
    expect(findUnstorableText({ a: [1, { b: "x\u0000" }] })).toEqual({
      path: ["a", 1, "b"],
      message: "Contains a NUL character",
    });
    expect(findUnstorableText({ a: { "k\ud800": 1 } })).toEqual({
      path: ["a"],
      message: "Contains an unpaired UTF-16 surrogate in a key",
    });
    expect(findUnstorableText(["ok", "😀", { x: "Grüße" }])).toBeNull();
    expect(findUnstorableText(nested(5, "\udc00"))?.path).toEqual([0, 0, 0, 0, 0]);
    expect(unstorableText("a\u0000")).toBe("Contains a NUL character");
  });

  it("costs time linear in the depth of a value, not its square (issue 10)", () => {
    // Copying the path at every level made depth 15,000 cost ~0.9 s and 40,000 ~6 s; a linear walk
    // takes milliseconds. The bound is loose so that a loaded machine cannot fail it.
    const deep = nested(40_000, "ok");
    let found: ReturnType<typeof findUnstorableText> = null;
    const cpu = cpuMsOfSync(() => {
      expect(findUnstorableText(deep)).toBeNull();
      found = findUnstorableText(nested(40_000, "a\u0000"));
    });
    expect(cpu).toBeLessThan(1_000);
    expect((found as ReturnType<typeof findUnstorableText>)?.path).toHaveLength(40_000);
  });

  it("walks a wide value of about a megabyte quickly", () => {
    const wide = {
      keys: Object.fromEntries(Array.from({ length: 30_000 }, (_, i) => [`key${i}`, i])),
      items: Array.from({ length: 100_000 }, () => 0),
      text: "x".repeat(300_000),
    };
    expect(cpuMsOfSync(() => expect(findUnstorableText(wide)).toBeNull())).toBeLessThan(250);
  });
});
