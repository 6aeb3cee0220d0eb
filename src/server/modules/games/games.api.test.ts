import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { berlinDate, nextBerlinDayStart } from "../../../common/berlinTime.ts";
import type { TGameAttempt, TGameConfig, TGameCreate, TGameList } from "../../../common/contracts/games.ts";
import { queryRows } from "../../db/client.ts";
import { signUpGuest } from "../../test/guests.ts";
import { startTestServer, TEST_OPERATOR_KEY, type TestServer } from "../../test/testServer.ts";

const HOUR = 3_600_000;
let clock = Date.parse("2026-03-28T20:00:00Z"); // the night before summer time in Berlin
let server: TestServer;
const operator = { "x-operator-key": TEST_OPERATOR_KEY };

beforeAll(async () => {
  server = await startTestServer({ now: () => new Date(clock) });
});
afterAll(() => server.close());

type Guest = Awaited<ReturnType<typeof signUpGuest>>;
let keys = 0;

/** A game through the operator API: one reward of 7 coins by default, certain to be drawn. */
async function createGame(overrides: Partial<TGameCreate> = {}): Promise<TGameConfig> {
  const body = {
    key: `game-${++keys}`,
    gameType: "spinwheel",
    title: { en: "Wheel", de: "Rad" },
    startsAt: new Date(clock - 24 * HOUR).toISOString(),
    dailyAttempts: 1,
    pointsPerAttempt: 10,
    rewards: [
      { benefit: { kind: "coins", amount: 7 }, label: { en: "7 coins", de: "7 Münzen" }, weight: 1_000_000 },
    ],
    ...overrides,
  };
  const response = await server.post("internal/games", body, operator);
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as TGameConfig;
}

async function get<T>(path: string, headers: Record<string, string> = {}) {
  const response = await server.fetch(`/rest/v1/${path}`, { headers });
  return { status: response.status, body: (await response.json()) as T };
}

async function attempt(guest: Guest, configId: number | string, headers: Record<string, string> = {}) {
  const response = await server.post(`games/${configId}/attempt`, {}, { ...guest.bearer, ...headers });
  return { status: response.status, body: (await response.json()) as TGameAttempt & ErrorBody };
}

type ErrorBody = { error?: { code: string; message: string; details?: Record<string, string> } };

async function balance(guest: Guest): Promise<number> {
  return (await get<{ balance: number }>("guest/getGuestBalance", guest.bearer)).body.balance;
}

describe("games", () => {
  it("lists the running games and answers a game's config with its published odds", async () => {
    const game = await createGame({
      rewards: [
        {
          benefit: { kind: "coins", amount: 5 },
          label: { en: "5 coins", de: "5 Münzen" },
          weight: 600_000,
          stock: null,
        },
        { benefit: { kind: "vipDays", days: 1 }, label: { en: "A VIP day" }, weight: 100_000, stock: 3 },
      ],
    });
    const list = await get<TGameList>("games");
    expect(list.body.games.map((g) => g.id)).toContain(game.id);
    const config = await get<TGameConfig>(`games/${game.id}?language=de`);
    expect(config.status).toBe(200);
    expect(config.body).toMatchObject({
      name: "Rad",
      gameType: "spinwheel",
      state: "active",
      dailyAttempts: 1,
    });
    expect(config.body.config.rewards.map((r) => r.label)).toEqual(["5 Münzen", "A VIP day"]);
    expect(config.body.odds.map((line) => [line.reward?.label ?? null, line.probability, line.left])).toEqual(
      [
        ["5 Münzen", 0.6, undefined],
        ["A VIP day", 0.1, 3],
        [null, 0.3, undefined],
      ],
    );
    // Without a login there is no guest info.
    expect(config.body.guestInfo).toBeUndefined();
  });

  it("grants the drawn reward through the wallet, counts the day's attempts and says when the next come", async () => {
    const game = await createGame();
    const guest = await signUpGuest(server);
    const before = await balance(guest);
    const first = await attempt(guest, game.id);
    expect(first.status).toBe(200);
    expect(first.body.reward).toMatchObject({ label: "7 coins", benefit: { kind: "coins", amount: 7 } });
    expect(first.body.guestInfo).toMatchObject({ points: 10, attemptsLeftToday: 0 });
    expect(first.body.guestInfo.gainedRewards).toHaveLength(1);
    expect(await balance(guest)).toBe(before + 7);
    // The day's one attempt is used: 409 with the spec's errorMessage and the next Berlin midnight.
    const second = await attempt(guest, game.id);
    expect(second.status).toBe(409);
    expect(second.body.error?.details).toEqual({
      errorMessage: "noAttemptsLeft",
      nextAttemptsAt: nextBerlinDayStart(new Date(clock)).toISOString(),
    });
    expect(await balance(guest)).toBe(before + 7);
    // The config answers the same for her.
    const config = await get<TGameConfig>(`games/${game.id}`, guest.bearer);
    expect(config.body.guestInfo).toMatchObject({ points: 10, attemptsLeftToday: 0 });
    // The next Berlin day (22:00 UTC in winter: midnight in Berlin; a day of 23 hours follows).
    clock = nextBerlinDayStart(new Date(clock)).getTime() + 1000;
    const nextDay = await attempt(guest, game.id);
    expect(nextDay.status).toBe(200);
    expect(nextDay.body.guestInfo).toMatchObject({ points: 20, attemptsLeftToday: 0 });
    expect(await balance(guest)).toBe(before + 14);
  });

  it("plays spins from the benefits after the day's free attempts, on spin games only, at the same odds", async () => {
    const wheel = await createGame();
    const prize = await createGame({ gameType: "prizegame" });
    const guest = await signUpGuest(server);
    const code = `SPINS${keys}`;
    const created = await server.post(
      "internal/bonusCodes",
      {
        code,
        benefits: [{ kind: "voucher", type: 10, amount: 2, validDays: 30 }],
        validTo: new Date(clock + 30 * 24 * HOUR).toISOString(),
      },
      operator,
    );
    expect(created.status, await created.clone().text()).toBe(201);
    expect((await server.post("guest/redeemBonus", { code }, guest.bearer)).status).toBe(200);
    const spinsOf = async () =>
      (await get<{ spinwheelSpins: number }>("guest/benefits", guest.bearer)).body.spinwheelSpins;
    expect(await spinsOf()).toBe(2);
    // The prize game takes no spins: its free attempt, then 409, and the spins stay.
    expect((await attempt(guest, prize.id)).status).toBe(200);
    expect((await attempt(guest, prize.id)).status).toBe(409);
    expect(await spinsOf()).toBe(2);
    // The wheel: the free spin, then one spin from the benefits each, then 409.
    const free = await attempt(guest, wheel.id);
    expect(free.body.guestInfo).toMatchObject({ attemptsLeftToday: 0, extraSpins: 2 });
    const extra = await attempt(guest, wheel.id);
    expect(extra.status).toBe(200);
    expect(extra.body.reward).toMatchObject({ benefit: { kind: "coins", amount: 7 } });
    expect(extra.body.guestInfo).toMatchObject({ attemptsLeftToday: 0, extraSpins: 1 });
    expect((await attempt(guest, wheel.id)).body.guestInfo).toMatchObject({ extraSpins: 0 });
    const none = await attempt(guest, wheel.id);
    expect(none.status).toBe(409);
    expect(none.body.error?.details?.errorMessage).toBe("noAttemptsLeft");
    expect(await spinsOf()).toBe(0);
    const rows = await queryRows<{ spent: number; attempts: number }>(
      server.database.db,
      sql`select count(voucher_id)::int as spent, count(*)::int as attempts
        from game_attempts where config_id = ${wheel.id} and guest_id = ${guest.guest.id}`,
    );
    expect(rows[0]).toEqual({ spent: 2, attempts: 3 });
  });

  it("lets the operator change a running game: texts, end, attempts, budget and each reward's odds and stock", async () => {
    const game = await createGame({
      coinBudget: 100,
      rewards: [
        { benefit: { kind: "coins", amount: 7 }, label: { en: "7 coins" }, weight: 1_000_000, stock: 5 },
      ],
    });
    const guest = await signUpGuest(server);
    expect((await attempt(guest, game.id)).body.reward?.label).toBe("7 coins");
    const rewardId = game.odds[0]?.reward?.id as number;
    const patch = (body: unknown, headers: Record<string, string> = operator) =>
      server.fetch(`/rest/v1/internal/games/${game.id}`, {
        method: "PATCH",
        headers: { "content-type": "application/json", ...headers },
        body: JSON.stringify(body),
      });
    const changed = await patch({
      title: { en: "New wheel" },
      dailyAttempts: 2,
      endsAt: new Date(clock + 48 * HOUR).toISOString(),
      coinBudget: 50,
      rewards: [{ id: rewardId, weight: 250_000, stock: 3, label: { en: "Seven" } }],
    });
    expect(changed.status, await changed.clone().text()).toBe(200);
    const config = (await changed.json()) as TGameConfig;
    expect(config).toMatchObject({ name: "New wheel", dailyAttempts: 2 });
    expect(config.odds.map((line) => [line.reward?.label ?? null, line.probability, line.left])).toEqual([
      ["Seven", 0.25, 2],
      [null, 0.75, undefined],
    ]);
    // The guest has the new second attempt today.
    expect((await get<TGameConfig>(`games/${game.id}`, guest.bearer)).body.guestInfo?.attemptsLeftToday).toBe(
      1,
    );
    // What cannot be: a stock or budget below what went out, weights over a million, another game's reward.
    const refusals: [unknown, number][] = [
      [{ rewards: [{ id: rewardId, stock: 0 }] }, 409],
      [{ coinBudget: 6 }, 409],
      [{ endsAt: new Date(clock - 48 * HOUR).toISOString() }, 409],
      [{ rewards: [{ id: 999_999, weight: 1 }] }, 404],
      [{ rewards: [{ id: rewardId, weight: 1_000_001 }] }, 400],
      [{}, 400],
      [{ key: "other" }, 400],
      [{ dailyAttempts: 0 }, 400],
      [{ rewards: [{ id: rewardId }, { id: rewardId }] }, 400],
    ];
    for (const [body, status] of refusals) {
      const response = await patch(body);
      expect(response.status, JSON.stringify(body)).toBe(status);
      expect(((await response.json()) as ErrorBody).error?.code).toBeTruthy();
    }
    expect((await patch({ dailyAttempts: 3 }, {})).status).toBe(403);
    const unknown = await server.fetch("/rest/v1/internal/games/999999", {
      method: "PATCH",
      headers: { "content-type": "application/json", ...operator },
      body: JSON.stringify({ dailyAttempts: 3 }),
    });
    expect(unknown.status).toBe(404);
    // Nothing of the refused changes was written.
    expect((await get<TGameConfig>(`games/${game.id}`)).body).toMatchObject({
      name: "New wheel",
      dailyAttempts: 2,
    });
  });

  it("follows a day's own config: more attempts and other points that day", async () => {
    const game = await createGame({
      dayConfigs: [{ day: berlinDate(new Date(clock)), dailyAttempts: 3, pointsPerAttempt: 50 }],
    });
    const guest = await signUpGuest(server);
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await attempt(guest, game.id));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 409]);
    expect(answers[2]?.body.guestInfo).toMatchObject({ points: 150, attemptsLeftToday: 0 });
  });

  it("never grants a limited reward past its stock: its share goes to nothing, published as such", async () => {
    const game = await createGame({
      dailyAttempts: 5,
      rewards: [
        { benefit: { kind: "coins", amount: 3 }, label: { en: "3 coins" }, weight: 1_000_000, stock: 2 },
      ],
    });
    const guest = await signUpGuest(server);
    const rewards = [];
    for (let i = 0; i < 4; i++) rewards.push((await attempt(guest, game.id)).body.reward?.label ?? null);
    expect(rewards).toEqual(["3 coins", "3 coins", null, null]);
    const config = await get<TGameConfig>(`games/${game.id}`);
    expect(config.body.odds.map((line) => [line.probability, line.left])).toEqual([
      [0, 0],
      [1, undefined],
    ]);
  });

  it("answers a retry with the same Idempotency-Key with the same attempt, using no other", async () => {
    const game = await createGame({ dailyAttempts: 2 });
    const guest = await signUpGuest(server);
    const key = { "idempotency-key": `attempt-${Date.now()}` };
    const first = await attempt(guest, game.id, key);
    const again = await attempt(guest, game.id, key);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect((await get<TGameConfig>(`games/${game.id}`, guest.bearer)).body.guestInfo?.attemptsLeftToday).toBe(
      1,
    );
  });

  it("is played only while it runs, by a logged-in guest", async () => {
    const next = await createGame({ startsAt: new Date(clock + HOUR).toISOString() });
    const ended = await createGame({
      startsAt: new Date(clock - 48 * HOUR).toISOString(),
      endsAt: new Date(clock - HOUR).toISOString(),
    });
    const guest = await signUpGuest(server);
    const early = await attempt(guest, next.id);
    expect(early.status).toBe(409);
    expect(early.body.error?.details?.errorMessage).toBe("notStarted");
    const late = await attempt(guest, ended.id);
    expect(late.status).toBe(409);
    expect(late.body.error?.details?.errorMessage).toBe("ended");
    const list = await get<TGameList>("games");
    expect(list.body.games.map((g) => g.id)).not.toContain(next.id);
    expect(list.body.games.map((g) => g.id)).not.toContain(ended.id);
    const anonymous = await server.post(`games/${next.id}/attempt`, {});
    expect(anonymous.status).toBe(401);
    // Nothing was written for the refused attempts.
    const [row] = await queryRows<{ attempts: number }>(
      server.database.db,
      sql`select count(*)::int as attempts from game_attempts where guest_id = ${guest.guest.id}`,
    );
    expect(row?.attempts).toBe(0);
  });

  it("answers bad input with a 4xx in the error shape", async () => {
    const guest = await signUpGuest(server);
    expect((await get<ErrorBody>("games/abc")).status).toBe(400);
    expect((await get<ErrorBody>("games/0")).status).toBe(400);
    expect((await get<ErrorBody>("games/99999999")).status).toBe(404);
    expect((await attempt(guest, 99999999)).status).toBe(404);
    expect((await attempt(guest, "-1")).status).toBe(400);
    const base = {
      key: "bad",
      gameType: "spinwheel",
      title: { en: "x" },
      startsAt: new Date().toISOString(),
    };
    const reward = { benefit: { kind: "coins", amount: 1 }, label: { en: "1" }, weight: 600_000 };
    const refused = [
      { ...base, dailyAttempts: 0, rewards: [reward] },
      { ...base, dailyAttempts: 1, rewards: [reward, reward] },
      { ...base, dailyAttempts: 1, rewards: [] },
      { ...base, dailyAttempts: 1, gameType: "roulette", rewards: [reward] },
      {
        ...base,
        dailyAttempts: 1,
        rewards: [{ ...reward, benefit: { kind: "voucher", type: 3, amount: 1, validDays: 1 } }],
      },
      { ...base, dailyAttempts: 1, endsAt: new Date(Date.now() - HOUR).toISOString(), rewards: [reward] },
    ];
    for (const body of refused) {
      const response = await server.post("internal/games", body, operator);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(((await response.json()) as ErrorBody).error?.code).toBe("VALIDATION_FAILED");
    }
    expect(
      (await server.post("internal/games", { ...base, dailyAttempts: 1, rewards: [reward] }, guest.bearer))
        .status,
    ).toBe(403);
    const game = await createGame();
    const duplicate = await server.post(
      "internal/games",
      { ...base, key: game.key, dailyAttempts: 1, rewards: [reward] },
      operator,
    );
    expect(duplicate.status).toBe(409);
  });
});
