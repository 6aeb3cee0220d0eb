import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EXIT_CODES } from "../../../common/live.ts";
import { buildActor } from "../../test/factories.ts";
import { signUpGuest } from "../../test/guests.ts";
import { startTestServer, TEST_OPERATOR_KEY, type TestServer } from "../../test/testServer.ts";
import { billDueSessions, sessionOf, startSession, touchSession } from "./index.ts";

/**
 * Who else ends a live chat (issue 14): the performer going offline (202, with no minute charged
 * after), the performer software with a host code (201-208), support (admin kick 301); each ends a
 * session once.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const operator = (path: string, body: unknown) =>
  server.post(path, body, { "x-operator-key": TEST_OPERATOR_KEY });

async function chat(priceVideoChat = 10, startedAt = new Date()) {
  const db = server.database.db;
  const actor = await buildActor({ db }, { isOnline: true, priceVideoChat });
  const { guest, bearer } = await signUpGuest(server, { coins: 100 });
  const session = await db.transaction((tx) =>
    startSession({
      tx,
      guestId: guest.id,
      actorId: actor.id,
      chatType: "LIVECHAT",
      capCoins: null,
      minuteMs: 60_000,
      language: "en",
      now: startedAt,
    }),
  );
  // The guest has been here all along: their socket's keep-alive every 10 s since the start.
  for (let at = startedAt.getTime() + 10_000; at < Date.now(); at += 10_000)
    await touchSession({ db, guestId: guest.id, sessionId: session.id, now: new Date(at) });
  await touchSession({ db, guestId: guest.id, sessionId: session.id, now: new Date() });
  return { actor, guestId: guest.id, bearer, session };
}

describe("ending a live chat from the other side", () => {
  it("charges every minute that started before the end, whoever ends it and however late the billing is", async () => {
    // Started 130 s ago and never billed since: minutes 2 and 3 began at 60 s and 120 s.
    const ago = () => new Date(Date.now() - 130_000);
    const byGuest = await chat(10, ago());
    const ended = await server.post(`livechat/${byGuest.session.id}/end`, {}, byGuest.bearer);
    expect(ended.status).toBe(200);
    expect(await ended.json()).toMatchObject({
      exitCode: EXIT_CODES.guestEnded,
      minutesCharged: 3,
      coinsCharged: 30,
    });
    const bySupport = await chat(10, ago());
    expect((await operator(`internal/livechat/${bySupport.session.id}/end`, {})).status).toBe(200);
    expect(await sessionOf(server.database.db, bySupport.guestId, bySupport.session.id)).toMatchObject({
      exitCode: EXIT_CODES.adminKick,
      minutesCharged: 3,
    });
    const offline = await chat(10, ago());
    expect((await operator(`internal/actors/${offline.actor.id}/offline`, {})).status).toBe(200);
    expect(await sessionOf(server.database.db, offline.guestId, offline.session.id)).toMatchObject({
      exitCode: EXIT_CODES.hostOffline,
      minutesCharged: 3,
      coinsCharged: 30,
    });
    // A minute the balance cannot pay ends the chat as the billing would (501), not as asked.
    const poor = await chat(60, ago());
    const refused = await server.post(`livechat/${poor.session.id}/end`, {}, poor.bearer);
    expect(await refused.json()).toMatchObject({ exitCode: EXIT_CODES.noMoney, minutesCharged: 1 });
  }, 60_000);

  it("ends the actor's chats when she goes offline, and charges no minute after", async () => {
    const { actor, guestId, session } = await chat();
    expect((await operator(`internal/actors/${actor.id}/offline`, {})).status).toBe(200);
    expect(await sessionOf(server.database.db, guestId, session.id)).toMatchObject({
      state: "ended",
      exitCode: EXIT_CODES.hostOffline,
      minutesCharged: 1,
    });
    await billDueSessions({ db: server.database.db, now: new Date(Date.now() + 5 * 60_000) });
    expect((await sessionOf(server.database.db, guestId, session.id))?.minutesCharged).toBe(1);
  });

  it("lets the performer software end her chat with a host code, once; another actor's session is 404", async () => {
    const { actor, guestId, session } = await chat();
    const other = await buildActor({ db: server.database.db }, { isOnline: true });
    expect((await operator(`internal/actors/${other.id}/livechat/${session.id}/end`, {})).status).toBe(404);
    for (const exitCode of [200, 209, "x"]) {
      const refused = await operator(`internal/actors/${actor.id}/livechat/${session.id}/end`, { exitCode });
      expect(refused.status).toBe(400);
    }
    const first = await operator(`internal/actors/${actor.id}/livechat/${session.id}/end`, { exitCode: 204 });
    expect(await first.json()).toMatchObject({
      success: true,
      ended: true,
      session: { sessionId: session.id, state: "ended", exitCode: 204 },
    });
    const again = await operator(`internal/actors/${actor.id}/livechat/${session.id}/end`, { exitCode: 201 });
    // The second end changes nothing and answers how the session ended.
    expect(await again.json()).toMatchObject({ success: true, ended: false, session: { exitCode: 204 } });
    expect(await sessionOf(server.database.db, guestId, session.id)).toMatchObject({
      state: "ended",
      exitCode: 204,
    });
  });

  it("lets support kick a guest out of a chat (301); unknown sessions are 404, and it needs the operator key", async () => {
    const { guestId, session } = await chat();
    expect((await server.post(`internal/livechat/${session.id}/end`, {})).status).toBe(403);
    expect((await operator("internal/livechat/999999/end", {})).status).toBe(404);
    expect((await operator("internal/livechat/abc/end", {})).status).toBe(400);
    const kicked = await operator(`internal/livechat/${session.id}/end`, {});
    expect(await kicked.json()).toEqual({ success: true, ended: true });
    expect(await sessionOf(server.database.db, guestId, session.id)).toMatchObject({
      exitCode: EXIT_CODES.adminKick,
    });
  });
});
