import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TActivityEventData } from "../../../common/contracts/activity.ts";
import { queryRows } from "../../db/client.ts";
import { runCommand } from "../../lib/command.ts";
import { signUpGuest } from "../../test/guests.ts";
import { startTestServer, TEST_OPERATOR_KEY, type TestServer } from "../../test/testServer.ts";
import { earnForEvent } from "./commands/earnForEvent.ts";
import { earnPoints } from "./commands/earnPoints.ts";

/** Real concurrency on PostgreSQL: an activity delivered many times, many activities at once. */
let server: TestServer;
let eventId: number;
const operator = { "x-operator-key": TEST_OPERATOR_KEY };
let nextEventId = 9_000_000_000 + (Date.now() % 1_000_000) * 1000;

beforeAll(async () => {
  server = await startTestServer({ trustProxy: true });
  const response = await server.post(
    "internal/activity/events",
    {
      key: "goldrush",
      title: { en: "Goldrush PG" },
      startsAt: new Date(Date.now() - 3_600_000).toISOString(),
      endsAt: new Date(Date.now() + 3 * 86_400_000).toISOString(),
      activities: [
        { code: "purchase", points: 50, limitPerDay: 3 },
        { code: "dailyVisit", points: 10, limitPerDay: 1 },
      ],
      challenges: [{ title: { en: "Buy 3" }, activityCode: "purchase", target: 3, bonusPoints: 5 }],
      rewards: [
        { requiredPoints: 50, benefit: { kind: "coins", amount: 3 }, label: { en: "3" } },
        { requiredPoints: 150, benefit: { kind: "coins", amount: 4 }, label: { en: "4" } },
      ],
    },
    operator,
  );
  expect(response.status, await response.clone().text()).toBe(201);
  eventId = ((await response.json()) as TActivityEventData).eventId;
});
afterAll(() => server.close());

async function standing(guestId: number) {
  const [row] = await queryRows<{ entries: number; points: number; grants: number; coins: number }>(
    server.database.db,
    sql`select (select count(*) from activity_points where event_id = ${eventId} and guest_id = ${guestId})::int as entries,
      (select coalesce(sum(points), 0) from activity_points where event_id = ${eventId} and guest_id = ${guestId})::int as points,
      (select count(*) from activity_reward_grants where event_id = ${eventId} and guest_id = ${guestId})::int as grants,
      (select coalesce(sum(delta), 0) from ledger_entries where guest_id = ${guestId} and reason like ${`activity:${eventId}:%`})::int as coins`,
  );
  return row;
}

const ctx = () => server.app.ctx;

describe("activity points on PostgreSQL", () => {
  it("counts one event delivered 20 times at once once, and grants its reward once", async () => {
    const guest = await signUpGuest(server, { address: "198.51.100.201" });
    const id = nextEventId++;
    const deliver = () =>
      runCommand(ctx(), earnForEvent, {
        handler: "activity.purchase",
        eventId: id,
        guestId: guest.guest.id,
        code: "purchase",
      });
    await Promise.all(Array.from({ length: 20 }, deliver));
    // The same source without firstDelivery (its key alone keeps it once).
    await Promise.all(
      Array.from({ length: 10 }, () =>
        runCommand(ctx(), earnPoints, {
          guestId: guest.guest.id,
          code: "purchase",
          sourceKey: `event:${id}`,
        }),
      ),
    );
    expect(await standing(guest.guest.id)).toEqual({ entries: 1, points: 50, grants: 1, coins: 3 });
  });

  it("counts 20 different events at once only up to the day's limit, the challenge and each reward once", async () => {
    const guest = await signUpGuest(server, { address: "198.51.100.202" });
    await Promise.all(
      Array.from({ length: 20 }, () => {
        const id = nextEventId++;
        return runCommand(ctx(), earnForEvent, {
          handler: "activity.purchase",
          eventId: id,
          guestId: guest.guest.id,
          code: "purchase",
        });
      }),
    );
    // 3 purchases (the day's limit) and the challenge's bonus: 3 × 50 + 5; rewards at 50 and 150.
    expect(await standing(guest.guest.id)).toEqual({ entries: 4, points: 155, grants: 2, coins: 7 });
  });

  it("counts 20 parallel daily visits once", async () => {
    const guest = await signUpGuest(server, { address: "198.51.100.203" });
    const statuses = await Promise.all(
      Array.from(
        { length: 20 },
        async () => (await server.post("special/goldrush/visit", {}, guest.bearer)).status,
      ),
    );
    expect(statuses).toEqual(statuses.map(() => 200));
    expect(await standing(guest.guest.id)).toMatchObject({ entries: 1, points: 10, grants: 0 });
  });
});
