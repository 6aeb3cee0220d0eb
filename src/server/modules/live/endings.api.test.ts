import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EXIT_CODES } from "../../../common/live.ts";
import { buildActor } from "../../test/factories.ts";
import { signUpGuest } from "../../test/guests.ts";
import { startTestServer, TEST_OPERATOR_KEY, type TestServer } from "../../test/testServer.ts";
import { billDueSessions, sessionOf, startSession } from "./index.ts";

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

async function chat(priceVideoChat = 10) {
  const db = server.database.db;
  const actor = await buildActor({ db }, { isOnline: true, priceVideoChat });
  const { guest } = await signUpGuest(server, { coins: 100 });
  const session = await db.transaction((tx) =>
    startSession({
      tx,
      guestId: guest.id,
      actorId: actor.id,
      chatType: "LIVECHAT",
      capCoins: null,
      minuteMs: 60_000,
      language: "en",
      now: new Date(),
    }),
  );
  return { actor, guestId: guest.id, session };
}

describe("ending a live chat from the other side", () => {
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
    expect(await first.json()).toEqual({ success: true, ended: true });
    const again = await operator(`internal/actors/${actor.id}/livechat/${session.id}/end`, { exitCode: 201 });
    expect(await again.json()).toEqual({ success: true, ended: false });
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
