import { describe, expect, it } from "vitest";
import {
  EventLoopProbe,
  holdEventLoop,
  type RequestWindow,
  requestBlocks,
  threadClock,
} from "./eventLoopProbe.ts";

const at = (wall: number, cpu: number) => ({ wall, cpu });
const window = (from: [number, number], to: [number, number] | null): RequestWindow => ({
  method: "GET",
  url: "/x",
  from: at(...from),
  to: to ? at(...to) : null,
});

describe("requestBlocks", () => {
  it("names a request whose window holds more than the limit of a held stretch's CPU", () => {
    const blocks = requestBlocks(
      [window([0, 0], [400, 160])],
      [{ from: at(10, 5), to: at(300, 155) }],
      100,
      at(500, 170),
    );
    expect(blocks).toEqual([{ method: "GET", url: "/x", cpuMs: 150, wallMs: 290 }]);
  });

  it("does not count a stretch in which the thread waited for a core (much wall, little CPU)", () => {
    const stretch = { from: at(0, 0), to: at(2_000, 40) };
    expect(requestBlocks([window([0, 0], [2_000, 40])], [stretch], 100, at(2_000, 40))).toEqual([]);
  });

  it("counts only the part of a stretch inside the request (the test's own setup is not the request's)", () => {
    // 150 ms of CPU, of which the first 90 ms came before the request arrived.
    const stretch = { from: at(0, 0), to: at(200, 150) };
    expect(requestBlocks([window([150, 90], [210, 152])], [stretch], 100, at(300, 160))).toEqual([]);
    expect(requestBlocks([window([20, 10], [210, 152])], [stretch], 100, at(300, 160))).toHaveLength(1);
  });

  it("charges a stretch shared by requests open at once in equal parts", () => {
    // Four requests open through a stretch of 130 ms: each ran a piece of it (about 32 ms).
    const stretch = { from: at(0, 0), to: at(300, 130) };
    const four = [1, 2, 3, 4].map(() => window([0, 0], [400, 140]));
    expect(requestBlocks(four, [stretch], 100, at(500, 150))).toEqual([]);
    // Alone, the same stretch is the request's; with a second request 260 ms make 130 ms each.
    expect(requestBlocks([window([0, 0], [400, 140])], [stretch], 100, at(500, 150))).toHaveLength(1);
    const long = { from: at(0, 0), to: at(600, 260) };
    const two = [window([0, 0], [700, 270]), window([0, 0], [700, 270])];
    expect(requestBlocks(two, [long], 100, at(800, 280))).toEqual([
      { method: "GET", url: "/x", cpuMs: 130, wallMs: 600 },
      { method: "GET", url: "/x", cpuMs: 130, wallMs: 600 },
    ]);
    // A request that ended before the stretch does not share it.
    const earlier = window([0, 0], [1, 0]);
    expect(requestBlocks([earlier, window([0, 0], [400, 140])], [stretch], 100, at(500, 150))).toHaveLength(
      1,
    );
  });

  it("ends a request still open at the reading given", () => {
    const stretch = { from: at(0, 0), to: at(200, 150) };
    expect(requestBlocks([window([0, 0], null)], [stretch], 100, at(300, 160))).toHaveLength(1);
  });
});

describe("EventLoopProbe", () => {
  it("sees 150 ms of computation without a turn of the loop, and not an asynchronous wait", async () => {
    const probe = new EventLoopProbe(100);
    try {
      await new Promise((resolve) => setTimeout(resolve, 150));
      expect(probe.held()).toEqual([]);
      holdEventLoop(150);
      const held = probe.held();
      expect(held).toHaveLength(1);
      const [stretch] = held;
      expect((stretch?.to.cpu ?? 0) - (stretch?.from.cpu ?? 0)).toBeGreaterThanOrEqual(150);
    } finally {
      probe.stop();
    }
  });

  it("records a stretch under the limit without calling it held", () => {
    const probe = new EventLoopProbe(100);
    try {
      holdEventLoop(45);
      expect(probe.held()).toEqual([]);
      expect(probe.recorded().length).toBeGreaterThanOrEqual(1);
    } finally {
      probe.stop();
    }
  });

  it("reads this thread's CPU time, which does not grow while the thread sleeps", async () => {
    const clock = threadClock();
    try {
      const before = clock.read();
      await new Promise((resolve) => setTimeout(resolve, 100));
      const after = clock.read();
      expect(after.wall - before.wall).toBeGreaterThanOrEqual(99);
      expect(after.cpu - before.cpu).toBeLessThan(50);
    } finally {
      clock.close();
    }
  });
});
