import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type {
  TAdventCalendar,
  TAdventCalendarAnswer,
  TAdventCalendarCreate,
  TAdventClaimResult,
} from "../../../common/contracts/advent.ts";
import { VOUCHER_TYPES } from "../../../common/enums.ts";
import { queryRows } from "../../db/client.ts";
import { buildActor } from "../../test/factories.ts";
import { signUpGuest } from "../../test/guests.ts";
import { startTestServer, TEST_OPERATOR_KEY, type TestServer } from "../../test/testServer.ts";
import { runningCalendars } from "./index.ts";

// 30 November 2026, noon in Berlin: the advent calendar has not begun.
let clock = Date.parse("2026-11-30T11:00:00Z");
let server: TestServer;
let actors: { a: number; b: number; c: number };
const operator = { "x-operator-key": TEST_OPERATOR_KEY };

beforeAll(async () => {
  server = await startTestServer({ now: () => new Date(clock) });
  const ctx = { db: server.database.db, now: new Date(clock) };
  actors = { a: (await buildActor(ctx)).id, b: (await buildActor(ctx)).id, c: (await buildActor(ctx)).id };
});
afterAll(() => server.close());

type Guest = Awaited<ReturnType<typeof signUpGuest>>;
type ErrorBody = { error: { code: string; message: string; details?: { reason?: string } } };

/** 24 advent doors: actor a on odd days, b on even days; door 1 20 coins, door 2 a video, door 3 merchandise. */
function adventBody(): TAdventCalendarCreate {
  const label = (en: string) => ({ en, de: `${en} (de)` });
  return {
    kind: "advent",
    title: { en: "Advent calendar", de: "Adventskalender" },
    firstDay: "2026-12-01",
    doorCount: 24,
    actorId: null,
    doors: Array.from({ length: 24 }, (_, i) => {
      const doorNo = i + 1;
      const actorId = doorNo % 2 === 1 ? actors.a : actors.b;
      if (doorNo === 2)
        return {
          doorNo,
          actorId,
          itemType: "video" as const,
          benefit: { kind: "voucher" as const, type: VOUCHER_TYPES.video, amount: 1, validDays: 30, actorId },
          label: label("A video"),
        };
      if (doorNo === 3)
        return { doorNo, actorId, itemType: "merchandise" as const, benefit: null, label: label("A poster") };
      return {
        doorNo,
        actorId,
        itemType: "coupon" as const,
        benefit: { kind: "coins" as const, amount: 20 },
        label: label("20 VXC"),
      };
    }),
  };
}

const create = (body: unknown, headers: Record<string, string> = operator) =>
  server.post("internal/advent/calendars", body, headers);
const claim = (guest: Guest | null, body: unknown) =>
  server.post("special/adventcalendar/claim", body, guest?.bearer ?? {});
async function view(guest: Guest | null): Promise<TAdventCalendarAnswer> {
  const response = await server.fetch("/rest/v1/special/adventcalendar?language=en", {
    headers: guest?.bearer ?? {},
  });
  expect(response.status).toBe(200);
  return (await response.json()) as TAdventCalendarAnswer;
}
const reasonOf = async (response: Response) => ((await response.json()) as ErrorBody).error.details?.reason;
async function balance(guest: Guest): Promise<number> {
  const response = await server.fetch("/rest/v1/guest/getGuestBalance", { headers: guest.bearer });
  return ((await response.json()) as { balance: number }).balance;
}

describe("the operator's calendars", () => {
  it("refuses without the operator key and refuses bad calendars with 400", async () => {
    expect((await create(adventBody(), {})).status).toBeGreaterThanOrEqual(401);
    expect((await create(adventBody(), {})).status).toBeLessThan(404);
    const bad: unknown[] = [
      { ...adventBody(), firstDay: "2026-12-02" },
      { ...adventBody(), doorCount: 23 },
      { ...adventBody(), firstDay: "2026-02-30" },
      { ...adventBody(), doors: adventBody().doors.slice(1) },
      { ...adventBody(), kind: "easter" },
      { ...adventBody(), doors: adventBody().doors.map((d) => ({ ...d, doorNo: 1 })) },
      {
        ...adventBody(),
        doors: adventBody().doors.map((d) =>
          d.doorNo === 3 ? { ...d, benefit: { kind: "coins", amount: 5 } } : d,
        ),
      },
      {
        ...adventBody(),
        doors: adventBody().doors.map((d) => (d.doorNo === 2 ? { ...d, itemType: "photo_album" } : d)),
      },
      { ...adventBody(), doors: adventBody().doors.map((d) => ({ ...d, actorId: 987_654 })) },
      "nonsense",
      {},
    ];
    for (const body of bad) {
      const response = await create(body);
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
  });

  it("creates the advent calendar with its 24 doors, all locked before December", async () => {
    const response = await create(adventBody());
    expect(response.status, await response.clone().text()).toBe(201);
    const calendar = (await response.json()) as TAdventCalendar;
    expect(calendar).toMatchObject({
      kind: "advent",
      firstDay: "2026-12-01",
      lastDay: "2026-12-24",
      doorCount: 24,
    });
    expect(calendar.doors.map((d) => d.day).slice(0, 2)).toEqual(["2026-12-01", "2026-12-02"]);
    expect(calendar.doors.every((d) => d.state === "locked" && d.actor === null && d.reward === null)).toBe(
      true,
    );
    expect((await view(null)).calendar).toBeNull();
  });
});

describe("special/adventcalendar and the claim", () => {
  it("shows today's door openable at 23:30 on 1 December in Berlin and the others locked", async () => {
    clock = Date.parse("2026-12-01T22:30:00Z");
    const answer = await view(null);
    expect(answer).toMatchObject({
      today: "2026-12-01",
      loggedIn: false,
      nextDoorAt: "2026-12-01T23:00:00.000Z",
    });
    const [first, second] = answer.calendar?.doors ?? [];
    expect(first).toMatchObject({ doorNo: 1, state: "openable", actor: { id: actors.a }, reward: null });
    expect(second).toMatchObject({ doorNo: 2, state: "locked", actor: null, reward: null });
    const events = await runningCalendars(server.database.db, new Date(clock), "de");
    expect(events).toEqual([
      {
        eventId: answer.calendar?.id,
        eventType: "adventcalendar",
        title: "Adventskalender",
        startsAt: "2026-11-30T23:00:00.000Z",
        endsAt: "2026-12-24T23:00:00.000Z",
      },
    ]);
  });

  it("refuses a logged-out claim (401) and bad input (400)", async () => {
    const guest = await signUpGuest(server);
    expect((await claim(null, { actorId: actors.a, qmday: "2026-12-01" })).status).toBe(401);
    const bad: unknown[] = [
      { actorId: actors.a, qmday: "2026-13-01" },
      { actorId: actors.a, qmday: "2026-02-30" },
      { actorId: actors.a, qmday: "today" },
      { actorId: actors.a, qmday: "01.12.2026" },
      { actorId: "x", qmday: "2026-12-01" },
      { actorId: -1, qmday: "2026-12-01" },
      { actorId: actors.a },
      { qmday: "2026-12-01" },
      { actorId: actors.a, qmday: "2026-12-01", extra: 1 },
      [],
      "x",
    ];
    for (const body of bad) expect((await claim(guest, body)).status, JSON.stringify(body)).toBe(400);
  });

  it("opens today's door once: the reward is granted, a second claim is 409 alreadyClaimed", async () => {
    const guest = await signUpGuest(server);
    const before = await balance(guest);
    const opened = await claim(guest, { actorId: actors.a, qmday: "2026-12-01" });
    expect(opened.status, await opened.clone().text()).toBe(200);
    const result = (await opened.json()) as TAdventClaimResult;
    expect(result.door).toMatchObject({
      doorNo: 1,
      state: "opened",
      actor: { id: actors.a },
      reward: { itemType: "coupon", label: "20 VXC", benefit: { kind: "coins", amount: 20 } },
    });
    expect(await balance(guest)).toBe(before + 20);
    const again = await claim(guest, { actorId: actors.a, qmday: "2026-12-01" });
    expect(again.status).toBe(409);
    expect(await reasonOf(again)).toBe("alreadyClaimed");
    expect(await balance(guest)).toBe(before + 20);
    const mine = await view(guest);
    expect(mine.loggedIn).toBe(true);
    expect(mine.calendar?.doors[0]).toMatchObject({ state: "opened", reward: { label: "20 VXC" } });
    expect(mine.calendar?.doors[0]?.openedAt).toBeTruthy();
  });

  it("answers 409 doorLocked for a future door and 404 for a performer without a door that day", async () => {
    const guest = await signUpGuest(server);
    const locked = await claim(guest, { actorId: actors.b, qmday: "2026-12-02" });
    expect(locked.status).toBe(409);
    expect(await reasonOf(locked)).toBe("doorLocked");
    expect((await claim(guest, { actorId: actors.b, qmday: "2026-12-01" })).status).toBe(404);
    expect((await claim(guest, { actorId: actors.c, qmday: "2026-12-01" })).status).toBe(404);
    expect((await claim(guest, { actorId: 2_000_000_000, qmday: "2026-12-01" })).status).toBe(404);
    expect((await claim(guest, { actorId: actors.a, qmday: "2027-12-01" })).status).toBe(404);
  });

  it("turns at Berlin midnight: yesterday's door is missed (409 doorMissed), today's opens", async () => {
    const guest = await signUpGuest(server);
    clock = Date.parse("2026-12-01T23:00:00Z"); // 00:00 on 2 December in Berlin
    const missed = await claim(guest, { actorId: actors.a, qmday: "2026-12-01" });
    expect(missed.status).toBe(409);
    expect(await reasonOf(missed)).toBe("doorMissed");
    const answer = await view(guest);
    expect(answer.today).toBe("2026-12-02");
    expect(answer.calendar?.doors[0]).toMatchObject({ state: "missed", reward: { label: "20 VXC" } });
    const opened = await claim(guest, { actorId: actors.b, qmday: "2026-12-02" });
    expect(opened.status).toBe(200);
    const benefits = await (await server.fetch("/rest/v1/guest/benefits", { headers: guest.bearer })).json();
    expect(JSON.stringify(benefits)).toContain(`"type":${VOUCHER_TYPES.video}`);
  });

  it("gives a merchandise door's voucher code through the content service's mutation", async () => {
    clock = Date.parse("2026-12-03T09:00:00Z");
    const guest = await signUpGuest(server);
    const graphql = async (who: Guest | null, query: string) => {
      const tokenResponse = await server.fetch("/rest/v1/content/token", { headers: who?.bearer ?? {} });
      const { token } = (await tokenResponse.json()) as { token: string };
      const response = await server.fetch("/graphql?language=en", {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
        body: JSON.stringify({ query }),
      });
      return (await response.json()) as {
        data?: { claimActorGiftCalendarReward: { door: { state: string; reward: { code: string } } } } | null;
        errors?: { message: string; extensions?: { code?: string } }[];
      };
    };
    const mutation = (qmday: string) =>
      `mutation { claimActorGiftCalendarReward(actorId: ${actors.a}, qmday: "${qmday}") { calendarId door { doorNo state reward { itemType label benefitKind code } } } }`;
    expect((await graphql(null, mutation("2026-12-03"))).errors?.length).toBe(1);
    expect((await graphql(guest, mutation("2026-12-33"))).errors?.length).toBe(1);
    expect((await graphql(guest, mutation("2026-12-05"))).errors?.length).toBe(1);
    const answer = await graphql(guest, mutation("2026-12-03"));
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.claimActorGiftCalendarReward.door.state).toBe("opened");
    expect(answer.data?.claimActorGiftCalendarReward.door.reward.code).toMatch(/^XMAS-[A-Z2-9]{12}$/);
    expect((await graphql(guest, mutation("2026-12-03"))).errors?.length).toBe(1);
    const [row] = await queryRows<{ n: number }>(
      server.database.db,
      sql`select count(*)::int as n from advent_claims where guest_id = ${guest.guest.id}`,
    );
    expect(row?.n).toBe(1);
  });
});

describe("an actor gift calendar", () => {
  it("runs outside December and turns at Berlin midnight across the daylight-saving switch", async () => {
    const doors = [1, 2, 3].map((doorNo) => ({
      doorNo,
      actorId: actors.c,
      itemType: "coupon",
      benefit: { kind: "coins", amount: doorNo },
      label: { en: `${doorNo} VXC` },
    }));
    const body = {
      kind: "actorGift",
      title: { en: "Gifts" },
      firstDay: "2027-03-27",
      doorCount: 3,
      actorId: actors.c,
      doors,
    };
    expect((await create(body)).status).toBe(201);
    clock = Date.parse("2027-03-28T21:59:00Z"); // 23:59 summer time on 28 March in Berlin
    const before = await view(null);
    expect(before.today).toBe("2027-03-28");
    expect(before.calendar).toMatchObject({ kind: "actorGift", actorId: actors.c, title: "Gifts" });
    expect(before.calendar?.doors.map((d) => d.state)).toEqual(["missed", "openable", "locked"]);
    clock = Date.parse("2027-03-28T22:00:00Z"); // 00:00 on 29 March
    const guest = await signUpGuest(server);
    expect((await view(guest)).calendar?.doors.map((d) => d.state)).toEqual(["missed", "missed", "openable"]);
    expect((await claim(guest, { actorId: actors.c, qmday: "2027-03-29" })).status).toBe(200);
    clock = Date.parse("2027-03-29T22:00:00Z");
    expect((await view(guest)).calendar).toBeNull();
  });
});
