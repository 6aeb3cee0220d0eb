import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../db/client.ts";
import { buildActor } from "../../test/factories.ts";
import { signUpGuest } from "../../test/guests.ts";
import { startTestServer, TEST_OPERATOR_KEY, type TestServer } from "../../test/testServer.ts";

/** Real concurrency on PostgreSQL: 50 parallel claims of today's door. */
const clock = Date.parse("2031-12-10T10:00:00Z");
let server: TestServer;
let actorId: number;
beforeAll(async () => {
  server = await startTestServer({ trustProxy: true, now: () => new Date(clock) });
  actorId = (await buildActor({ db: server.database.db, now: new Date(clock) })).id;
});
afterAll(() => server.close());

describe("the advent calendar on PostgreSQL", () => {
  it("gives one claim and one reward of 50 parallel claims of today's door", async () => {
    const doors = Array.from({ length: 24 }, (_, i) => ({
      doorNo: i + 1,
      actorId,
      itemType: "coupon",
      benefit: { kind: "coins", amount: 13 },
      label: { en: "13 VXC" },
    }));
    const created = await server.post(
      "internal/advent/calendars",
      { kind: "advent", title: { en: "Advent" }, firstDay: "2031-12-01", doorCount: 24, doors },
      { "x-operator-key": TEST_OPERATOR_KEY },
    );
    expect(created.status, await created.clone().text()).toBe(201);
    const guest = await signUpGuest(server);
    const statuses = (
      await Promise.all(
        Array.from({ length: 50 }, () =>
          server.post("special/adventcalendar/claim", { actorId, qmday: "2031-12-10" }, guest.bearer),
        ),
      )
    ).map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    const [claims] = await queryRows<{ n: number }>(
      server.database.db,
      sql`select count(*)::int as n from advent_claims where guest_id = ${guest.guest.id}`,
    );
    expect(claims?.n).toBe(1);
    const [credits] = await queryRows<{ n: number; coins: number }>(
      server.database.db,
      sql`select count(*)::int as n, coalesce(sum(delta), 0)::int as coins from ledger_entries
          where guest_id = ${guest.guest.id} and reason like 'advent:%'`,
    );
    expect(credits).toEqual({ n: 1, coins: 13 });
  });
});
