import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TLiveStartResult } from "../../common/contracts/live.ts";
import { actorChatRatings, liveCharges, liveSessions } from "../db/schema/index.ts";
import { buildActor } from "../test/factories.ts";
import { signUpGuest } from "../test/guests.ts";
import { startTestServer, type TestServer } from "../test/testServer.ts";

/**
 * The best-chats and top-videocall lists rank by real live sessions (docs/decisions.md): paid chat
 * minutes of the last 30 days, VIDEO_CALL minutes of the last 30 days, ties by satisfaction.
 */
let server: TestServer;
let token: string;
type TopCam = { rank: number; name: string; rankingPointsVideoCall: number; satisfactionRate: number | null };

async function topCams(type: string): Promise<TopCam[]> {
  const response = await server.fetch("/graphql?language=en", {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify({
      query: `query ($type: TopCamType) { topCams(type: $type) { rank name rankingPointsVideoCall satisfactionRate } }`,
      variables: { type },
    }),
  });
  const body = (await response.json()) as { data?: { topCams: TopCam[] }; errors?: unknown[] };
  expect(body.errors).toBeUndefined();
  return body.data?.topCams ?? [];
}

beforeAll(async () => {
  server = await startTestServer();
  const db = server.database.db;
  const actor = (name: string, extra: Record<string, unknown> = {}) =>
    buildActor({ db }, { name, isOnline: true, priceVideoChat: 10, priceSingleC2c: 10, ...extra });
  const amy = await actor("AlphaAmy");
  const bea = await actor("BetaBea");
  const cat = await actor("CeeCat");
  const dot = await actor("DeeDot");
  const eve = await actor("EeEve", { freeChat: true });
  const fay = await actor("FayOld");
  const gigi = await actor("GigiCall");
  const hana = await actor("HanaCall");
  const guest = await signUpGuest(server, { coins: 2000 });
  const chat = async (actorId: number, chatType: string) => {
    const started = await server.post("livechat/start", { actorId, chatType }, guest.bearer);
    expect(started.status).toBe(201);
    const { sessionId } = (await started.json()) as TLiveStartResult;
    expect((await server.post(`livechat/${sessionId}/end`, {}, guest.bearer)).status).toBe(200);
    return sessionId;
  };
  // Paid minutes (one per session): Amy 3, Bea 1 (+1 video call), Cat 1; Eve only free minutes.
  for (let i = 0; i < 3; i++) await chat(amy.id, "LIVECHAT");
  await chat(bea.id, "LIVECHAT");
  await chat(cat.id, "LIVECHAT");
  await chat(eve.id, "FREECHAT");
  // Fay's 4 minutes were charged 40 days ago: outside the 30 days.
  const old = [];
  for (let i = 0; i < 4; i++) old.push(await chat(fay.id, "LIVECHAT"));
  await db
    .update(liveCharges)
    .set({ chargedAt: sql`now() - interval '40 days'` })
    .where(inArray(liveCharges.sessionId, old));
  // Video calls: Gigi 2, Bea 1, Hana 1.
  await chat(gigi.id, "VIDEO_CALL");
  await chat(gigi.id, "VIDEO_CALL");
  await chat(bea.id, "VIDEO_CALL");
  await chat(hana.id, "VIDEO_CALL");
  // Ratings: Bea 10 of 10 satisfied, Cat 5 of 10, Dot 12 of 12 (no chats).
  const ratings = (actorId: number, total: number, satisfied: number) =>
    Array.from({ length: total }, (_, i) => ({ actorId, satisfied: i < satisfied }));
  await db
    .insert(actorChatRatings)
    .values([...ratings(bea.id, 10, 10), ...ratings(cat.id, 10, 5), ...ratings(dot.id, 12, 12)]);
  const sessions = await db.select({ n: sql<number>`count(*)::int` }).from(liveSessions);
  expect(sessions[0]?.n).toBe(14);
  expect(
    (await db.select().from(liveCharges).where(eq(liveCharges.paidBy, "free"))).length,
  ).toBeGreaterThanOrEqual(1);
  token = ((await (await server.fetch("/rest/v1/content/token")).json()) as { token: string }).token;
});
afterAll(() => server.close());

describe("top cams from real sessions", () => {
  it("ranks best chats by paid minutes of 30 days, ties by satisfaction, then rated actors without chats", async () => {
    const list = await topCams("BEST_CHATS");
    // Bea: 1 paid chat minute + 1 paid video-call minute = 2; Cat 1; Dot none but 12 ratings.
    // Eve (free minutes only) and Fay (minutes too old) are not listed.
    expect(list.map((c) => c.name)).toEqual([
      "AlphaAmy",
      "BetaBea",
      "GigiCall",
      "CeeCat",
      "HanaCall",
      "DeeDot",
    ]);
  });

  it("ranks top videocall by VIDEO_CALL minutes of 30 days, ties by satisfaction", async () => {
    const list = await topCams("TOP_VIDEOCALL");
    expect(list.slice(0, 3).map((c) => [c.name, c.rankingPointsVideoCall])).toEqual([
      ["GigiCall", 2],
      ["BetaBea", 1],
      ["HanaCall", 1],
    ]);
    // Then no video-call minutes: the shown satisfaction rates first.
    expect(list.slice(3, 5).map((c) => [c.name, c.satisfactionRate])).toEqual([
      ["DeeDot", 100],
      ["CeeCat", 50],
    ]);
  });
});
