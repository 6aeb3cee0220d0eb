import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TAdventCalendarAnswer } from "../../../common/contracts/advent.ts";
import type { TRewardEventData, TSpecialEvents } from "../../../common/contracts/specialEvents.ts";
import { ensureDemoActivity } from "../../seed/demoActivity.ts";
import { ensureDemoAdvent } from "../../seed/demoAdvent.ts";
import { ensureDemoEaster } from "../../seed/demoEaster.ts";
import { ensureDemoGames } from "../../seed/demoGames.ts";
import { buildActor } from "../../test/factories.ts";
import { signUpGuest } from "../../test/guests.ts";
import { startTestServer, type TestServer } from "../../test/testServer.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  const db = server.database.db;
  for (let i = 0; i < 3; i++) await buildActor({ db });
  const now = new Date();
  await ensureDemoGames(db, now);
  await ensureDemoEaster(db, now);
  await ensureDemoAdvent(db, now);
  await ensureDemoActivity(db, now);
});
afterAll(() => server.close());

async function get<T>(path: string, headers: Record<string, string> = {}) {
  const response = await server.fetch(`/rest/v1/${path}`, { headers });
  return { status: response.status, body: (await response.json()) as T & { error?: { code: string } } };
}

describe("the special events together", () => {
  it("lists every kind running now, each with its page in the request's language", async () => {
    const { status, body } = await get<TSpecialEvents>("special/get/events?language=de");
    expect(status).toBe(200);
    const types = new Set(body.events.map((event) => event.eventType));
    for (const type of ["wiesn-shooting", "wiesn-bude", "venus-attacks", "wet-and-wild", "slotmachine"])
      expect(types, type).toContain(type);
    for (const type of ["easter", "adventcalendar", "goldrush"]) expect(types, type).toContain(type);
    const byType = new Map(body.events.map((event) => [event.eventType, event]));
    expect(byType.get("wiesn-shooting")?.eventId).toBe(22);
    expect(byType.get("wiesn-bude")?.eventId).toBe(30);
    expect(byType.get("venus-attacks")?.eventId).toBe(7);
    expect(byType.get("easter")?.path).toBe("/de/magazin/ostern/");
    expect(byType.get("adventcalendar")?.path).toBe("/de/magazin/adventskalender/");
    expect(byType.get("goldrush")?.path).toBe("/de/magazin/goldrausch/");
    expect(byType.get("wet-and-wild")?.path).toBe("/de/magazin/wetnwildgame/");
  });

  it("answers a reward event type's data: its running events with the published odds and the guest's info", async () => {
    const visitor = await get<TRewardEventData>("special/getData/wiesn-shooting");
    expect(visitor.status).toBe(200);
    expect(visitor.body.eventType).toBe("wiesn-shooting");
    expect(visitor.body.events).toHaveLength(1);
    const [event] = visitor.body.events;
    expect(event?.odds.reduce((sum, line) => sum + line.probability, 0)).toBeCloseTo(1, 9);
    expect(event?.guestInfo).toBeUndefined();
    const guest = await signUpGuest(server);
    const own = await get<TRewardEventData>("special/getData/wiesn-shooting?qmdate=2026-11-29", guest.bearer);
    expect(own.body.events[0]?.guestInfo).toMatchObject({ attemptsLeftToday: 3, extraSpins: 0 });
  });

  it("answers the door calendar, and leaves easter and the Goldrush to their own calls", async () => {
    const advent = await get<TAdventCalendarAnswer>("special/getData/adventcalendar");
    expect(advent.status).toBe(200);
    expect(advent.body.today).toMatch(/^\d{4}-\d\d-\d\d$/);
    const easter = await get<{ rewards: unknown[] }>("special/getData/easter");
    expect(easter.status).toBe(200);
    expect(easter.body.rewards.length).toBeGreaterThan(0);
    expect((await get("special/getData/goldrush")).status).toBe(200);
  });

  it("refuses an unknown type with 404 and a qmdate that is not a date with 400", async () => {
    for (const type of ["halloweenx", "EASTER", "games", "1"]) {
      const response = await get(`special/getData/${type}`);
      expect(response.status, type).toBe(404);
      expect(response.body.error?.code).toBe("NOT_FOUND");
    }
    const bad = await get("special/getData/wet-and-wild?qmdate=soon");
    expect(bad.status).toBe(400);
    expect(bad.body.error?.code).toBe("VALIDATION_FAILED");
  });
});
