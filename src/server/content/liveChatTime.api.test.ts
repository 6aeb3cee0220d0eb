import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TLiveHistoryPage, TLiveStartResult } from "../../common/contracts/live.ts";
import { liveSessions } from "../db/schema/index.ts";
import { buildActor } from "../test/factories.ts";
import { signUpGuest } from "../test/guests.ts";
import { startTestServer, type TestServer } from "../test/testServer.ts";

/**
 * After a live chat: the guest's chat video time (GraphQL guestChatVideoTime, guest token) and the
 * history "my videochats" pages through (REST livechat/history: performer, type, start, end, cost).
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type Guest = Awaited<ReturnType<typeof signUpGuest>>;
const db = () => server.database.db;
const DAY = 86_400_000;

async function chat(guest: Guest, actorId: number, chatType = "LIVECHAT") {
  const started = await server.post("livechat/start", { actorId, chatType }, guest.bearer);
  expect(started.status).toBe(201);
  const { sessionId } = (await started.json()) as TLiveStartResult;
  expect((await server.post(`livechat/${sessionId}/end`, {}, guest.bearer)).status).toBe(200);
  return sessionId;
}

/** Moves a session in time: started `ago` ms back, lasting `seconds`. */
async function place(sessionId: number, agoMs: number, seconds: number) {
  const startedAt = new Date(Date.now() - agoMs);
  await db()
    .update(liveSessions)
    .set({ startedAt, lastSeenAt: startedAt, endedAt: new Date(startedAt.getTime() + seconds * 1000) })
    .where(eq(liveSessions.id, sessionId));
}

async function chatTime(token: string, days?: number) {
  const response = await server.fetch("/graphql?language=en", {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify({
      query:
        "query ($days: Int) { guestChatVideoTime(days: $days) { sessions minutes seconds chargedMinutes } }",
      variables: days === undefined ? {} : { days },
    }),
  });
  return (await response.json()) as {
    data?: {
      guestChatVideoTime: { sessions: number; minutes: number; seconds: number; chargedMinutes: number };
    };
    errors?: { message: string; extensions?: { code?: string } }[];
  };
}

const tokenOf = async (guest: Guest | null) =>
  (
    (await (await server.fetch("/rest/v1/content/token", { headers: guest?.bearer ?? {} })).json()) as {
      token: string;
    }
  ).token;

describe("GraphQL guestChatVideoTime", () => {
  it("sums the guest's own chats, all types, and limits them to the last days when asked", async () => {
    const actor = await buildActor({ db: db() }, { isOnline: true, freeChat: true, priceVideoChat: 10 });
    const guest = await signUpGuest(server, { coins: 500 });
    const other = await signUpGuest(server, { coins: 500 });
    const token = await tokenOf(guest);
    expect((await chatTime(token)).data?.guestChatVideoTime).toEqual({
      sessions: 0,
      minutes: 0,
      seconds: 0,
      chargedMinutes: 0,
    });
    // 90 s and 150 s a day ago, a free chat of 45 s, and 600 s forty days ago.
    await place(await chat(guest, actor.id), DAY, 90);
    await place(await chat(guest, actor.id), DAY, 150);
    await place(await chat(guest, actor.id, "FREECHAT"), DAY, 45);
    await place(await chat(guest, actor.id), 40 * DAY, 600);
    // Another guest's chat is not theirs.
    await place(await chat(other, actor.id), DAY, 1200);

    const all = await chatTime(token);
    expect(all.errors).toBeUndefined();
    expect(all.data?.guestChatVideoTime).toEqual({
      sessions: 4,
      seconds: 885,
      minutes: 14,
      chargedMinutes: 4,
    });
    expect((await chatTime(token, 30)).data?.guestChatVideoTime).toEqual({
      sessions: 3,
      seconds: 285,
      minutes: 4,
      chargedMinutes: 3,
    });
  });

  it("needs a guest token and a sane number of days", async () => {
    const anonymous = await chatTime(await tokenOf(null));
    expect(anonymous.data ?? null).toBeNull();
    expect(anonymous.errors?.[0]?.message).toMatch(/guest token/);
    const guest = await signUpGuest(server);
    const token = await tokenOf(guest);
    expect((await chatTime(token, 0)).errors?.[0]).toBeDefined();
    expect((await chatTime(token, 4000)).errors?.[0]).toBeDefined();
  });
});

describe("the history behind my videochats", () => {
  it("pages through the guest's chats newest first with performer, type, times and cost", async () => {
    const actor = await buildActor({ db: db() }, { isOnline: true, priceVideoChat: 7, name: "HistoryHeidi" });
    const guest = await signUpGuest(server, { coins: 500 });
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) {
      const id = await chat(guest, actor.id, i === 2 ? "VIDEO_CALL" : "LIVECHAT");
      await place(id, (3 - i) * 3_600_000, 60 + i);
      ids.push(id);
    }
    const page = async (offset: number) => {
      const response = await server.fetch(`/rest/v1/livechat/history?offset=${offset}&limit=2`, {
        headers: guest.bearer,
      });
      expect(response.status).toBe(200);
      return (await response.json()) as TLiveHistoryPage;
    };
    const first = await page(0);
    expect(first.total).toBe(3);
    expect(first.items.map((item) => item.sessionId)).toEqual([ids[2], ids[1]]);
    expect(first.items[0]).toMatchObject({
      actor: { id: actor.id, name: "HistoryHeidi" },
      chatType: "VIDEO_CALL",
      state: "ended",
      minutes: 1,
      exitCode: 100,
    });
    const item = first.items[0] as TLiveHistoryPage["items"][0];
    expect(Date.parse(item.endedAt ?? "") - Date.parse(item.startedAt)).toBe(62_000);
    expect(item.coins).toBeGreaterThan(0);
    const second = await page(2);
    expect(second.items.map((i) => i.sessionId)).toEqual([ids[0]]);
    expect(second.items[0]).toMatchObject({ chatType: "LIVECHAT", coins: 7, minutes: 1 });
    // Past the end: no items, the total still told.
    expect(await page(10)).toMatchObject({ items: [], total: 3 });
    const count = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(liveSessions)
      .where(eq(liveSessions.guestId, guest.guest.id));
    expect(count[0]?.n).toBe(3);
  });
});
