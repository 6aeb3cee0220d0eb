import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type {
  TActivityEventCreate,
  TActivityEventData,
  TActivityVisit,
} from "../../../common/contracts/activity.ts";
import { queryRows } from "../../db/client.ts";
import { buildActor, buildVideo } from "../../test/factories.ts";
import { signUpGuest } from "../../test/guests.ts";
import { startTestServer, TEST_OPERATOR_KEY, type TestServer } from "../../test/testServer.ts";

const HOUR = 3_600_000;
let clock = Date.parse("2026-03-28T20:00:00Z"); // the night before summer time in Berlin
let server: TestServer;
let videoId: number;
let eventId: number;
const operator = { "x-operator-key": TEST_OPERATOR_KEY };

type Guest = Awaited<ReturnType<typeof signUpGuest>>;
type ErrorBody = { error?: { code: string; message: string } };

const EVENT = {
  key: "goldrush",
  title: { en: "Goldrush", de: "Goldrausch" },
  activities: [
    { code: "dailyVisit", points: 10, vipBonus: 5, limitPerDay: 1 },
    { code: "purchase", points: 50, vipBonus: 25, limitPerDay: 2 },
  ],
  challenges: [{ title: { en: "Buy 2 videos" }, activityCode: "purchase", target: 2, bonusPoints: 40 }],
  rewards: [
    { requiredPoints: 25, benefit: { kind: "coins", amount: 7 }, label: { en: "7 VXC" } },
    { requiredPoints: 10_000, benefit: { kind: "coins", amount: 100 }, label: { en: "100 VXC" } },
  ],
} satisfies Omit<TActivityEventCreate, "startsAt" | "endsAt" | "challenges"> & { challenges: unknown[] };

beforeAll(async () => {
  server = await startTestServer({ now: () => new Date(clock) });
  const ctx = { db: server.database.db, now: new Date(clock - 48 * HOUR) };
  const actor = await buildActor(ctx);
  videoId = (await buildVideo(ctx, actor.id, { price: 20 })).id;
  const response = await server.post(
    "internal/activity/events",
    {
      ...EVENT,
      startsAt: new Date(clock - HOUR).toISOString(),
      endsAt: new Date(clock + 30 * 24 * HOUR).toISOString(),
    },
    operator,
  );
  expect(response.status, await response.clone().text()).toBe(201);
  eventId = ((await response.json()) as TActivityEventData).eventId;
});
afterAll(() => server.close());

async function getData(query = "", headers: Record<string, string> = {}) {
  const response = await server.fetch(`/rest/v1/special/getData/goldrush${query}`, { headers });
  return { status: response.status, body: (await response.json()) as TActivityEventData & ErrorBody };
}

async function visit(guest: Guest) {
  const response = await server.post("special/goldrush/visit", {}, guest.bearer);
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as TActivityVisit;
}

async function balance(guest: Guest): Promise<number> {
  const response = await server.fetch("/rest/v1/guest/getGuestBalance", { headers: guest.bearer });
  return ((await response.json()) as { balance: number }).balance;
}

describe("the Goldrush (activity points)", () => {
  it("shows a visitor the rules: activities, challenges and the reward ladder, without points", async () => {
    const { status, body } = await getData("?language=de");
    expect(status).toBe(200);
    expect(body).toMatchObject({ eventId, eventType: "goldrush", title: "Goldrausch", guestPoints: null });
    expect(body.activities).toEqual([
      { code: "dailyVisit", points: 10, vipBonus: 5, limitPerDay: 1, todayCount: null },
      { code: "purchase", points: 50, vipBonus: 25, limitPerDay: 2, todayCount: null },
    ]);
    expect(body.challenges[0]).toMatchObject({
      target: 2,
      bonusPoints: 40,
      progress: null,
      completed: false,
    });
    expect(body.rewards.map((r) => [r.requiredPoints, r.type, r.value, r.reached])).toEqual([
      [25, "coins", 7, false],
      [10_000, "coins", 100, false],
    ]);
  });

  it("counts the free daily visit once a Berlin day", async () => {
    const guest = await signUpGuest(server);
    const first = await visit(guest);
    expect(first.counted).toBe(true);
    expect(first.data.guestPoints).toBe(10);
    expect(first.data.activities[0]?.todayCount).toBe(1);
    const again = await visit(guest);
    expect(again.counted).toBe(false);
    expect(again.data.guestPoints).toBe(10);
    clock += 24 * HOUR;
    try {
      const tomorrow = await visit(guest);
      expect(tomorrow.counted).toBe(true);
      expect(tomorrow.data.guestPoints).toBe(20);
      expect(tomorrow.data.activities[0]?.todayCount).toBe(1);
      // The day before, seen with qmdate: that day's count.
      const yesterday = await getData(`?qmdate=2026-03-28`, guest.bearer);
      expect(yesterday.body.activities[0]?.todayCount).toBe(1);
    } finally {
      clock -= 24 * HOUR;
    }
  });

  it("gives points for buying a video and grants the reward at its threshold, once", async () => {
    const guest = await signUpGuest(server, { coins: 100 });
    const buy = await server.post(`video/${videoId}/buy`, {}, guest.bearer);
    expect(buy.status, await buy.clone().text()).toBe(200);
    await server.app.outbox.settled();
    const { body } = await getData("", guest.bearer);
    expect(body.guestPoints).toBe(50);
    expect(body.activities[1]?.todayCount).toBe(1);
    expect(body.challenges[0]).toMatchObject({ progress: 1, completed: false });
    expect(body.rewards[0]).toMatchObject({ reached: true, granted: true });
    expect(body.rewards[1]).toMatchObject({ reached: false, granted: false });
    expect(body.nextRewardPoints).toBe(10_000);
    expect(await balance(guest)).toBe(100 - 20 + 7);
    // The free visit now: more points, the reward is not granted again.
    await visit(guest);
    await server.app.outbox.settled();
    expect(await balance(guest)).toBe(87);
    const grants = await queryRows<{ n: number }>(
      server.database.db,
      sql`select count(*)::int as n from activity_reward_grants where guest_id = ${guest.guest.id}`,
    );
    expect(grants[0]?.n).toBe(1);
  });

  it("adds the VIP bonus for a VIP guest and a challenge's bonus once it is done", async () => {
    const guest = await signUpGuest(server, { coins: 200 });
    await queryRows(
      server.database.db,
      sql`update guests set vip_until = ${new Date(clock + 24 * HOUR).toISOString()}::timestamptz where id = ${guest.guest.id} returning id`,
    );
    const ctx = { db: server.database.db, now: new Date(clock - 48 * HOUR) };
    const actor = await buildActor(ctx);
    for (const price of [10, 11, 12]) {
      const video = await buildVideo(ctx, actor.id, { price });
      const response = await server.post(`video/${video.id}/buy`, {}, guest.bearer);
      expect(response.status).toBe(200);
    }
    await server.app.outbox.settled();
    const { body } = await getData("", guest.bearer);
    // Two purchases under the day's limit of 2 (75 each with the VIP bonus), the third not; the challenge's 40.
    expect(body.activities[1]?.todayCount).toBe(2);
    expect(body.challenges[0]).toMatchObject({ progress: 2, completed: true });
    expect(body.guestPoints).toBe(75 + 75 + 40);
  });

  it("answers bad input with 4xx", async () => {
    expect((await getData("?qmdate=yesterday")).status).toBe(400);
    expect((await getData("?qmdate=2026-02-30")).status).toBe(400);
    expect((await getData("?qmdate=2019-01-01")).status).toBe(404);
    expect((await server.post("special/goldrush/visit", {})).status).toBe(401);
    const body = {
      ...EVENT,
      startsAt: new Date(clock).toISOString(),
      endsAt: new Date(clock - HOUR).toISOString(),
    };
    expect((await server.post("internal/activity/events", body, operator)).status).toBe(400);
    const valid = { ...body, endsAt: new Date(clock + HOUR).toISOString() };
    expect([401, 403]).toContain((await server.post("internal/activity/events", valid)).status);
  });
});

describe("the content service's special event activity data", () => {
  const graphql = async (guest: Guest | null, query: string) => {
    const tokenResponse = await server.fetch("/rest/v1/content/token", { headers: guest?.bearer ?? {} });
    const { token } = (await tokenResponse.json()) as { token: string };
    const response = await server.fetch("/graphql?language=de", {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify({ query }),
    });
    return (await response.json()) as {
      data?: { specialEventActivityData: Record<string, unknown> } | null;
      errors?: { message: string }[];
    };
  };
  const QUERY = `{ specialEventActivityData(eventKey: "goldrush") { eventId title guestPoints
    activities { code points vipBonus limitPerDay todayCount } rewards { requiredPoints type value granted } } }`;

  it("answers the REST data: the rules for a visitor, the points for a guest; bad arguments are errors", async () => {
    const anonymous = await graphql(null, QUERY);
    expect(anonymous.errors).toBeUndefined();
    expect(anonymous.data?.specialEventActivityData).toMatchObject({
      eventId,
      title: "Goldrausch",
      guestPoints: null,
    });
    const guest = await signUpGuest(server);
    await visit(guest);
    const mine = await graphql(guest, QUERY);
    expect(mine.data?.specialEventActivityData).toMatchObject({
      guestPoints: 10,
      activities: [
        { code: "dailyVisit", todayCount: 1 },
        { code: "purchase", todayCount: 0 },
      ],
    });
    const bad = await graphql(
      null,
      `{ specialEventActivityData(eventKey: "goldrush", qmdate: "soon") { eventId } }`,
    );
    expect(bad.errors?.length).toBe(1);
    const unknown = await graphql(null, `{ specialEventActivityData(eventKey: "easter") { eventId } }`);
    expect(unknown.errors?.length).toBe(1);
  });
});
