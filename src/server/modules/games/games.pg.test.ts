import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TGameConfig } from "../../../common/contracts/games.ts";
import { queryRows } from "../../db/client.ts";
import { signUpGuest } from "../../test/guests.ts";
import { startTestServer, TEST_OPERATOR_KEY, type TestServer } from "../../test/testServer.ts";

/** Real concurrency on PostgreSQL: attempts and a limited reward's stock under parallel requests. */
let server: TestServer;
const operator = { "x-operator-key": TEST_OPERATOR_KEY };
beforeAll(async () => {
  // Guests sign up from addresses of their own (X-Forwarded-For): the sign-up limit counts per address.
  server = await startTestServer({ trustProxy: true });
});
afterAll(() => server.close());

async function createGame(key: string, dailyAttempts: number, stock: number | null): Promise<number> {
  const response = await server.post(
    "internal/games",
    {
      key,
      gameType: "spinwheel",
      title: { en: key },
      startsAt: new Date(Date.now() - 3_600_000).toISOString(),
      dailyAttempts,
      rewards: [{ benefit: { kind: "coins", amount: 1 }, label: { en: "1 coin" }, weight: 1_000_000, stock }],
    },
    operator,
  );
  expect(response.status).toBe(201);
  return ((await response.json()) as TGameConfig).id;
}

describe("games on PostgreSQL", () => {
  it("gives exactly 3 draws and 3 rewards of 50 parallel attempts by a guest with 3 attempts left", async () => {
    const configId = await createGame("race-attempts", 3, null);
    const guest = await signUpGuest(server);
    const statuses = (
      await Promise.all(
        Array.from({ length: 50 }, () => server.post(`games/${configId}/attempt`, {}, guest.bearer)),
      )
    ).map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(3);
    expect(statuses.filter((status) => status !== 200 && status !== 409)).toEqual([]);
    const [row] = await queryRows<{ attempts: number; coins: number }>(
      server.database.db,
      sql`select (select count(*) from game_attempts where guest_id = ${guest.guest.id})::int as attempts,
        (select coalesce(sum(delta), 0) from ledger_entries where guest_id = ${guest.guest.id} and reason like 'game:%')::int as coins`,
    );
    expect(row).toEqual({ attempts: 3, coins: 3 });
  });

  it("never grants a reward past its stock, however many guests play at once", async () => {
    const configId = await createGame("race-stock", 1, 5);
    const guests = await Promise.all(
      Array.from({ length: 20 }, (_, i) => signUpGuest(server, { address: `198.51.100.${i + 1}` })),
    );
    const answers = await Promise.all(
      guests.map(async (guest) => {
        const response = await server.post(`games/${configId}/attempt`, {}, guest.bearer);
        return { status: response.status, body: (await response.json()) as { reward: unknown } };
      }),
    );
    expect(answers.map((answer) => answer.status)).toEqual(guests.map(() => 200));
    expect(answers.filter((answer) => answer.body.reward !== null)).toHaveLength(5);
    const [row] = await queryRows<{ granted: number; won: number; coins: number }>(
      server.database.db,
      sql`select (select granted from game_rewards where config_id = ${configId})::int as granted,
        (select count(*) from game_attempts where config_id = ${configId} and reward_id is not null)::int as won,
        (select coalesce(sum(delta), 0) from ledger_entries where reason like ${`game:${configId}:%`})::int as coins`,
    );
    expect(row).toEqual({ granted: 5, won: 5, coins: 5 });
  });
});

describe("reward events on PostgreSQL", () => {
  async function createEvent(
    eventId: number,
    dailyAttempts: number,
    coinBudget: number | null,
  ): Promise<number> {
    const response = await server.post(
      "internal/games",
      {
        key: `race-event-${eventId}`,
        gameType: "prizegame",
        title: { en: "race" },
        startsAt: new Date(Date.now() - 3_600_000).toISOString(),
        dailyAttempts,
        eventId,
        eventType: "wet-and-wild",
        coinBudget,
        rewards: [{ benefit: { kind: "coins", amount: 3 }, label: { en: "3 coins" }, weight: 1_000_000 }],
      },
      operator,
    );
    expect(response.status).toBe(201);
    return ((await response.json()) as TGameConfig).id;
  }

  it("gives exactly 3 draws of 50 parallel getReward by a guest with 3 credits", async () => {
    const configId = await createEvent(9001, 3, null);
    const guest = await signUpGuest(server, { address: "198.51.100.101" });
    const statuses = (
      await Promise.all(
        Array.from({ length: 50 }, () =>
          server.fetch("/rest/v1/special/wet-and-wild/getReward/9001", { headers: guest.bearer }),
        ),
      )
    ).map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(3);
    expect(statuses.filter((status) => status !== 200 && status !== 409)).toEqual([]);
    const [row] = await queryRows<{ attempts: number; coins: number }>(
      server.database.db,
      sql`select (select count(*) from game_attempts where config_id = ${configId})::int as attempts,
        (select coalesce(sum(delta), 0) from ledger_entries where reason like ${`game:${configId}:%`})::int as coins`,
    );
    expect(row).toEqual({ attempts: 3, coins: 9 });
  });

  it("never takes a coin budget below zero, however many guests play at once", async () => {
    // 20 coins: six rewards of 3 (18), then 2 left, less than a reward.
    const configId = await createEvent(9002, 1, 20);
    const guests = await Promise.all(
      Array.from({ length: 15 }, (_, i) => signUpGuest(server, { address: `198.51.100.${i + 120}` })),
    );
    const answers = await Promise.all(
      guests.map(async (guest) => {
        const response = await server.fetch("/rest/v1/special/wet-and-wild/getReward/9002", {
          headers: guest.bearer,
        });
        return { status: response.status, body: (await response.json()) as { reward: unknown } };
      }),
    );
    expect(answers.map((answer) => answer.status)).toEqual(guests.map(() => 200));
    expect(answers.filter((answer) => answer.body.reward !== null)).toHaveLength(6);
    const [row] = await queryRows<{ granted: number; coins: number }>(
      server.database.db,
      sql`select (select coins_granted from game_configs where id = ${configId})::int as granted,
        (select coalesce(sum(delta), 0) from ledger_entries where reason like ${`game:${configId}:%`})::int as coins`,
    );
    expect(row).toEqual({ granted: 18, coins: 18 });
  });
});
