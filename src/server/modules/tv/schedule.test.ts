import { describe, expect, it } from "vitest";
import { airingsFrom, PROGRAMME_EPOCH } from "./schedule.ts";

const episodes = [
  { id: "a", durationSeconds: 60 },
  { id: "b", durationSeconds: 90 },
  { id: "c", durationSeconds: 30 },
];
const cycle = 180_000;

describe("the TV schedule", () => {
  it("airs the episodes back to back from the epoch, round and round", () => {
    const airings = airingsFrom(episodes, PROGRAMME_EPOCH, { count: 4 });
    expect(airings.map((a) => a.episode.id)).toEqual(["a", "b", "c", "a"]);
    expect(airings.map((a) => a.startsAt - PROGRAMME_EPOCH)).toEqual([0, 60_000, 150_000, 180_000]);
    expect(airings[1]?.endsAt).toBe(PROGRAMME_EPOCH + 150_000);
  });

  it("starts with the airing on at the given time, whichever cycle it falls in", () => {
    for (const cycles of [0, 1, 7, 123_456]) {
      const from = PROGRAMME_EPOCH + cycles * cycle + 100_000;
      const [now, next] = airingsFrom(episodes, from, { count: 2 });
      expect(now?.episode.id).toBe("b");
      expect(now?.startsAt).toBe(PROGRAMME_EPOCH + cycles * cycle + 60_000);
      expect(Number(now?.startsAt) <= from && from < Number(now?.endsAt)).toBe(true);
      expect(next?.episode.id).toBe("c");
    }
  });

  it("counts backwards before the epoch", () => {
    const [now] = airingsFrom(episodes, PROGRAMME_EPOCH - 10_000, { count: 1 });
    expect(now?.episode.id).toBe("c");
    expect(now?.endsAt).toBe(PROGRAMME_EPOCH);
  });

  it("an airing's end is the next one's start, and a boundary belongs to the next airing", () => {
    const [now] = airingsFrom(episodes, PROGRAMME_EPOCH + 60_000, { count: 1 });
    expect(now?.episode.id).toBe("b");
    const list = airingsFrom(episodes, PROGRAMME_EPOCH + 5_000, { until: PROGRAMME_EPOCH + 3_600_000 });
    for (let i = 1; i < list.length; i++) expect(list[i]?.startsAt).toBe(list[i - 1]?.endsAt);
    expect(list.at(-1)?.startsAt).toBeLessThan(PROGRAMME_EPOCH + 3_600_000);
    expect(list.at(-1)?.endsAt).toBeGreaterThanOrEqual(PROGRAMME_EPOCH + 3_600_000);
  });

  it("has nothing without episodes, and a zero-length episode still airs a second", () => {
    expect(airingsFrom([], Date.now(), { count: 10 })).toEqual([]);
    const list = airingsFrom([{ durationSeconds: 0 }], PROGRAMME_EPOCH, { count: 3 });
    expect(list.map((a) => a.endsAt - a.startsAt)).toEqual([1000, 1000, 1000]);
  });
});
