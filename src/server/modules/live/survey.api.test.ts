import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TActorInsights } from "../../../common/contracts/actors.ts";
import type { TLiveStartResult } from "../../../common/contracts/live.ts";
import type { TChatExitSurveyAnswer } from "../../../common/contracts/survey.ts";
import { actorChatRatings } from "../../db/schema/index.ts";
import { buildActor } from "../../test/factories.ts";
import { signUpGuest } from "../../test/guests.ts";
import { startTestServer, type TestServer } from "../../test/testServer.ts";

/**
 * The chat-exit survey (issue 14) through the real HTTP stack: only the session's own guest, only
 * once the chat ended, once per session (409), bad input 400; the answers are the actor's chat
 * ratings, counted over the last 90 days only.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const db = () => server.database.db;
type Guest = Awaited<ReturnType<typeof signUpGuest>>;
const DAY = 86_400_000;

const survey = (guest: Guest | null, body: unknown) =>
  server.post("survey/chatexit", body, guest?.bearer ?? {});

async function startChat(guest: Guest, actorId: number): Promise<number> {
  const response = await server.post("livechat/start", { actorId, chatType: "LIVECHAT" }, guest.bearer);
  expect(response.status).toBe(201);
  return ((await response.json()) as TLiveStartResult).sessionId;
}

async function endChat(guest: Guest, sessionId: number) {
  const response = await server.post(`livechat/${sessionId}/end`, {}, guest.bearer);
  expect(response.status).toBe(200);
}

async function errorOf(response: Response) {
  return ((await response.json()) as { error: { code: string; details?: { reason?: string } } }).error;
}

describe("POST survey/chatexit", () => {
  it("takes one answer from the session's own guest once the chat ended", async () => {
    const actor = await buildActor({ db: db() }, { isOnline: true, priceVideoChat: 20 });
    const guest = await signUpGuest(server, { coins: 200 });
    const other = await signUpGuest(server, { coins: 200 });
    const sessionId = await startChat(guest, actor.id);

    // Still running: not yet.
    const early = await survey(guest, { sessionId, rating: "GREAT" });
    expect(early.status).toBe(409);
    expect((await errorOf(early)).details?.reason).toBe("notEnded");

    await endChat(guest, sessionId);
    // Nobody but its guest: another guest's session is 404 like a missing one; no login 401.
    expect((await survey(other, { sessionId, rating: "BAD" })).status).toBe(404);
    expect((await survey(guest, { sessionId: 987_654, rating: "BAD" })).status).toBe(404);
    expect((await survey(null, { sessionId, rating: "BAD" })).status).toBe(401);

    const answered = await survey(guest, { sessionId, rating: "GREAT", text: "  Lovely chat  " });
    expect(answered.status).toBe(201);
    const body = (await answered.json()) as TChatExitSurveyAnswer;
    expect(body).toMatchObject({ sessionId, actorId: actor.id, rating: "GREAT", text: "Lovely chat" });
    expect(Date.parse(body.answeredAt)).not.toBeNaN();

    // A second answer changes nothing.
    const again = await survey(guest, { sessionId, rating: "BAD", text: "changed my mind" });
    expect(again.status).toBe(409);
    expect((await errorOf(again)).details?.reason).toBe("alreadyAnswered");
    const rows = await db().select().from(actorChatRatings).where(eq(actorChatRatings.sessionId, sessionId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actorId: actor.id,
      guestId: guest.guest.id,
      satisfied: true,
      comment: "Lovely chat",
    });
  });

  it("keeps one of two answers sent at once (the other 409)", async () => {
    const actor = await buildActor({ db: db() }, { isOnline: true, priceVideoChat: 20 });
    const guest = await signUpGuest(server, { coins: 100 });
    const sessionId = await startChat(guest, actor.id);
    await endChat(guest, sessionId);
    const answers = await Promise.all([
      survey(guest, { sessionId, rating: "GREAT" }),
      survey(guest, { sessionId, rating: "BAD" }),
      survey(guest, { sessionId, rating: "GREAT" }),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    const rows = await db().select().from(actorChatRatings).where(eq(actorChatRatings.sessionId, sessionId));
    expect(rows).toHaveLength(1);
  });

  it("stores a blank text as none", async () => {
    const actor = await buildActor({ db: db() }, { isOnline: true, priceVideoChat: 20 });
    const guest = await signUpGuest(server, { coins: 100 });
    const sessionId = await startChat(guest, actor.id);
    await endChat(guest, sessionId);
    const response = await survey(guest, { sessionId, rating: "BAD", text: "   " });
    expect(response.status).toBe(201);
    expect(((await response.json()) as TChatExitSurveyAnswer).text).toBeNull();
  });

  it("refuses bad input with 400", async () => {
    const guest = await signUpGuest(server);
    const bad: unknown[] = [
      {},
      { sessionId: 1 },
      { sessionId: 1, rating: "OK" },
      { sessionId: 1, rating: "great" },
      { sessionId: "1", rating: "GREAT" },
      { sessionId: -1, rating: "GREAT" },
      { sessionId: 1.5, rating: "GREAT" },
      { sessionId: 1, rating: "GREAT", text: "x".repeat(1001) },
      { sessionId: 1, rating: "GREAT", text: 5 },
      { sessionId: 1, rating: "GREAT", stars: 5 },
      [],
    ];
    for (const body of bad) {
      const response = await survey(guest, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
    // The longest allowed text passes validation (and then finds no session).
    expect((await survey(guest, { sessionId: 1, rating: "GREAT", text: "x".repeat(1000) })).status).toBe(404);
  });
});

describe("the actor's satisfaction rate from survey answers", () => {
  it("counts the answers of the last 90 days only, shown from 10 on", async () => {
    const actor = await buildActor({ db: db() }, { isOnline: true, priceVideoChat: 5 });
    const guest = await signUpGuest(server, { coins: 500 });
    const insights = async () => {
      const response = await server.fetch(`/rest/v1/actor/getInsights/${actor.id}?language=en`);
      return ((await response.json()) as TActorInsights).chatRatings;
    };
    // An old rating (no session, as the demo seeds them) is outside the window.
    await db()
      .insert(actorChatRatings)
      .values({ actorId: actor.id, satisfied: true, createdAt: new Date(Date.now() - 100 * DAY) });
    const sessions: number[] = [];
    for (let i = 0; i < 10; i++) {
      const sessionId = await startChat(guest, actor.id);
      await endChat(guest, sessionId);
      sessions.push(sessionId);
      const rating = i < 8 ? "GREAT" : "BAD";
      expect((await survey(guest, { sessionId, rating })).status).toBe(201);
      if (i === 8) expect(await insights()).toMatchObject({ countRatings: null, satisfactionRate: null });
    }
    expect(await insights()).toMatchObject({ countRatings: 10, satisfactionRate: 80, days: 90 });

    // One GREAT answer ages out of the 90 days: 9 left, below the threshold again.
    await db()
      .update(actorChatRatings)
      .set({ createdAt: sql`now() - interval '91 days'` })
      .where(eq(actorChatRatings.sessionId, sessions[0] as number));
    expect(await insights()).toMatchObject({ countRatings: null, satisfactionRate: null });
    // Another answer brings it back to 10, 7 of them GREAT.
    const sessionId = await startChat(guest, actor.id);
    await endChat(guest, sessionId);
    expect((await survey(guest, { sessionId, rating: "GREAT" })).status).toBe(201);
    expect(await insights()).toMatchObject({ countRatings: 10, satisfactionRate: 80 });
  });
});
