import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { berlinDayStart } from "../../../common/berlinTime.ts";
import type { TFreeAllowance } from "../../../common/contracts/freeChat.ts";
import type { TLiveStartResult } from "../../../common/contracts/live.ts";
import { EXIT_CODES } from "../../../common/live.ts";
import { guests, liveSessions } from "../../db/schema/index.ts";
import { buildActor } from "../../test/factories.ts";
import { signUpGuest } from "../../test/guests.ts";
import { startTestServer, type TestServer } from "../../test/testServer.ts";
import { billDueSessions, sessionOf, startSession } from "./index.ts";

/**
 * The daily free allowances of live chat (issue 14): 5 live previews a day (VIP 20) reset at
 * midnight Berlin, a preview ends after its minute (402), free chat is limited to its daily minutes
 * (a start refused, a running free chat ended by the billing with 403), and the allowance call.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const db = () => server.database.db;
type Guest = Awaited<ReturnType<typeof signUpGuest>>;

const start = (guest: Guest, body: unknown) => server.post("livechat/start", body, guest.bearer);
const end = (guest: Guest, sessionId: number) => server.post(`livechat/${sessionId}/end`, {}, guest.bearer);
const performer = () =>
  buildActor({ db: db() }, { isOnline: true, freeChat: true, isLivePreviewEnabled: true });

async function previews(guest: Guest, actorId: number, times: number) {
  for (let i = 0; i < times; i++) {
    const response = await start(guest, { actorId, chatType: "LIVE_PREVIEW" });
    expect(response.status).toBe(201);
    await end(guest, ((await response.json()) as TLiveStartResult).sessionId);
  }
}

describe("the daily live preview limit", () => {
  it("allows 5 previews a day, then answers 403 LIMIT_REACHED previewLimit with the reset time", async () => {
    const actor = await performer();
    const guest = await signUpGuest(server);
    await previews(guest, actor.id, 5);
    const refused = await start(guest, { actorId: actor.id, chatType: "LIVE_PREVIEW" });
    expect(refused.status).toBe(403);
    const body = (await refused.json()) as { error: { code: string; details: Record<string, unknown> } };
    expect(body.error.code).toBe("LIMIT_REACHED");
    expect(body.error.details).toMatchObject({ reason: "previewLimit", limit: 5, used: 5 });
    expect(new Date(body.error.details.resetsAt as string).getTime()).toBeGreaterThan(Date.now());
    // Paid chats are not limited by it.
    const allowance = await server.fetch("/rest/v1/free-chat/allowance", { headers: guest.bearer });
    expect(((await allowance.json()) as TFreeAllowance).previews).toEqual({ limit: 5, used: 5, left: 0 });
  });

  it("counts only previews since midnight Berlin: yesterday's are not counted", async () => {
    const actor = await performer();
    const guest = await signUpGuest(server);
    await previews(guest, actor.id, 5);
    // Move them to one millisecond before today's midnight in Berlin.
    const yesterday = new Date(berlinDayStart(new Date()).getTime() - 1);
    await db()
      .update(liveSessions)
      .set({ startedAt: yesterday })
      .where(eq(liveSessions.guestId, guest.guest.id));
    await previews(guest, actor.id, 1);
  });

  it("gives a VIP 20 previews", async () => {
    const actor = await performer();
    const guest = await signUpGuest(server);
    await db()
      .update(guests)
      .set({ vipUntil: new Date(Date.now() + 86_400_000) })
      .where(eq(guests.id, guest.guest.id));
    await previews(guest, actor.id, 20);
    expect((await start(guest, { actorId: actor.id, chatType: "LIVE_PREVIEW" })).status).toBe(403);
  });

  it("ends a preview after its minute with 402 and charges nothing", async () => {
    const actor = await performer();
    const { guest } = await signUpGuest(server);
    const t0 = new Date();
    const session = await db().transaction((tx) =>
      startSession({
        tx,
        guestId: guest.id,
        actorId: actor.id,
        chatType: "LIVE_PREVIEW",
        capCoins: null,
        minuteMs: 60_000,
        language: "en",
        now: t0,
      }),
    );
    const seen = (now: Date) =>
      db().update(liveSessions).set({ lastSeenAt: now }).where(eq(liveSessions.id, session.id));
    await seen(new Date(t0.getTime() + 59_000));
    await billDueSessions({ db: db(), now: new Date(t0.getTime() + 59_000) });
    expect((await sessionOf(db(), guest.id, session.id))?.state).toBe("active");
    await seen(new Date(t0.getTime() + 60_000));
    await billDueSessions({ db: db(), now: new Date(t0.getTime() + 60_000) });
    expect(await sessionOf(db(), guest.id, session.id)).toMatchObject({
      state: "ended",
      exitCode: EXIT_CODES.previewTimeOver,
      minutesCharged: 1,
      coinsCharged: 0,
    });
  });
});

describe("the daily free-chat minutes", () => {
  it("ends a running free chat with 403 when today's minutes are used up, and refuses the next start", async () => {
    const actor = await performer();
    const guest = await signUpGuest(server);
    const guestId = guest.guest.id;
    const minuteMs = 1_000;
    const t0 = new Date();
    const session = await db().transaction((tx) =>
      startSession({
        tx,
        guestId,
        actorId: actor.id,
        chatType: "FREECHAT",
        capCoins: null,
        minuteMs,
        language: "en",
        now: t0,
      }),
    );
    // The guest stays (heartbeats): minute after minute until the 15 free minutes are watched.
    for (let minute = 1; minute <= 15; minute++) {
      const now = new Date(t0.getTime() + minute * minuteMs);
      await db().update(liveSessions).set({ lastSeenAt: now }).where(eq(liveSessions.id, session.id));
      await billDueSessions({ db: db(), now });
    }
    expect(await sessionOf(db(), guestId, session.id)).toMatchObject({
      state: "ended",
      exitCode: EXIT_CODES.freeChatTimeOver,
      minutesCharged: 15,
      coinsCharged: 0,
    });
    const allowance = await server.fetch("/rest/v1/free-chat/allowance", { headers: guest.bearer });
    expect(((await allowance.json()) as TFreeAllowance).freeChat).toEqual({
      allowanceMinutes: 15,
      usedMinutes: 15,
      minutesLeft: 0,
    });
    const refused = await start(guest, { actorId: actor.id, chatType: "FREECHAT" });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({
      error: {
        code: "LIMIT_REACHED",
        details: { reason: "freeChatUsed", allowanceMinutes: 15, usedMinutes: 15 },
      },
    });
    // A preview is a separate allowance.
    expect((await start(guest, { actorId: actor.id, chatType: "LIVE_PREVIEW" })).status).toBe(201);
  });

  it("counts the minutes of several free chats together; minutes of yesterday are not counted", async () => {
    const actor = await performer();
    const guest = await signUpGuest(server);
    for (let i = 0; i < 3; i++) {
      const response = await start(guest, { actorId: actor.id, chatType: "FREECHAT" });
      expect(response.status).toBe(201);
      await end(guest, ((await response.json()) as TLiveStartResult).sessionId);
    }
    const read = async () =>
      (
        (await (
          await server.fetch("/rest/v1/free-chat/allowance", { headers: guest.bearer })
        ).json()) as TFreeAllowance
      ).freeChat;
    expect(await read()).toEqual({ allowanceMinutes: 15, usedMinutes: 3, minutesLeft: 12 });
    await db().execute(
      sql`update live_charges set charged_at = ${new Date(berlinDayStart(new Date()).getTime() - 1).toISOString()}::timestamptz
          where session_id in (select id from live_sessions where guest_id = ${guest.guest.id})`,
    );
    expect(await read()).toEqual({ allowanceMinutes: 15, usedMinutes: 0, minutesLeft: 15 });
  });

  it("answers the content service's freeChatDuration for the guest, and an error anonymously", async () => {
    const actor = await performer();
    const guest = await signUpGuest(server);
    const response = await start(guest, { actorId: actor.id, chatType: "FREECHAT" });
    await end(guest, ((await response.json()) as TLiveStartResult).sessionId);
    const gql = async (headers: Record<string, string>) => {
      const { token } = (await (await server.fetch("/rest/v1/content/token", { headers })).json()) as {
        token: string;
      };
      const answer = await server.fetch("/graphql", {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
        body: JSON.stringify({
          query:
            "{ freeChatDuration { allowanceMinutes usedMinutes minutesLeft previewLimit previewsLeft resetsAt } }",
        }),
      });
      return (await answer.json()) as {
        data?: { freeChatDuration: Record<string, unknown> };
        errors?: unknown[];
      };
    };
    const mine = await gql(guest.bearer);
    expect(mine.data?.freeChatDuration).toMatchObject({
      allowanceMinutes: 15,
      usedMinutes: 1,
      minutesLeft: 14,
      previewLimit: 5,
      previewsLeft: 5,
    });
    expect((await gql({})).errors?.length).toBeGreaterThan(0);
  });

  it("answers 401 for the allowance without a login", async () => {
    expect((await server.fetch("/rest/v1/free-chat/allowance")).status).toBe(401);
  });
});
