import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TVoiceCallStartResult } from "../../../common/contracts/voiceCall.ts";
import { EXIT_CODES } from "../../../common/live.ts";
import type { ServerMessage } from "../../../common/realtime.ts";
import { queryRows } from "../../db/client.ts";
import { buildActor } from "../../test/factories.ts";
import { signUpGuest } from "../../test/guests.ts";
import { TestSocket } from "../../test/socketClient.ts";
import { startTestServer, TEST_OPERATOR_KEY, type TestServer } from "../../test/testServer.ts";
import { billDueSessions } from "./index.ts";

/**
 * The performer hangs up (issue 15): the operator API's hangUp ends a voice call with 911 and a
 * live chat with 201 through endSession, once; and a call page's socket, a visitor's included,
 * hears voicecall.start/stop by subscribing with the call's secret client id.
 */
const MINUTE = 60_000;
let clock = new Date("2026-11-27T12:00:00Z");
const tick = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
  return clock;
};
const operator = { "x-operator-key": TEST_OPERATOR_KEY };

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ now: () => clock, trustProxy: true });
});
afterAll(() => server.close());

const db = () => server.database.db;
let visitors = 0;
const visitor = () => ({ "x-forwarded-for": `198.51.100.${++visitors}` });
const onlineActor = (priceVideoChat = 20) => buildActor({ db: db() }, { isOnline: true, priceVideoChat });

async function call(body: unknown, headers: Record<string, string> = visitor()) {
  const response = await server.post("voicecall/startAnonymousVoicecallChat", body, headers);
  return (await response.json()) as TVoiceCallStartResult & {
    clientId: string;
    session: { sessionId: number };
  };
}
const hangUp = (actorId: number, sessionId: number | string, body: unknown = {}, headers = operator) =>
  server.post(`internal/actors/${actorId}/sessions/${sessionId}/hangUp`, body, headers);

async function books(guestId: number) {
  const [row] = await queryRows<{ balance: number; chat: number }>(
    db(),
    sql`select coalesce((select w.balance from wallet_balances w where w.guest_id = g.id), 0) as balance, (select count(*) from ledger_entries l where l.guest_id = g.id and l.kind = 'chat')::int as chat
        from guests g where g.id = ${guestId}`,
  );
  return row;
}

async function anonymousSocket(): Promise<TestSocket> {
  const socket = await TestSocket.open(server.url);
  socket.send({ type: "session.request", language: "en" });
  await socket.next("session.ack");
  return socket;
}

describe("the performer hangs up", () => {
  it("ends a guest's voice call with 911, settles the started minute, stops the billing, once", async () => {
    const actor = await onlineActor(20);
    const guest = await signUpGuest(server, { coins: 100 });
    const started = await call({ actorId: actor.id, accessToken: guest.accessToken });
    expect(started.resultCode).toBe(2000);
    const { sessionId } = started.session;
    // Into the second minute, not billed yet; the caller's page keeps the call alive.
    for (let i = 0; i < 3; i++) {
      tick(MINUTE / 3);
      await server.post(`voicecall/${started.clientId}/heartbeat`, {});
    }
    tick(1000);

    const first = await hangUp(actor.id, sessionId);
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({
      success: true,
      ended: true,
      session: {
        state: "ended",
        exitCode: EXIT_CODES.voiceCallHostHungUp,
        minutesCharged: 2,
        coinsCharged: 40,
      },
    });
    expect(await books(guest.guest.id)).toEqual({ balance: 60, chat: 2 });

    // The billing charges nothing more, however late it runs.
    tick(5 * MINUTE);
    await billDueSessions({ db: db(), now: clock });
    expect(await books(guest.guest.id)).toEqual({ balance: 60, chat: 2 });

    // A second hang-up changes nothing and says so.
    const second = await hangUp(actor.id, sessionId);
    expect(second.status).toBe(200);
    expect(await second.json()).toMatchObject({
      success: true,
      ended: false,
      session: { state: "ended", exitCode: 911, minutesCharged: 2 },
    });
    const view = await server.fetch(`/rest/v1/voicecall/${started.clientId}`);
    expect(await view.json()).toMatchObject({ session: { exitCode: 911 } });
    const profile = await server.post("guest/profile/get", {}, guest.bearer);
    expect(await profile.json()).toMatchObject({ isVoicecallActive: false });
  });

  it("ends a live chat with 201 through either call; refuses another actor's session and bad input", async () => {
    const actor = await onlineActor(20);
    const guest = await signUpGuest(server, { coins: 100 });
    const chat = await server.post(
      "livechat/start",
      { actorId: actor.id, chatType: "LIVECHAT" },
      guest.bearer,
    );
    expect(chat.status).toBe(201);
    const { session } = (await chat.json()) as { session: { sessionId: number } };
    const other = await onlineActor();
    expect((await hangUp(other.id, session.sessionId)).status).toBe(404);
    expect((await hangUp(actor.id, 2_000_000_000)).status).toBe(404);
    expect((await hangUp(actor.id, "x")).status).toBe(400);
    expect((await hangUp(actor.id, session.sessionId, { exitCode: 203 })).status).toBe(400);
    expect((await hangUp(actor.id, session.sessionId, {}, { "x-operator-key": "wrong" })).status).toBe(403);

    const ended = await hangUp(actor.id, session.sessionId);
    expect(await ended.json()).toMatchObject({ ended: true, session: { exitCode: EXIT_CODES.hostEnded } });

    // The live chat's own end call gives a voice call 911 too, whatever host code it names.
    const other2 = await onlineActor(0);
    const anonymous = await call({ actorId: other2.id });
    const viaLivechat = await server.post(
      `internal/actors/${other2.id}/livechat/${anonymous.session.sessionId}/end`,
      { exitCode: 205 },
      operator,
    );
    expect(await viaLivechat.json()).toMatchObject({ ended: true, session: { exitCode: 911 } });
  });
});

describe("a call page's socket subscribes with the client id", () => {
  it("hears a visitor's voicecall.stop with 911, and refuses an unknown or malformed id", async () => {
    const actor = await onlineActor();
    const started = await call({ actorId: actor.id });
    expect(started).toMatchObject({ resultCode: 2000, anonymous: true });

    const early = await TestSocket.open(server.url);
    early.send({ type: "voicecall.subscribe", clientId: started.clientId });
    expect(await early.next("error")).toMatchObject({ code: "SESSION_REQUIRED" });
    early.close();

    const socket = await anonymousSocket();
    socket.send({ type: "voicecall.subscribe", clientId: "a".repeat(43) });
    expect(await socket.next("error")).toMatchObject({ code: "CALL_NOT_FOUND" });
    socket.send({ type: "voicecall.subscribe", clientId: String(started.session.sessionId) });
    expect(await socket.next("error")).toMatchObject({ code: "BAD_MESSAGE" });

    socket.send({ type: "voicecall.subscribe", clientId: started.clientId });
    expect(await socket.next("voicecall.subscribed")).toMatchObject({
      session: { sessionId: started.session.sessionId, state: "active" },
    });
    // Another visitor's socket, not subscribed, hears nothing of it.
    const stranger = await anonymousSocket();

    expect((await hangUp(actor.id, started.session.sessionId)).status).toBe(200);
    await server.app.outbox.settled();
    const stop = await socket.next("voicecall.stop");
    expect(stop).toMatchObject({
      exitCode: 911,
      session: { sessionId: started.session.sessionId, state: "ended", exitCode: 911 },
    });
    stranger.send({ type: "ping" });
    await stranger.next("pong");
    expect(stranger.received.filter((m: ServerMessage) => m.type.startsWith("voicecall."))).toEqual([]);

    // Subscribing after the end answers the ended call (the end is not missed).
    const late = await anonymousSocket();
    late.send({ type: "voicecall.subscribe", clientId: started.clientId });
    expect(await late.next("voicecall.subscribed")).toMatchObject({
      session: { state: "ended", exitCode: 911 },
    });
    for (const s of [socket, stranger, late]) s.close();
  });

  it("gives a guest's subscribed call page each push once", async () => {
    const actor = await onlineActor(20);
    const guest = await signUpGuest(server, { coins: 100 });
    const socket = await TestSocket.open(server.url);
    socket.send({ type: "session.request", accessToken: guest.accessToken, language: "en" });
    await socket.next("session.ack");
    const started = await call({ actorId: actor.id, accessToken: guest.accessToken });
    socket.send({ type: "voicecall.subscribe", clientId: started.clientId });
    await socket.next("voicecall.subscribed");
    await server.post(`voicecall/${started.clientId}/end`, {});
    await server.app.outbox.settled();
    socket.send({ type: "ping" });
    await socket.next("pong");
    const stops = socket.received.filter((m: ServerMessage) => m.type === "voicecall.stop");
    expect(stops).toHaveLength(1);
    expect(stops[0]).toMatchObject({ exitCode: EXIT_CODES.voiceCallEnded });
    socket.close();
  });
});
