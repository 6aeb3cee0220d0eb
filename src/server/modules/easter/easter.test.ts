import { describe, expect, it } from "vitest";
import { AppError } from "../../lib/errors.ts";
import { assertMayCollect, spotsOfDay } from "./policy.ts";
import { eggSigningKey, signEggToken, verifyEggToken } from "./token.ts";
import { drawUpTo, upToRange } from "./upTo.ts";

const key = eggSigningKey("server secret");
const claim = { eventId: 3, spotId: 17, guestId: 42, day: "2026-04-05" };

const codeOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError)
      return [error.status, (error.details as { errorMessage?: string } | undefined)?.errorMessage];
    throw error;
  }
  return null;
};

describe("egg tokens", () => {
  it("verifies its own token and reads back the claim", () => {
    expect(verifyEggToken(key, signEggToken(key, claim))).toEqual(claim);
  });

  it("refuses a token changed in any part, or signed with another key", () => {
    const token = signEggToken(key, claim);
    for (const changed of [
      token.replace(".42.", ".43."),
      token.replace(".17.", ".18."),
      token.replace("e1.3.", "e1.4."),
      token.replace("2026-04-05", "2026-04-06"),
      token.slice(0, -1) + (token.endsWith("A") ? "B" : "A"),
      signEggToken(eggSigningKey("another secret"), claim),
    ])
      expect(codeOf(() => verifyEggToken(key, changed))).toEqual([403, "invalidToken"]);
    for (const garbage of [
      "",
      "e1.3.17.42.2026-04-05",
      `${token}x`,
      "e2.3.17.42.2026-04-05.abc",
      "e1.0.1.1.x.y",
    ])
      expect(codeOf(() => verifyEggToken(key, garbage))).toEqual([400, "malformedToken"]);
  });

  it("derives a key of its own from the server secret", () => {
    expect(eggSigningKey("server secret").equals(key)).toBe(true);
    expect(eggSigningKey("other").equals(key)).toBe(false);
  });
});

describe("collection day checks", () => {
  const event = { startsAt: new Date("2026-04-01T00:00:00Z"), endsAt: new Date("2026-04-10T00:00:00Z") };
  const noon = new Date("2026-04-05T10:00:00Z");
  it("accepts today's token with today's qmdate while the event runs", () => {
    expect(
      codeOf(() => assertMayCollect({ qmdate: "2026-04-05", tokenDay: "2026-04-05", event }, noon)),
    ).toBeNull();
  });
  it("refuses another day's qmdate, another day's token and a stopped event", () => {
    expect(
      codeOf(() => assertMayCollect({ qmdate: "2026-04-04", tokenDay: "2026-04-05", event }, noon)),
    ).toEqual([409, "wrongDay"]);
    expect(
      codeOf(() => assertMayCollect({ qmdate: "2026-04-05", tokenDay: "2026-04-04", event }, noon)),
    ).toEqual([409, "eggExpired"]);
    const late = new Date("2026-04-10T10:00:00Z");
    expect(
      codeOf(() => assertMayCollect({ qmdate: "2026-04-10", tokenDay: "2026-04-10", event }, late)),
    ).toEqual([409, "notRunning"]);
  });
  it("takes the Berlin day: 23:30 UTC is already the next day in Berlin", () => {
    const lateUtc = new Date("2026-04-05T23:30:00Z");
    expect(
      codeOf(() => assertMayCollect({ qmdate: "2026-04-06", tokenDay: "2026-04-06", event }, lateUtc)),
    ).toBeNull();
  });
});

describe("the day's hiding places", () => {
  const spots = Array.from({ length: 10 }, (_, i) => ({ id: i + 1 }));
  it("picks the same spots all day and other spots on other days", () => {
    const day = spotsOfDay(spots, 1, "2026-04-05", 4);
    expect(day).toHaveLength(4);
    expect(spotsOfDay([...spots].reverse(), 1, "2026-04-05", 4)).toEqual(day);
    const week = ["2026-04-06", "2026-04-07", "2026-04-08", "2026-04-09"].map((d) =>
      spotsOfDay(spots, 1, d, 4),
    );
    expect(week.some((other) => JSON.stringify(other) !== JSON.stringify(day))).toBe(true);
    expect(
      new Set(
        week
          .flat()
          .concat(day)
          .map((s) => s.id),
      ).size,
    ).toBeGreaterThan(4);
  });
});

describe("up-to rewards", () => {
  it("publishes a range from a quarter of the amount to the amount", () => {
    expect(upToRange({ kind: "coins", amount: 20 })).toEqual({ min: 5, max: 20 });
    expect(upToRange({ kind: "vipDays", days: 3 })).toEqual({ min: 1, max: 3 });
    expect(upToRange({ kind: "messengerGifts", giftId: 1, count: 1 })).toEqual({ min: 1, max: 1 });
  });
  it("draws within the range with the given source, both ends reachable", () => {
    expect(drawUpTo({ kind: "coins", amount: 20 }, (min) => min)).toEqual({ kind: "coins", amount: 5 });
    expect(drawUpTo({ kind: "coins", amount: 20 }, (_min, max) => max - 1)).toEqual({
      kind: "coins",
      amount: 20,
    });
    expect(() => drawUpTo({ kind: "coins", amount: 20 }, () => 21)).toThrow();
    const seen = new Set<number>();
    for (let i = 0; i < 400; i++) {
      const drawn = drawUpTo({ kind: "voucher", type: 1, amount: 8, validDays: 30 });
      if (drawn.kind === "voucher") seen.add(drawn.amount);
    }
    expect([...seen].sort((a, b) => a - b)).toEqual([2, 3, 4, 5, 6, 7, 8]);
  });
});
