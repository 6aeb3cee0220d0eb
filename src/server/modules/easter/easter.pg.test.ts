import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { berlinDate } from "../../../common/berlinTime.ts";
import type { TEasterEggAnswer } from "../../../common/contracts/easter.ts";
import { queryRows } from "../../db/client.ts";
import { signUpGuest } from "../../test/guests.ts";
import { startTestServer, TEST_OPERATOR_KEY, type TestServer } from "../../test/testServer.ts";

/** Real concurrency on PostgreSQL: one egg token sent many times at once. */
let server: TestServer;
const operator = { "x-operator-key": TEST_OPERATOR_KEY };
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe("easter eggs on PostgreSQL", () => {
  it("collects an egg once and grants its reward once, however many requests send its token at once", async () => {
    const created = await server.post(
      "internal/easter/events",
      {
        key: `race-${Date.now()}`,
        title: { en: "Race" },
        startsAt: new Date(Date.now() - 3_600_000).toISOString(),
        eggsPerDay: 1,
        spots: [{ eggKey: "only", page: "home", position: "top-left" }],
        rewards: [{ requiredEggs: 1, benefit: { kind: "coins", amount: 3 }, label: { en: "3 VXC" } }],
      },
      operator,
    );
    expect(created.status).toBe(201);
    const guest = await signUpGuest(server);
    const answer = (await (
      await server.fetch("/rest/v1/special/easter/egg?page=home", { headers: guest.bearer })
    ).json()) as TEasterEggAnswer;
    const body = { verificationToken: answer.egg?.verificationToken, qmdate: berlinDate(new Date()) };
    const statuses = (
      await Promise.all(
        Array.from({ length: 30 }, () => server.post("special/easter/collectEgg", body, guest.bearer)),
      )
    ).map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status !== 200 && status !== 409)).toEqual([]);
    const [row] = await queryRows<{ eggs: number; grants: number; coins: number }>(
      server.database.db,
      sql`select (select count(*) from easter_collections where guest_id = ${guest.guest.id})::int as eggs,
        (select count(*) from easter_reward_grants where guest_id = ${guest.guest.id})::int as grants,
        (select coalesce(sum(delta), 0) from ledger_entries where guest_id = ${guest.guest.id} and reason like 'easter:%')::int as coins`,
    );
    expect(row).toEqual({ eggs: 1, grants: 1, coins: 3 });
  });
});
