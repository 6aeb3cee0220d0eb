import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { berlinDate } from "../../../common/berlinTime.ts";
import type { TActivityEventData } from "../../../common/contracts/activity.ts";
import type { TAdventCalendar } from "../../../common/contracts/advent.ts";
import type { TEasterData } from "../../../common/contracts/easter.ts";
import { buildActor } from "../../test/factories.ts";
import { startTestServer, TEST_OPERATOR_KEY, type TestServer } from "../../test/testServer.ts";

const HOUR = 3_600_000;
const operator = { "x-operator-key": TEST_OPERATOR_KEY };
let server: TestServer;
let actorId: number;
beforeAll(async () => {
  server = await startTestServer();
  actorId = (await buildActor({ db: server.database.db })).id;
});
afterAll(() => server.close());

async function created<T>(path: string, body: object): Promise<T> {
  const response = await server.post(path, body, operator);
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as T;
}
const patch = (path: string, body: unknown, headers: Record<string, string> = operator) =>
  server.fetch(`/rest/v1/${path}`, {
    method: "PATCH",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
async function refused(path: string, cases: [unknown, number][]) {
  for (const [body, status] of cases) {
    const response = await patch(path, body);
    expect(response.status, `${path} ${JSON.stringify(body)}`).toBe(status);
    expect(((await response.json()) as { error?: { code: string } }).error?.code).toBeTruthy();
  }
  expect((await patch(path, { title: { en: "No key" } }, {})).status).toBe(403);
}

describe("the operator changes the special events", () => {
  it("changes an easter event's title, end and eggs a day, and refuses what cannot be", async () => {
    const startsAt = new Date(Date.now() - HOUR);
    const data = await created<TEasterData>("internal/easter/events", {
      key: "change-eggs",
      title: { en: "Eggs" },
      startsAt: startsAt.toISOString(),
      eggsPerDay: 1,
      spots: [
        { eggKey: "a", page: "home", position: "top-left" },
        { eggKey: "b", page: "videos", position: "top-right" },
      ],
      rewards: [{ requiredEggs: 1, benefit: { kind: "coins", amount: 1 }, label: { en: "One" } }],
    });
    const id = data.event?.eventId as number;
    const endsAt = new Date(Date.now() + 10 * 24 * HOUR).toISOString();
    const response = await patch(`internal/easter/events/${id}`, {
      title: { en: "Egg hunt" },
      endsAt,
      eggsPerDay: 2,
    });
    expect(response.status, await response.clone().text()).toBe(200);
    expect(((await response.json()) as TEasterData).event).toMatchObject({
      title: "Egg hunt",
      endsAt,
      eggsPerDay: 2,
    });
    await refused(`internal/easter/events/${id}`, [
      [{ eggsPerDay: 3 }, 409],
      [{ endsAt: new Date(startsAt.getTime() - HOUR).toISOString() }, 409],
      [{}, 400],
      [{ startsAt: endsAt }, 400],
      [{ eggsPerDay: 0 }, 400],
    ]);
    expect((await patch("internal/easter/events/999999", { eggsPerDay: 1 })).status).toBe(404);
  });

  it("changes an activity event's title and end", async () => {
    const startsAt = new Date(Date.now() - HOUR);
    const event = await created<TActivityEventData>("internal/activity/events", {
      key: "goldrush",
      title: { en: "Rush" },
      startsAt: startsAt.toISOString(),
      endsAt: new Date(Date.now() + 24 * HOUR).toISOString(),
      activities: [{ code: "dailyVisit", points: 10, vipBonus: 0, limitPerDay: 1 }],
      challenges: [],
      rewards: [{ requiredPoints: 10, benefit: { kind: "coins", amount: 1 }, label: { en: "Nugget" } }],
    });
    const endsAt = new Date(Date.now() + 48 * HOUR).toISOString();
    const response = await patch(`internal/activity/events/${event.eventId}`, {
      title: { en: "Gold" },
      endsAt,
    });
    expect(response.status, await response.clone().text()).toBe(200);
    expect(await response.json()).toMatchObject({ title: "Gold", endsAt });
    await refused(`internal/activity/events/${event.eventId}`, [
      [{ endsAt: startsAt.toISOString() }, 409],
      [{ endsAt: null }, 400],
      [{}, 400],
    ]);
    expect((await patch("internal/activity/events/0", { title: { en: "x" } })).status).toBe(400);
  });

  it("changes a calendar's title and a door's label, all or nothing", async () => {
    const today = berlinDate(new Date());
    const calendar = await created<TAdventCalendar>("internal/advent/calendars", {
      kind: "actorGift",
      title: { en: "Gifts" },
      firstDay: today,
      doorCount: 2,
      doors: [1, 2].map((doorNo) => ({
        doorNo,
        actorId,
        itemType: "merchandise",
        label: { en: `Poster ${doorNo}` },
      })),
    });
    const path = `internal/advent/calendars/${calendar.id}`;
    const response = await patch(path, {
      title: { en: "Presents" },
      doors: [{ doorNo: 2, label: { en: "Mug" } }],
    });
    expect(response.status, await response.clone().text()).toBe(200);
    const changed = (await response.json()) as TAdventCalendar;
    expect(changed.title).toBe("Presents");
    // A door that does not exist rolls the whole change back.
    expect(
      (await patch(path, { title: { en: "Lost" }, doors: [{ doorNo: 9, label: { en: "X" } }] })).status,
    ).toBe(404);
    await refused(path, [
      [{}, 400],
      [{ firstDay: today }, 400],
      [
        {
          doors: [
            { doorNo: 1, label: { en: "a" } },
            { doorNo: 1, label: { en: "b" } },
          ],
        },
        400,
      ],
    ]);
    const again = await patch(path, { doors: [{ doorNo: 1, label: { en: "Poster 1" } }] });
    expect(((await again.json()) as TAdventCalendar).title).toBe("Presents");
    expect((await patch("internal/advent/calendars/999999", { title: { en: "x" } })).status).toBe(404);
  });
});
