import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TActorInsights, TActorState } from "../../../common/contracts/actors.ts";
import {
  actorChatRatings,
  actorInterviews,
  actorOnlineSessions,
  actors,
  guests,
} from "../../db/schema/index.ts";
import { buildActor } from "../../test/factories.ts";
import { signUpGuest } from "../../test/guests.ts";
import { startTestServer, TEST_OPERATOR_KEY, type TestServer } from "../../test/testServer.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type Guest = Awaited<ReturnType<typeof signUpGuest>>;
async function call<T>(
  method: "GET" | "POST",
  path: string,
  options: { guest?: Guest; body?: unknown; status?: number; headers?: Record<string, string> } = {},
): Promise<T> {
  const headers = { ...(options.guest?.bearer ?? {}), ...options.headers };
  const response =
    method === "GET"
      ? await server.fetch(`/rest/v1/${path}`, { headers })
      : await server.post(path, options.body ?? {}, headers);
  const body = await response.json();
  expect(response.status, JSON.stringify(body)).toBe(options.status ?? 200);
  return body as T;
}

describe("private actor notes", () => {
  it("stores, reads and deletes the guest's own note; others never see it", async () => {
    const actor = await buildActor({ db: server.database.db });
    const [a, b] = [await signUpGuest(server), await signUpGuest(server)];
    await call("GET", `actor/getActorNoteById/${actor.id}`, { status: 401 });
    await call("POST", "actor/storeActorNote", { body: { actorId: actor.id, comment: "x" }, status: 401 });
    expect(await call("GET", `actor/getActorNoteById/${actor.id}`, { guest: a })).toEqual({
      success: true,
      note: null,
    });
    const stored = await call<{ note: { comment: string } }>("POST", "actor/storeActorNote", {
      guest: a,
      body: { actorId: actor.id, comment: "  Likes roses, online on Fridays  " },
    });
    expect(stored.note.comment).toBe("Likes roses, online on Fridays");
    await call("POST", "actor/storeActorNote", { guest: a, body: { actorId: actor.id, comment: "Fridays" } });
    expect(
      (await call<{ note: { comment: string } }>("GET", `actor/getActorNoteById/${actor.id}`, { guest: a }))
        .note.comment,
    ).toBe("Fridays");
    expect(
      (await call<{ note: null }>("GET", `actor/getActorNoteById/${actor.id}`, { guest: b })).note,
    ).toBeNull();
    await call("POST", "actor/storeActorNote", { guest: a, body: { actorId: actor.id, comment: "" } });
    expect(
      (await call<{ note: null }>("GET", `actor/getActorNoteById/${actor.id}`, { guest: a })).note,
    ).toBeNull();
    await call("POST", "actor/storeActorNote", {
      guest: a,
      body: { actorId: 2_000_000_000, comment: "x" },
      status: 404,
    });
    await call("POST", "actor/storeActorNote", {
      guest: a,
      body: { actorId: actor.id, comment: "x".repeat(2001) },
      status: 400,
    });
    await call("POST", "actor/storeActorNote", {
      guest: a,
      body: { actorId: "1", comment: "x" },
      status: 400,
    });
    await call("GET", "actor/getActorNoteById/abc", { guest: a, status: 400 });
  });
});

describe("actor state and insights", () => {
  it("flags an actor banned in the visitor's country (edge header)", async () => {
    const actor = await buildActor({ db: server.database.db }, { bannedCountryCodes: ["AT"] });
    const state = (country?: string) =>
      call<TActorState>("GET", `actor/getActorStateById/${actor.id}`, {
        headers: country ? { "cf-ipcountry": country } : {},
      });
    expect(await state()).toMatchObject({ actorId: actor.id, isBanned: false, isOnline: false });
    expect((await state("at")).isBanned).toBe(true);
    expect((await state("DE")).isBanned).toBe(false);
    expect((await state("not a country")).isBanned).toBe(false);
    await call("GET", "actor/getActorStateById/2000000000", { status: 404 });
  });

  it("shows chat ratings only from 10 in 90 days, a heat map of online hours and interviews", async () => {
    const actor = await buildActor({ db: server.database.db });
    const now = Date.now();
    const day = 86_400_000;
    const db = server.database.db;
    // 9 recent ratings and one older than 90 days: not shown yet.
    await db.insert(actorChatRatings).values([
      ...Array.from({ length: 9 }, (_, i) => ({
        actorId: actor.id,
        satisfied: i < 8,
        createdAt: new Date(now - i * day),
      })),
      { actorId: actor.id, satisfied: true, createdAt: new Date(now - 100 * day) },
    ]);
    const insights = () => call<TActorInsights>("GET", `actor/getInsights/${actor.id}?language=de`);
    expect((await insights()).chatRatings).toMatchObject({ countRatings: null, satisfactionRate: null });
    await db
      .insert(actorChatRatings)
      .values({ actorId: actor.id, satisfied: false, createdAt: new Date(now - day) });
    expect((await insights()).chatRatings).toMatchObject({ countRatings: 10, satisfactionRate: 80 });

    // Online 20:00–22:30 Berlin time on the same weekday in each of the last 4 weeks: 6, 13, 20 and
    // 27 days back, so that moving the start to 20:00 (up to 20 hours either way) never leaves the
    // 28-day window, whatever the time of day the test runs.
    const berlinHour = (date: Date) =>
      Number(
        new Intl.DateTimeFormat("en", {
          hour: "numeric",
          hourCycle: "h23",
          timeZone: "Europe/Berlin",
        }).format(date),
      );
    const sessions = [1, 2, 3, 4].map((weeks) => {
      const start = new Date(now - weeks * 7 * day + day);
      start.setUTCMinutes(0, 0, 0);
      start.setUTCHours(start.getUTCHours() + (20 - berlinHour(start)));
      return { actorId: actor.id, startedAt: start, endedAt: new Date(start.getTime() + 150 * 60_000) };
    });
    await db.insert(actorOnlineSessions).values(sessions);
    const map = (await insights()).heatMap;
    const weekday = (new Date(sessions[0]?.startedAt as Date).getUTCDay() + 6) % 7;
    expect(map.heatMaps).toHaveLength(7);
    expect(map.heatMaps[weekday]?.slice(19, 24)).toEqual([0, 1, 1, 1, 0]);
    expect(map.hoursToBeOnline.slice(0, 3)).toEqual([
      { weekday, hour: 20, share: 1 },
      { weekday, hour: 21, share: 1 },
      { weekday, hour: 22, share: 1 },
    ]);
    expect(map.timeZone).toBe("Europe/Berlin");

    await db.insert(actorInterviews).values({
      actorId: actor.id,
      position: 0,
      question: { de: "Frage?", en: "Question?", es: "¿Pregunta?", nl: "Vraag?" },
      answer: { de: "Antwort.", en: "Answer.", es: "Respuesta.", nl: "Antwoord." },
    });
    expect((await insights()).interviews).toEqual([
      expect.objectContaining({ question: "Frage?", answer: "Antwort." }),
    ]);
  });

  it("records online sessions through the performer API", async () => {
    const actor = await buildActor({ db: server.database.db }, { isOnline: false });
    const operator = { "x-operator-key": TEST_OPERATOR_KEY };
    await server.post(`internal/actors/${actor.id}/online`, {}, operator);
    await server.post(`internal/actors/${actor.id}/online`, {}, operator);
    await server.post(`internal/actors/${actor.id}/offline`, {}, operator);
    const rows = await server.database.db
      .select()
      .from(actorOnlineSessions)
      .where(eq(actorOnlineSessions.actorId, actor.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.endedAt).not.toBeNull();
    expect((await server.database.db.select().from(actors).where(eq(actors.id, actor.id)))[0]?.isOnline).toBe(
      false,
    );
  });

  it("serves 18-rated sedcards only after an accepted age check", async () => {
    const actor = await buildActor({ db: server.database.db });
    const guest = await signUpGuest(server);
    const payload = encodeURIComponent(JSON.stringify({ limit: 5, fsk: 18 }));
    await call("GET", `gallery/getsedcards/${actor.name}/${payload}`, { status: 403 });
    await call("GET", `gallery/getsedcards/${actor.name}/${payload}`, { guest, status: 403 });
    await server.database.db
      .update(guests)
      .set({ avsStatus: "accepted" })
      .where(eq(guests.id, guest.guest.id));
    await call("GET", `gallery/getsedcards/${actor.name}/${payload}`, { guest });
    const sixteen = await call<{ sedcards: unknown[] }>("GET", `gallery/getsedcards/${actor.id}`);
    expect(Array.isArray(sixteen.sedcards)).toBe(true);
    await call("GET", `gallery/getsedcards/${actor.id}/not-json`, { status: 400 });
    await call("GET", `gallery/getsedcards/${actor.id}/${encodeURIComponent('{"fsk":17}')}`, { status: 400 });
    await call("GET", "gallery/getsedcards/nobody-by-this-name", { status: 404 });
  });
});
