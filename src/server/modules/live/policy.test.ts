import { describe, expect, it } from "vitest";
import { EXIT_CODES, SILENCE_MS, VOICE_CALL_ANONYMOUS_MINUTES } from "../../../common/live.ts";
import { performerExitCode } from "./commands/endAsPerformer.ts";
import {
  MIN_CHAT_COINS,
  minuteLife,
  minutesLeft,
  nextMinuteAt,
  nextMinuteDecision,
  pricePerMinute,
} from "./policy.ts";

const prices = { priceVideoChat: 30, priceSingleC2c: 45, priceVoyeur: 12 };
const now = new Date("2026-11-26T12:00:00Z");
const ago = (ms: number) => new Date(now.getTime() - ms);

describe("live chat rules", () => {
  it("prices each chat type from the actor's prices; free types cost nothing", () => {
    expect(pricePerMinute("LIVECHAT", prices)).toBe(30);
    expect(pricePerMinute("VOYEUR_PRIVATE_CHAT", prices)).toBe(30);
    expect(pricePerMinute("VIDEO_CALL", prices)).toBe(45);
    // No phone price in the actor data: a voice call costs the private chat's price.
    expect(pricePerMinute("VOICE_CALL", prices)).toBe(30);
    expect(pricePerMinute("VOYEUR_CHAT", prices)).toBe(12);
    for (const free of ["FREECHAT", "LIVE_PREVIEW", "LIVESHOW"] as const)
      expect(pricePerMinute(free, prices)).toBe(0);
  });

  it("ends an anonymous voice call after its free minutes (918); a guest's call runs on", () => {
    const call = {
      chatType: "VOICE_CALL",
      pricePerMinute: 0,
      capCoins: null,
      coinsCharged: 0,
      lastSeenAt: now,
      now,
    };
    expect(
      nextMinuteDecision({ ...call, guestId: null, minutesCharged: VOICE_CALL_ANONYMOUS_MINUTES - 1 }),
    ).toEqual({
      charge: true,
    });
    expect(
      nextMinuteDecision({ ...call, guestId: null, minutesCharged: VOICE_CALL_ANONYMOUS_MINUTES }),
    ).toEqual({
      charge: false,
      exitCode: EXIT_CODES.voiceCallTimeLimit,
    });
    expect(
      nextMinuteDecision({
        ...call,
        guestId: 7,
        pricePerMinute: 30,
        minutesCharged: VOICE_CALL_ANONYMOUS_MINUTES,
      }),
    ).toEqual({ charge: true });
  });

  it("needs coins worth 0.5 euro to start (1 euro = 4 VXC)", () => {
    expect(MIN_CHAT_COINS).toBe(2);
  });

  it("charges the next minute unless the guest is gone for more than 30 s or the cap would be passed", () => {
    const base = { pricePerMinute: 20, capCoins: null, coinsCharged: 40, now };
    expect(nextMinuteDecision({ ...base, lastSeenAt: ago(30_000) })).toEqual({ charge: true });
    expect(nextMinuteDecision({ ...base, lastSeenAt: ago(30_001) })).toEqual({
      charge: false,
      exitCode: EXIT_CODES.guestGone,
    });
    expect(nextMinuteDecision({ ...base, capCoins: 60, lastSeenAt: now })).toEqual({ charge: true });
    expect(nextMinuteDecision({ ...base, capCoins: 59, lastSeenAt: now })).toEqual({
      charge: false,
      exitCode: EXIT_CODES.sessionCap,
    });
  });

  it("puts minute n at start + n minutes and counts the minutes the money still pays", () => {
    expect(nextMinuteAt({ startedAt: now, minutesCharged: 3, minuteMs: 60_000 })).toEqual(
      new Date(now.getTime() + 180_000),
    );
    expect(minutesLeft(95, 2, 30)).toBe(5);
    expect(minutesLeft(95, 0, 0)).toBeNull();
    // Minutes passed over in a silence keep the later ones in their places.
    expect(nextMinuteAt({ startedAt: now, minutesCharged: 3, minutesSkipped: 2, minuteMs: 60_000 })).toEqual(
      new Date(now.getTime() + 300_000),
    );
  });

  it("charges a minute with life in it, skips one wholly in a silence, waits on one a silence still holds", () => {
    const minute = (fromMs: number, toMs: number) => ({ start: ago(fromMs), end: ago(toMs) });
    const quiet = { silentFrom: null, silentUntil: null };
    // Seen a moment ago: alive, whenever the minute began.
    expect(minuteLife({ ...quiet, lastSeenAt: ago(1000) }, minute(40_000, 38_000), now)).toBe("alive");
    // Seen last SILENCE_MS ago: still alive; a moment longer and the minutes after it are silent.
    expect(minuteLife({ ...quiet, lastSeenAt: ago(SILENCE_MS) }, minute(15_000, 13_000), now)).toBe("alive");
    expect(minuteLife({ ...quiet, lastSeenAt: ago(SILENCE_MS + 1) }, minute(15_000, 13_000), now)).toBe(
      "silent",
    );
    // A minute that began before the last sign had life; one still running in the silence waits.
    expect(minuteLife({ ...quiet, lastSeenAt: ago(25_000) }, minute(26_000, 24_000), now)).toBe("alive");
    expect(minuteLife({ ...quiet, lastSeenAt: ago(25_000) }, minute(1_000, -1_000), now)).toBe("unknown");
    // The last silence a sign closed: the minutes wholly inside it are silent, not those at its edges.
    const closed = { lastSeenAt: now, silentFrom: ago(30_000), silentUntil: ago(9_000) };
    expect(minuteLife(closed, minute(20_000, 18_000), now)).toBe("silent");
    expect(minuteLife(closed, minute(11_000, 9_000), now)).toBe("silent");
    expect(minuteLife(closed, minute(30_000, 28_000), now)).toBe("alive");
    expect(minuteLife(closed, minute(10_000, 8_000), now)).toBe("alive");
  });
});

describe("the performer's end", () => {
  it("is 911 for a voice call whatever code is named, else the host code (201 by default)", () => {
    expect(performerExitCode("VOICE_CALL", undefined)).toBe(EXIT_CODES.voiceCallHostHungUp);
    expect(performerExitCode("VOICE_CALL", 205)).toBe(911);
    expect(performerExitCode("LIVECHAT", undefined)).toBe(EXIT_CODES.hostEnded);
    expect(performerExitCode("VIDEO_CALL", 203)).toBe(203);
  });
});
