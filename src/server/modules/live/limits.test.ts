import { describe, expect, it } from "vitest";
import { berlinDayStart, nextBerlinDayStart } from "../../../common/berlinTime.ts";
import { conversionChatCountdownEnd, EXIT_CODES } from "../../../common/live.ts";
import { dailyFreeChatMinutes, dailyPreviewLimit, nextMinuteDecision } from "./policy.ts";

const at = (iso: string) => new Date(iso);
const iso = (date: Date) => date.toISOString();

/** The daily preview and free-chat limits reset at midnight Berlin (spec core: DST-correct). */
describe("the Berlin day the daily limits count in", () => {
  it("starts at 23:00 UTC the day before in winter and 22:00 UTC in summer", () => {
    expect(iso(berlinDayStart(at("2026-11-26T12:00:00Z")))).toBe("2026-11-25T23:00:00.000Z");
    expect(iso(berlinDayStart(at("2026-07-15T12:00:00Z")))).toBe("2026-07-14T22:00:00.000Z");
  });

  it("changes exactly at Berlin midnight, not at UTC midnight", () => {
    expect(iso(berlinDayStart(at("2026-11-26T22:59:59.999Z")))).toBe("2026-11-25T23:00:00.000Z");
    expect(iso(berlinDayStart(at("2026-11-26T23:00:00.000Z")))).toBe("2026-11-26T23:00:00.000Z");
    expect(iso(berlinDayStart(at("2026-11-27T00:30:00Z")))).toBe("2026-11-26T23:00:00.000Z");
    expect(iso(berlinDayStart(at("2026-07-15T21:59:59Z")))).toBe("2026-07-14T22:00:00.000Z");
    expect(iso(berlinDayStart(at("2026-07-15T22:00:00Z")))).toBe("2026-07-15T22:00:00.000Z");
  });

  it("is right on the day the clocks go forward (23-hour day, 29 March 2026)", () => {
    // Midnight was still winter time; after 02:00 CET the clock reads 03:00 CEST.
    for (const t of [
      "2026-03-28T23:00:00Z",
      "2026-03-29T00:59:59Z",
      "2026-03-29T01:00:00Z",
      "2026-03-29T21:59:59Z",
    ])
      expect(iso(berlinDayStart(at(t)))).toBe("2026-03-28T23:00:00.000Z");
    expect(iso(berlinDayStart(at("2026-03-29T22:00:00Z")))).toBe("2026-03-29T22:00:00.000Z");
    expect(iso(nextBerlinDayStart(at("2026-03-29T10:00:00Z")))).toBe("2026-03-29T22:00:00.000Z");
  });

  it("is right on the day the clocks go back (25-hour day, 25 October 2026)", () => {
    for (const t of [
      "2026-10-24T22:00:00Z",
      "2026-10-25T00:30:00Z",
      "2026-10-25T01:30:00Z",
      "2026-10-25T22:59:59Z",
    ])
      expect(iso(berlinDayStart(at(t)))).toBe("2026-10-24T22:00:00.000Z");
    expect(iso(berlinDayStart(at("2026-10-25T23:00:00Z")))).toBe("2026-10-25T23:00:00.000Z");
    expect(iso(nextBerlinDayStart(at("2026-10-25T10:00:00Z")))).toBe("2026-10-25T23:00:00.000Z");
    expect(iso(nextBerlinDayStart(at("2026-10-24T21:59:59Z")))).toBe("2026-10-24T22:00:00.000Z");
  });

  it("gives 5 previews a day (VIP 20) and the free-chat minutes (VIP more)", () => {
    expect(dailyPreviewLimit(false)).toBe(5);
    expect(dailyPreviewLimit(true)).toBe(20);
    expect(dailyFreeChatMinutes(false)).toBe(15);
    expect(dailyFreeChatMinutes(true)).toBe(60);
  });
});

describe("ending free sessions", () => {
  const now = new Date("2026-11-26T12:00:00Z");
  const base = { pricePerMinute: 0, capCoins: null, coinsCharged: 0, lastSeenAt: now, now };

  it("ends a live preview after its one minute (402)", () => {
    expect(nextMinuteDecision({ ...base, chatType: "LIVE_PREVIEW", minutesCharged: 1 })).toEqual({
      charge: false,
      exitCode: EXIT_CODES.previewTimeOver,
    });
    expect(nextMinuteDecision({ ...base, chatType: "LIVE_PREVIEW", minutesCharged: 0 })).toEqual({
      charge: true,
    });
  });

  it("ends a free chat when no free minute is left today (403), and only a free chat", () => {
    expect(
      nextMinuteDecision({ ...base, chatType: "FREECHAT", minutesCharged: 3, freeMinutesLeft: 0 }),
    ).toEqual({
      charge: false,
      exitCode: EXIT_CODES.freeChatTimeOver,
    });
    expect(
      nextMinuteDecision({ ...base, chatType: "FREECHAT", minutesCharged: 3, freeMinutesLeft: 1 }),
    ).toEqual({
      charge: true,
    });
    expect(
      nextMinuteDecision({ ...base, chatType: "LIVECHAT", minutesCharged: 3, freeMinutesLeft: 0 }),
    ).toEqual({
      charge: true,
    });
  });
});

describe("the conversion chat countdown", () => {
  const createdAt = new Date("2026-11-26T12:00:00Z");
  const fresh = { createdAt, isPayingCustomer: false, conversionChatEnabled: true };

  it("runs 15 minutes from signup for a guest who never paid and did not switch it off", () => {
    const end = new Date("2026-11-26T12:15:00Z");
    expect(conversionChatCountdownEnd(fresh, new Date("2026-11-26T12:14:59Z"))).toEqual(end);
    expect(conversionChatCountdownEnd(fresh, end)).toBeNull();
    expect(conversionChatCountdownEnd({ ...fresh, isPayingCustomer: true }, createdAt)).toBeNull();
    expect(conversionChatCountdownEnd({ ...fresh, conversionChatEnabled: false }, createdAt)).toBeNull();
  });

  it("ends a free conversion chat once its countdown is over (402)", () => {
    const now = new Date("2026-11-26T12:15:00Z");
    const base = {
      chatType: "LIVECHAT",
      pricePerMinute: 0,
      capCoins: null,
      coinsCharged: 0,
      lastSeenAt: now,
      now,
    };
    expect(nextMinuteDecision({ ...base, conversionEndsAt: now })).toEqual({
      charge: false,
      exitCode: EXIT_CODES.previewTimeOver,
    });
    expect(nextMinuteDecision({ ...base, conversionEndsAt: new Date(now.getTime() + 1) })).toEqual({
      charge: true,
    });
    expect(nextMinuteDecision({ ...base, conversionEndsAt: null })).toEqual({ charge: true });
  });
});
