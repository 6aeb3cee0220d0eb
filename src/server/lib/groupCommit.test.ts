import { describe, expect, it } from "vitest";
import { groupCommit } from "./groupCommit.ts";

/** A statement that stays in flight until release() is called. */
function gated() {
  const releases: (() => void)[] = [];
  const wait = () => new Promise<void>((resolve) => releases.push(resolve));
  const releaseAll = () => {
    for (const release of releases.splice(0)) release();
  };
  return { wait, releaseAll, pending: () => releases.length };
}

const flush = () => new Promise((resolve) => setImmediate(resolve));

describe("groupCommit", () => {
  it("runs each call alone at once while fewer than maxInFlight are running", async () => {
    const singles: number[] = [];
    const groups: number[][] = [];
    const run = groupCommit<number, number>({
      single: async (n) => {
        singles.push(n);
        return n * 10;
      },
      group: async (list) => {
        groups.push([...list]);
        return list.map((n) => n * 10);
      },
      maxInFlight: 4,
      maxGroup: 8,
    });
    for (let i = 0; i < 5; i++) expect(await run(i)).toBe(i * 10);
    expect(singles).toEqual([0, 1, 2, 3, 4]);
    expect(groups).toEqual([]);
  });

  it("sends the calls that arrive while the slots are busy as groups of at most maxGroup, in order", async () => {
    const gate = gated();
    const groups: number[][] = [];
    const singles: number[] = [];
    const run = groupCommit<number, string>({
      single: async (n) => {
        singles.push(n);
        await gate.wait();
        return `one ${n}`;
      },
      group: async (list) => {
        groups.push([...list]);
        await gate.wait();
        return list.map((n) => `group ${n}`);
      },
      maxInFlight: 2,
      maxGroup: 3,
    });
    const answers = Array.from({ length: 9 }, (_, i) => run(i));
    await flush();
    // Two alone in flight; seven waiting.
    expect(singles).toEqual([0, 1]);
    expect(groups).toEqual([]);
    gate.releaseAll();
    await flush();
    expect(groups).toEqual([
      [2, 3, 4],
      [5, 6, 7],
    ]);
    gate.releaseAll();
    await flush();
    // The last one alone: a group of one is a single call.
    expect(singles).toEqual([0, 1, 8]);
    gate.releaseAll();
    expect(await Promise.all(answers)).toEqual([
      "one 0",
      "one 1",
      "group 2",
      "group 3",
      "group 4",
      "group 5",
      "group 6",
      "group 7",
      "one 8",
    ]);
  });

  it("with keyOf takes one call per key into a group, sorted by key; the others wait for the next", async () => {
    const gate = gated();
    const groups: string[][] = [];
    const run = groupCommit<string, string>({
      single: async (call) => {
        await gate.wait();
        return call;
      },
      group: async (list) => {
        groups.push([...list]);
        await gate.wait();
        return list.map((call) => call.toUpperCase());
      },
      keyOf: (call) => call.charAt(0),
      maxInFlight: 1,
      maxGroup: 3,
    });
    const calls = ["z0", "c1", "a1", "c2", "b1", "a2", "d1", "c3"];
    const answers = calls.map((call) => run(call));
    for (let i = 0; i < 4; i++) {
      await flush();
      gate.releaseAll();
    }
    await flush();
    expect(await Promise.all(answers)).toEqual(["z0", "C1", "A1", "C2", "B1", "A2", "D1", "c3"]);
    // z0 alone; then the first of each key (at most 3), sorted; the rest keeps its order (c3 alone).
    expect(groups).toEqual([
      ["a1", "b1", "c1"],
      ["a2", "c2", "d1"],
    ]);
  });

  it("runs each call of a failed group alone: every call gets its own answer or its own error", async () => {
    const gate = gated();
    let groupCalls = 0;
    const run = groupCommit<number, number>({
      single: async (n) => {
        if (n === 0) await gate.wait();
        if (n === 3) throw new Error("three failed");
        return n;
      },
      group: async () => {
        groupCalls += 1;
        throw new Error("the group's transaction rolled back");
      },
      maxInFlight: 1,
      maxGroup: 10,
    });
    const answers = [0, 1, 2, 3, 4].map((n) => run(n).then(String, (error: Error) => error.message));
    await flush();
    gate.releaseAll();
    expect(await Promise.all(answers)).toEqual(["0", "1", "2", "three failed", "4"]);
    expect(groupCalls).toBe(1);
  });

  it("treats a group that answers the wrong number of results as failed", async () => {
    const gate = gated();
    const run = groupCommit<number, number>({
      single: async (n) => {
        if (n === 0) await gate.wait();
        return n + 100;
      },
      group: async (list) => list.slice(1),
      maxInFlight: 1,
      maxGroup: 10,
    });
    const answers = [0, 1, 2, 3].map((n) => run(n));
    await flush();
    gate.releaseAll();
    expect(await Promise.all(answers)).toEqual([100, 101, 102, 103]);
  });

  it("keeps going after a call that throws synchronously", async () => {
    const run = groupCommit<number, number>({
      single: (n) => {
        if (n === 1) throw new Error("sync");
        return Promise.resolve(n);
      },
      group: async (list) => [...list],
      maxInFlight: 1,
      maxGroup: 1,
    });
    const answers = [0, 1, 2].map((n) => run(n).catch((error: Error) => error.message));
    expect(await Promise.all(answers)).toEqual([0, "sync", 2]);
    expect(await run(5)).toBe(5);
  });

  it("refuses settings that could never run a call", () => {
    const options = { single: async () => 1, group: async () => [1] };
    expect(() => groupCommit({ ...options, maxInFlight: 0, maxGroup: 4 })).toThrow(/maxInFlight/);
    expect(() => groupCommit({ ...options, maxInFlight: 2, maxGroup: 0 })).toThrow(/maxGroup/);
  });
});
