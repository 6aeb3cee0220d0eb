import { describe, expect, it } from "vitest";
import { draw, ODDS_SCALE, type OddsLine, publishedOdds, type RandomSource } from "./odds.ts";

/** A seeded source (mulberry32): the same draws on every run, spread like a fair source. */
function seeded(seed: number): RandomSource {
  let state = seed >>> 0;
  return (max) => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4_294_967_296) * max);
  };
}

const REWARDS = [
  { id: 1, weight: 500_000, stock: null, granted: 0 },
  { id: 2, weight: 250_000, stock: null, granted: 0 },
  { id: 3, weight: 100_000, stock: 40, granted: 10 },
  { id: 4, weight: 10_000, stock: null, granted: 0 },
];

describe("published odds", () => {
  it("list every reward with its share and what is left, and nothing with the rest", () => {
    const table = publishedOdds(REWARDS);
    expect(table).toEqual([
      { rewardId: 1, weight: 500_000, left: null },
      { rewardId: 2, weight: 250_000, left: null },
      { rewardId: 3, weight: 100_000, left: 30 },
      { rewardId: 4, weight: 10_000, left: null },
      { rewardId: null, weight: 140_000, left: null },
    ]);
  });

  it("give a reward's share to nothing when it is out of stock, never to another reward", () => {
    const table = publishedOdds(REWARDS.map((r) => (r.id === 3 ? { ...r, granted: 40 } : r)));
    expect(table.find((line) => line.rewardId === 3)).toEqual({ rewardId: 3, weight: 0, left: 0 });
    expect(table.find((line) => line.rewardId === 1)?.weight).toBe(500_000);
    expect(table.find((line) => line.rewardId === null)?.weight).toBe(240_000);
  });

  it("refuse weights over a million", () => {
    const heavy = [
      { id: 1, weight: 900_000, stock: null, granted: 0 },
      { id: 2, weight: 250_000, stock: null, granted: 0 },
    ];
    expect(() => publishedOdds(heavy)).toThrow(RangeError);
  });
});

describe("the draw", () => {
  it("matches the published table over 100,000 draws (chi-square, 4 degrees of freedom)", () => {
    const table = publishedOdds(REWARDS);
    const random = seeded(20261129);
    const counts = new Map<OddsLine, number>(table.map((line) => [line, 0]));
    const draws = 100_000;
    for (let i = 0; i < draws; i++) {
      const line = draw(table, random);
      counts.set(line, (counts.get(line) ?? 0) + 1);
    }
    let chiSquare = 0;
    for (const line of table) {
      const expected = (draws * line.weight) / ODDS_SCALE;
      const observed = counts.get(line) ?? 0;
      chiSquare += (observed - expected) ** 2 / expected;
    }
    // The 99.9 % quantile of chi-square with 4 degrees of freedom is 18.47.
    expect(chiSquare).toBeLessThan(18.47);
    // And a source that favours one line fails the same test (the test can fail).
    const skewed: RandomSource = (max) => (random(2) === 0 ? 0 : random(max));
    const skewedCounts = new Map<OddsLine, number>(table.map((line) => [line, 0]));
    for (let i = 0; i < draws; i++) {
      const line = draw(table, skewed);
      skewedCounts.set(line, (skewedCounts.get(line) ?? 0) + 1);
    }
    let skewedChi = 0;
    for (const line of table) {
      const expected = (draws * line.weight) / ODDS_SCALE;
      skewedChi += ((skewedCounts.get(line) ?? 0) - expected) ** 2 / expected;
    }
    expect(skewedChi).toBeGreaterThan(18.47);
  });

  it("never draws a reward of weight 0 (out of stock)", () => {
    const table = publishedOdds(REWARDS.map((r) => (r.id === 3 ? { ...r, granted: 40 } : r)));
    const random = seeded(7);
    for (let i = 0; i < 20_000; i++) expect(draw(table, random).rewardId).not.toBe(3);
  });

  it("takes the edges of the million: 0 is the first line, 999,999 the last", () => {
    const table = publishedOdds(REWARDS);
    expect(draw(table, () => 0).rewardId).toBe(1);
    expect(draw(table, () => ODDS_SCALE - 1).rewardId).toBeNull();
    expect(() => draw(table, () => ODDS_SCALE)).toThrow(RangeError);
  });

  it("counts a coins reward over the coin budget left as out of stock: its share goes to nothing", () => {
    const rewards = [
      { id: 1, weight: 300_000, stock: null, granted: 0, benefit: { kind: "coins", amount: 10 } },
      { id: 2, weight: 200_000, stock: 5, granted: 0, benefit: { kind: "coins", amount: 3 } },
      { id: 3, weight: 100_000, stock: null, granted: 0, benefit: { kind: "vipDays" } },
    ];
    expect(publishedOdds(rewards, 9).map((line) => [line.rewardId, line.weight, line.left])).toEqual([
      [1, 0, 0],
      [2, 200_000, 5],
      [3, 100_000, null],
      [null, 700_000, null],
    ]);
    expect(publishedOdds(rewards, 10)[0]?.weight).toBe(300_000);
    expect(publishedOdds(rewards, null)[0]?.weight).toBe(300_000);
    expect(publishedOdds(rewards, 0).map((line) => line.weight)).toEqual([0, 0, 100_000, 900_000]);
  });
});
