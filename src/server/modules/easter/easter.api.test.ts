import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type {
  TCollectEggResult,
  TEasterData,
  TEasterEggAnswer,
  TEasterEventCreate,
} from "../../../common/contracts/easter.ts";
import { queryRows } from "../../db/client.ts";
import { signUpGuest } from "../../test/guests.ts";
import { startTestServer, TEST_OPERATOR_KEY, type TestServer } from "../../test/testServer.ts";
import { signEggToken } from "./token.ts";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
let clock = Date.parse("2026-04-05T10:00:00Z"); // noon in Berlin, Easter Sunday
const today = "2026-04-05";
let server: TestServer;
const operator = { "x-operator-key": TEST_OPERATOR_KEY };

type Guest = Awaited<ReturnType<typeof signUpGuest>>;
type ErrorBody = { error?: { code: string; message: string; details?: { errorMessage?: string } } };

beforeAll(async () => {
  server = await startTestServer({ now: () => new Date(clock) });
});
afterAll(() => server.close());

const eventBody = (overrides: Partial<TEasterEventCreate> = {}) => ({
  key: "easter-test",
  title: { en: "Egg hunt", de: "Eiersuche" },
  startsAt: new Date(clock - 10 * DAY).toISOString(),
  eggsPerDay: 3,
  spots: [
    { eggKey: "golden", page: "home", position: "top-right" },
    { eggKey: "blue", page: "videos", position: "bottom-left" },
    { eggKey: "pink", page: "cams", position: "middle-right" },
  ],
  rewards: [
    { requiredEggs: 1, benefit: { kind: "coins", amount: 5 }, label: { en: "5 VXC" } },
    { requiredEggs: 2, isUpTo: true, benefit: { kind: "coins", amount: 20 }, label: { en: "Up to 20 VXC" } },
    { requiredEggs: 3, hidden: true, benefit: { kind: "vipDays", days: 1 }, label: { en: "A VIP day" } },
  ],
  ...overrides,
});

async function get<T>(path: string, guest?: Guest | null) {
  const response = await server.fetch(`/rest/v1/${path}`, { headers: guest?.bearer ?? {} });
  return { status: response.status, body: (await response.json()) as T & ErrorBody };
}

async function eggOn(guest: Guest, page: string) {
  const { status, body } = await get<TEasterEggAnswer>(`special/easter/egg?page=${page}`, guest);
  expect(status).toBe(200);
  return body.egg;
}

async function collect(guest: Guest | null, verificationToken: string, qmdate = today) {
  const response = await server.post(
    "special/easter/collectEgg",
    { verificationToken, qmdate },
    guest?.bearer ?? {},
  );
  return { status: response.status, body: (await response.json()) as TCollectEggResult & ErrorBody };
}

const coinsOf = async (guestId: number) =>
  (
    await queryRows<{ coins: number }>(
      server.database.db,
      sql`select coalesce(sum(delta), 0)::int as coins from ledger_entries where guest_id = ${guestId} and reason like 'easter:%'`,
    )
  )[0]?.coins;

describe("the easter event", () => {
  let eventId = 0;

  it("is created by the operator, and refused with unknown pages, a used key or without the operator key", async () => {
    expect((await server.post("internal/easter/events", eventBody(), {})).status).toBe(403);
    const bad = await server.post(
      "internal/easter/events",
      eventBody({ key: "bad", spots: [{ eggKey: "x", page: "nowhere", position: "top-left" }] }),
      operator,
    );
    expect(bad.status).toBe(400);
    const created = await server.post("internal/easter/events", eventBody(), operator);
    expect(created.status, await created.clone().text()).toBe(201);
    const data = (await created.json()) as TEasterData;
    eventId = data.event?.eventId ?? 0;
    expect(data.event).toMatchObject({ title: "Egg hunt", totalEggs: 3, eggsPerDay: 3 });
    expect((await server.post("internal/easter/events", eventBody(), operator)).status).toBe(409);
  });

  it("shows a visitor the ladder with the hidden reward's secret kept, and no egg", async () => {
    const { status, body } = await get<TEasterData>(`special/getData/easter?qmdate=${today}&language=de`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ day: today, collectedEggs: null, rewardHistory: null });
    expect(body.event).toMatchObject({ eventId, eventType: "easter", title: "Eiersuche" });
    expect(body.rewards.map((r) => [r.requiredEggs, r.label, r.revealed])).toEqual([
      [1, "5 VXC", true],
      [2, "Up to 20 VXC", true],
      [3, null, false],
    ]);
    expect(body.rewards[1]?.range).toEqual({ min: 5, max: 20 });
    expect(body.rewards[2]).toMatchObject({ hidden: true, benefit: null, range: null });
    expect((await get("special/getData/easter?qmdate=tomorrow")).status).toBe(400);
    expect((await get<TEasterEggAnswer>("special/easter/egg?page=home")).body).toEqual({ egg: null });
    expect((await get("special/easter/egg")).status).toBe(400);
    expect((await get("special/easter/egg?page=../x")).status).toBe(400);
  });

  it("refuses a collection of a visitor (401) and input that is not a token or a day (400)", async () => {
    const guest = await signUpGuest(server);
    const egg = await eggOn(guest, "home");
    expect(egg).toMatchObject({ eggId: "golden", position: "top-right" });
    expect((await collect(null, egg?.verificationToken ?? "")).status).toBe(401);
    const notADay = await collect(guest, egg?.verificationToken ?? "", "05.04.2026");
    expect(notADay.status).toBe(400);
    const malformed = await collect(guest, "not-a-token");
    expect([malformed.status, malformed.body.error?.details?.errorMessage]).toEqual([400, "malformedToken"]);
    expect((await server.post("special/easter/collectEgg", { qmdate: today }, guest.bearer)).status).toBe(
      400,
    );
  });

  it("refuses forged and changed tokens (403) and another guest's token (403)", async () => {
    const [guest, other] = [await signUpGuest(server), await signUpGuest(server)];
    const token = (await eggOn(guest, "videos"))?.verificationToken ?? "";
    const signature = token.slice(token.lastIndexOf(".") + 1);
    const flipped = token.slice(0, -1) + (token.endsWith("A") ? "B" : "A");
    const otherGuest = token.replace(`.${guest.guest.id}.`, `.${other.guest.id}.`);
    const forged = signEggToken(Buffer.from("not the server's key"), {
      eventId,
      spotId: Number(token.split(".")[2]),
      guestId: guest.guest.id,
      day: today,
    });
    for (const bad of [flipped, otherGuest, forged, token.replace(signature, "A".repeat(43))]) {
      const answer = await collect(guest, bad);
      expect([answer.status, answer.body.error?.details?.errorMessage]).toEqual([403, "invalidToken"]);
    }
    const stolen = await collect(other, token);
    expect([stolen.status, stolen.body.error?.details?.errorMessage]).toEqual([403, "notYourEgg"]);
    expect(await coinsOf(other.guest.id)).toBe(0);
    expect((await collect(guest, token)).status).toBe(200);
  });

  it("collects an egg once, grants the rewards reached once, and hides the found egg", async () => {
    const guest = await signUpGuest(server);
    const first = await eggOn(guest, "home");
    const answer = await collect(guest, first?.verificationToken ?? "");
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.collectedEggs).toBe(1);
    expect(answer.body.newRewards.map((r) => [r.requiredEggs, r.benefit])).toEqual([
      [1, { kind: "coins", amount: 5 }],
    ]);
    expect(answer.body.data).toMatchObject({ collectedEggs: 1, collectedToday: 1 });
    const again = await collect(guest, first?.verificationToken ?? "");
    expect([again.status, again.body.error?.details?.errorMessage]).toEqual([409, "alreadyCollected"]);
    expect(await eggOn(guest, "home")).toBeNull();
    expect(await eggOn(guest, "blog")).toBeNull();
    expect(await coinsOf(guest.guest.id)).toBe(5);

    const second = await collect(guest, (await eggOn(guest, "videos"))?.verificationToken ?? "");
    expect(second.body.collectedEggs).toBe(2);
    const upTo = second.body.newRewards[0]?.benefit;
    expect(upTo?.kind).toBe("coins");
    const drawn = upTo?.kind === "coins" ? upTo.amount : 0;
    expect(drawn).toBeGreaterThanOrEqual(5);
    expect(drawn).toBeLessThanOrEqual(20);
    const third = await collect(guest, (await eggOn(guest, "cams"))?.verificationToken ?? "");
    expect(third.body.newRewards.map((r) => [r.label, r.benefit])).toEqual([
      ["A VIP day", { kind: "vipDays", days: 1 }],
    ]);
    expect(await coinsOf(guest.guest.id)).toBe(5 + drawn);

    const data = await get<TEasterData>(`special/getData/easter?qmdate=${today}`, guest);
    expect(data.body.collectedEggs).toBe(3);
    expect(data.body.rewards.map((r) => [r.granted, r.revealed])).toEqual([
      [true, true],
      [true, true],
      [true, true],
    ]);
    expect(data.body.rewardHistory?.map((r) => r.requiredEggs)).toEqual([1, 2, 3]);
    expect(data.body.rewardHistory?.[1]?.benefit).toEqual({ kind: "coins", amount: drawn });
  });

  it("refuses a qmdate of another day and a token of another day (409)", async () => {
    const guest = await signUpGuest(server);
    const token = (await eggOn(guest, "home"))?.verificationToken ?? "";
    const wrongDay = await collect(guest, token, "2026-04-04");
    expect([wrongDay.status, wrongDay.body.error?.details?.errorMessage]).toEqual([409, "wrongDay"]);
    clock += DAY;
    try {
      const expired = await collect(guest, token, "2026-04-06");
      expect([expired.status, expired.body.error?.details?.errorMessage]).toEqual([409, "eggExpired"]);
    } finally {
      clock -= DAY;
    }
  });

  it("refuses a collection once the event ended (409), and answers its own data in the content service", async () => {
    const created = await server.post(
      "internal/easter/events",
      eventBody({
        key: "short",
        startsAt: new Date(clock - HOUR).toISOString(),
        endsAt: new Date(clock + HOUR).toISOString(),
        eggsPerDay: 1,
        spots: [{ eggKey: "late", page: "feed", position: "bottom-right" }],
      }),
      operator,
    );
    expect(created.status).toBe(201);
    const guest = await signUpGuest(server);
    const token = (await eggOn(guest, "feed"))?.verificationToken ?? "";
    expect(token).not.toBe("");
    const content = (await (
      await server.fetch("/rest/v1/content/token", { headers: guest.bearer })
    ).json()) as {
      token: string;
    };
    const graphql = await server.fetch("/graphql?language=en", {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${content.token}` },
      body: JSON.stringify({
        query: `{ easterEvent(qmdate: "${today}") { day event { title totalEggs } collectedEggs rewards { requiredEggs label benefit { kind amount } } rewardHistory { rewardId } } }`,
      }),
    });
    const body = (await graphql.json()) as { data?: { easterEvent: Record<string, unknown> } };
    expect(body.data?.easterEvent).toMatchObject({
      day: today,
      event: { title: "Egg hunt", totalEggs: 3 },
      collectedEggs: 0,
      rewardHistory: [],
    });
    clock += 2 * HOUR;
    try {
      const late = await collect(guest, token);
      expect([late.status, late.body.error?.details?.errorMessage]).toEqual([409, "notRunning"]);
      const running = await get<TEasterData>("special/getData/easter");
      expect(running.body.event?.eventId).toBe(eventId);
    } finally {
      clock -= 2 * HOUR;
    }
  });
});
