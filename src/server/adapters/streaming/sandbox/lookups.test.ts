import { describe, expect, it } from "vitest";
import { BatchedLookup } from "./lookups.ts";

/** The live origin's batched, briefly remembered look-ups (sessions, actors). */
function lookup(values: Map<number, string>, options: { ttlMs?: number; batchMs?: number } = {}) {
  let clock = 1000;
  const loads: number[][] = [];
  const batched = new BatchedLookup<number, string>({
    load: async (keys) => {
      loads.push([...keys]);
      await new Promise((resolve) => setTimeout(resolve, 5));
      return new Map([...values].filter(([key]) => keys.includes(key)));
    },
    ttlMs: options.ttlMs ?? 1000,
    batchMs: options.batchMs ?? 5,
    now: () => clock,
  });
  return {
    batched,
    loads,
    advance: (ms: number) => {
      clock += ms;
    },
  };
}

describe("BatchedLookup", () => {
  it("loads the keys asked together with one call, each key once, missing ones as null", async () => {
    const { batched, loads } = lookup(
      new Map([
        [1, "one"],
        [2, "two"],
      ]),
    );
    const answers = await Promise.all([batched.get(1), batched.get(2), batched.get(1), batched.get(3)]);
    expect(answers).toEqual(["one", "two", "one", null]);
    expect(loads).toEqual([[1, 2, 3]]);
  });

  it("believes an answer for ttlMs, then asks again", async () => {
    const values = new Map([[1, "active"]]);
    const { batched, loads, advance } = lookup(values, { ttlMs: 1000 });
    expect(await batched.get(1)).toBe("active");
    advance(999);
    values.delete(1); // the session ended
    expect(await batched.get(1)).toBe("active");
    expect(loads).toHaveLength(1);
    advance(1);
    expect(await batched.get(1)).toBeNull();
    expect(loads).toHaveLength(2);
    // A null answer is remembered too (a refused link does not reach the database each time).
    expect(await batched.get(1)).toBeNull();
    expect(loads).toHaveLength(2);
  });

  it("shares a load under way and rejects every waiter of a failed one, remembering nothing", async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const loads: number[][] = [];
    let fail = true;
    const batched = new BatchedLookup<number, string>({
      load: async (keys) => {
        loads.push([...keys]);
        await gate;
        if (fail) throw new Error("database down");
        return new Map([[1, "one"]]);
      },
      ttlMs: 1000,
      batchMs: 1,
    });
    const first = batched.get(1);
    // Asked once the batch went out, while its load waits: the same load.
    while (loads.length === 0) await new Promise((resolve) => setTimeout(resolve, 2));
    const second = batched.get(1);
    release();
    await expect(first).rejects.toThrow("database down");
    await expect(second).rejects.toThrow("database down");
    expect(loads).toEqual([[1]]);
    fail = false;
    expect(await batched.get(1)).toBe("one");
    expect(loads).toEqual([[1], [1]]);
  });
});
