import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { berlinDate, nextBerlinDayStart } from "../../../common/berlinTime.ts";
import {
  EVENT_TYPES,
  type TEventReward,
  type TEventType,
  type TGameConfig,
  type TGameCreate,
  type TRunningEvents,
} from "../../../common/contracts/games.ts";
import { queryRows } from "../../db/client.ts";
import { ensureDemoGames } from "../../seed/demoGames.ts";
import { signUpGuest } from "../../test/guests.ts";
import { startTestServer, TEST_OPERATOR_KEY, type TestServer } from "../../test/testServer.ts";

const HOUR = 3_600_000;
let clock = Date.parse("2026-10-24T21:30:00Z"); // 23:30 in Berlin, the night before winter time
let server: TestServer;
const operator = { "x-operator-key": TEST_OPERATOR_KEY };

beforeAll(async () => {
  server = await startTestServer({ now: () => new Date(clock) });
});
afterAll(() => server.close());

type Guest = Awaited<ReturnType<typeof signUpGuest>>;
type ErrorBody = { error?: { code: string; message: string; details?: Record<string, string> } };
let nextEventId = 500;

/** A reward event through the operator API: one reward of 4 coins, certain to be drawn. */
async function createEvent(
  eventType: TEventType,
  overrides: Partial<TGameCreate> = {},
): Promise<TGameConfig & { eventId: number }> {
  const eventId = overrides.eventId ?? ++nextEventId;
  const body = {
    key: `event-${eventId}`,
    gameType: "prizegame",
    title: { en: `Event ${eventType}`, de: `Aktion ${eventType}` },
    startsAt: new Date(clock - 24 * HOUR).toISOString(),
    dailyAttempts: 1,
    eventId,
    eventType,
    rewards: [
      { benefit: { kind: "coins", amount: 4 }, label: { en: "4 coins" }, weight: 1_000_000, code: "four" },
    ],
    ...overrides,
  };
  const response = await server.post("internal/games", body, operator);
  expect(response.status, await response.clone().text()).toBe(201);
  return { ...((await response.json()) as TGameConfig), eventId };
}

async function getReward(guest: Guest | null, eventType: string, eventId: number | string, query = "") {
  const response = await server.fetch(`/rest/v1/special/${eventType}/getReward/${eventId}${query}`, {
    headers: guest ? guest.bearer : {},
  });
  return { status: response.status, body: (await response.json()) as TEventReward & ErrorBody };
}

async function balance(guest: Guest): Promise<number> {
  const response = await server.fetch("/rest/v1/guest/getGuestBalance", { headers: guest.bearer });
  return ((await response.json()) as { balance: number }).balance;
}

const today = () => berlinDate(new Date(clock));

describe("reward events", () => {
  it("draws by every event type's path and answers the reward, the history and today's credits", async () => {
    const guest = await signUpGuest(server);
    const before = await balance(guest);
    for (const eventType of EVENT_TYPES) {
      const event = await createEvent(eventType, { dailyAttempts: 2 });
      const answer = await getReward(guest, eventType, event.eventId, `?qmdate=${today()}`);
      expect(answer.status, `${eventType}: ${JSON.stringify(answer.body)}`).toBe(200);
      expect(answer.body.reward).toMatchObject({ code: "four", label: "4 coins" });
      expect(answer.body.guestData.credits).toEqual({ available: 1, total: 2, used: 1 });
      expect(answer.body.guestData.rewardHistory).toEqual([
        {
          optionCode: "four",
          canRedeem: false,
          reward: answer.body.reward,
          at: new Date(clock).toISOString(),
        },
      ]);
    }
    expect(await balance(guest)).toBe(before + 4 * EVENT_TYPES.length);
  });

  it("answers 404 for a wrong type or an unknown id, 400 for a bad qmdate, 409 for another day", async () => {
    const event = await createEvent("halloween", { dailyAttempts: 3 });
    const guest = await signUpGuest(server);
    expect((await getReward(guest, "wet-and-wild", event.eventId)).status).toBe(404);
    expect((await getReward(guest, "no-such-type", event.eventId)).status).toBe(404);
    expect((await getReward(guest, "halloween", 99_999_999)).status).toBe(404);
    expect((await getReward(guest, "halloween", "abc")).status).toBe(400);
    expect((await getReward(guest, "halloween", 0)).status).toBe(400);
    for (const bad of ["?qmdate=yesterday", "?qmdate=2026-02-30", "?qmdate=24.10.2026"]) {
      const answer = await getReward(guest, "halloween", event.eventId, bad);
      expect(answer.status, bad).toBe(400);
      expect(answer.body.error?.code).toBe("VALIDATION_FAILED");
    }
    // 23:30 in Berlin: today is the 24th; yesterday and tomorrow are refused.
    for (const day of ["2026-10-23", "2026-10-25"]) {
      const answer = await getReward(guest, "halloween", event.eventId, `?qmdate=${day}`);
      expect(answer.status, day).toBe(409);
      expect(answer.body.error?.details).toEqual({ errorMessage: "qmdateNotToday", today: "2026-10-24" });
    }
    // Nothing was drawn for the refused requests.
    const [row] = await queryRows<{ attempts: number }>(
      server.database.db,
      sql`select count(*)::int as attempts from game_attempts where guest_id = ${guest.guest.id}`,
    );
    expect(row?.attempts).toBe(0);
    expect((await getReward(null, "halloween", event.eventId)).status).toBe(401);
  });

  it("refuses an attempt with no credits left with noAttemptsLeft and the next Berlin day", async () => {
    const event = await createEvent("kickIt");
    const guest = await signUpGuest(server);
    expect((await getReward(guest, "kickIt", event.eventId)).status).toBe(200);
    const none = await getReward(guest, "kickIt", event.eventId);
    expect(none.status).toBe(409);
    expect(none.body.error?.details).toEqual({
      errorMessage: "noAttemptsLeft",
      nextAttemptsAt: nextBerlinDayStart(new Date(clock)).toISOString(),
    });
  });

  it("says whether a voucher reward can still be redeemed", async () => {
    const event = await createEvent("reward-box", {
      dailyAttempts: 2,
      rewards: [
        {
          benefit: { kind: "voucher", type: 1, amount: 1, validDays: 1 },
          label: { en: "A video" },
          weight: 1_000_000,
          stock: null,
          code: "video",
        },
      ],
    });
    const guest = await signUpGuest(server);
    const first = await getReward(guest, "reward-box", event.eventId);
    expect(first.body.guestData.rewardHistory.map((item) => [item.optionCode, item.canRedeem])).toEqual([
      ["video", true],
    ]);
    // Two days later the day-long voucher has ended: it can no longer be redeemed.
    clock += 49 * HOUR;
    const later = await getReward(guest, "reward-box", event.eventId);
    expect(later.body.guestData.rewardHistory.map((item) => item.canRedeem)).toEqual([true, false]);
  });

  it("counts a coins reward over the budget left as out of stock, and never grants past the budget", async () => {
    const event = await createEvent("wiesn-shooting", {
      dailyAttempts: 5,
      coinBudget: 10,
      rewards: [
        { benefit: { kind: "coins", amount: 4 }, label: { en: "4 coins" }, weight: 1_000_000, stock: null },
      ],
    });
    const guest = await signUpGuest(server);
    const before = await balance(guest);
    const codes = [];
    for (let i = 0; i < 5; i++) {
      const answer = await getReward(guest, "wiesn-shooting", event.eventId);
      expect(answer.status).toBe(200);
      codes.push(answer.body.reward?.code ?? null);
    }
    // 4 and 4 of 10 coins; then 2 are left, less than a reward: nothing, whatever the draw.
    expect(codes).toEqual(["r1", "r1", null, null, null]);
    expect(await balance(guest)).toBe(before + 8);
    const [row] = await queryRows<{ granted: number }>(
      server.database.db,
      sql`select coins_granted as granted from game_configs where id = ${event.id}`,
    );
    expect(row?.granted).toBe(8);
    const config = (await (await server.fetch(`/rest/v1/games/${event.id}`)).json()) as TGameConfig;
    expect(config.odds.map((line) => [line.reward?.code ?? null, line.probability, line.left])).toEqual([
      ["r1", 0, 0],
      [null, 1, undefined],
    ]);
  });

  it("draws only by the published odds when the budget is spent: a budget of 0 gives no coins", async () => {
    const event = await createEvent("venus-attacks", { coinBudget: 0 });
    const guest = await signUpGuest(server);
    const answer = await getReward(guest, "venus-attacks", event.eventId);
    expect(answer.status).toBe(200);
    expect(answer.body.reward).toBeNull();
    expect(answer.body.guestData).toEqual({
      rewardHistory: [],
      credits: { available: 0, total: 1, used: 1 },
    });
  });

  it("lists the running events with their page, and refuses a duplicate event id or half an event", async () => {
    const running = await createEvent("wet-and-wild");
    const ended = await createEvent("wiesn-bude", {
      startsAt: new Date(clock - 48 * HOUR).toISOString(),
      endsAt: new Date(clock - HOUR).toISOString(),
    });
    const response = await server.fetch("/rest/v1/special/get/events?language=de");
    expect(response.status).toBe(200);
    const { events } = (await response.json()) as TRunningEvents;
    expect(events.find((event) => event.eventId === running.eventId)).toEqual({
      eventId: running.eventId,
      eventType: "wet-and-wild",
      configId: running.id,
      title: "Aktion wet-and-wild",
      startsAt: new Date(clock - 24 * HOUR).toISOString(),
      endsAt: null,
      path: "/de/magazin/wetnwildgame/",
    });
    expect(events.map((event) => event.eventId)).not.toContain(ended.eventId);
    const duplicate = await server.post(
      "internal/games",
      {
        key: "another-key",
        gameType: "prizegame",
        title: { en: "x" },
        startsAt: new Date(clock).toISOString(),
        dailyAttempts: 1,
        eventId: running.eventId,
        eventType: "halloween",
        rewards: [{ benefit: { kind: "coins", amount: 1 }, label: { en: "1" }, weight: 1 }],
      },
      operator,
    );
    expect(duplicate.status).toBe(409);
    for (const half of [
      { eventId: 9_999 },
      { eventType: "halloween" },
      { eventType: "goldrush", eventId: 9_998 },
    ]) {
      const refused = await server.post(
        "internal/games",
        {
          key: "half",
          gameType: "prizegame",
          title: { en: "x" },
          startsAt: new Date(clock).toISOString(),
          dailyAttempts: 1,
          ...half,
          rewards: [{ benefit: { kind: "coins", amount: 1 }, label: { en: "1" }, weight: 1 }],
        },
        operator,
      );
      expect(refused.status, JSON.stringify(half)).toBe(400);
    }
  });
});

describe("the content service's game service", () => {
  const graphql = async (guest: Guest | null, query: string) => {
    const token = (
      (await (await server.fetch("/rest/v1/content/token", { headers: guest?.bearer ?? {} })).json()) as {
        token: string;
      }
    ).token;
    const response = await server.fetch("/graphql?language=en", {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify({ query }),
    });
    return (await response.json()) as {
      data?: Record<string, Record<string, unknown>>;
      errors?: { message: string }[];
    };
  };

  it("loads a config with its odds and uses an attempt, answering reward and guestInfo or error", async () => {
    const event = await createEvent("slotmachine");
    const guest = await signUpGuest(server);
    const config = await graphql(
      null,
      `{ gameConfig(configId: ${event.id}) { id gameType state config { rewards { code label } } odds { reward { code benefit { kind amount } } probability left } guestInfo { points } } }`,
    );
    expect(config.errors).toBeUndefined();
    expect(config.data?.gameConfig).toEqual({
      id: event.id,
      gameType: "prizegame",
      state: "active",
      config: { rewards: [{ code: "four", label: "4 coins" }] },
      odds: [
        { reward: { code: "four", benefit: { kind: "coins", amount: 4 } }, probability: 1, left: null },
        { reward: null, probability: 0, left: null },
      ],
      guestInfo: null,
    });
    const use = `mutation { useGameAttempt(configId: ${event.id}) { reward { code } guestInfo { attemptsLeftToday gainedRewards { reward { code } } } error { errorMessage nextAttemptsAt } } }`;
    expect((await graphql(null, use)).errors?.length).toBe(1);
    const first = await graphql(guest, use);
    expect(first.data?.useGameAttempt).toEqual({
      reward: { code: "four" },
      guestInfo: { attemptsLeftToday: 0, gainedRewards: [{ reward: { code: "four" } }] },
      error: null,
    });
    const second = await graphql(guest, use);
    expect(second.data?.useGameAttempt).toEqual({
      reward: null,
      guestInfo: null,
      error: {
        errorMessage: "noAttemptsLeft",
        nextAttemptsAt: nextBerlinDayStart(new Date(clock)).toISOString(),
      },
    });
    expect((await graphql(null, "{ gameConfig(configId: 99999999) { id } }")).errors?.length).toBe(1);
  });
});

describe("the demo's reward events", () => {
  it("seeds the spec's events once, running on any date, with published odds and a coin budget", async () => {
    const now = new Date(clock);
    expect(await ensureDemoGames(server.database.db, now)).toBe(9);
    expect(await ensureDemoGames(server.database.db, now)).toBe(0);
    const { events } = (await (await server.fetch("/rest/v1/special/get/events")).json()) as TRunningEvents;
    const demo = new Map(events.map((event) => [event.eventId, event.eventType]));
    expect([22, 30, 7].map((id) => demo.get(id))).toEqual(["wiesn-shooting", "wiesn-bude", "venus-attacks"]);
    expect(new Set(demo.values())).toEqual(new Set(EVENT_TYPES));
    const guest = await signUpGuest(server);
    const answer = await getReward(guest, "venus-attacks", 7, `?qmdate=${today()}`);
    expect(answer.status).toBe(200);
    expect(answer.body.guestData.credits).toEqual({ available: 2, total: 3, used: 1 });
    const [row] = await queryRows<{ budgets: number }>(
      server.database.db,
      sql`select count(*)::int as budgets from game_configs where event_id is not null and coin_budget is not null`,
    );
    expect(row?.budgets).toBeGreaterThanOrEqual(1);
  });
});
