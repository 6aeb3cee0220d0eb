import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TVoiceCallStartResult, TVoiceCallView } from "../../../common/contracts/voiceCall.ts";
import {
  EXIT_CODES,
  VOICE_CALL_ANONYMOUS_MINUTES,
  VOICE_CALL_ANONYMOUS_PER_PERFORMER_DAY,
} from "../../../common/live.ts";
import { queryRows } from "../../db/client.ts";
import { buildActor } from "../../test/factories.ts";
import { signUpGuest } from "../../test/guests.ts";
import { TestSocket } from "../../test/socketClient.ts";
import { startTestServer, TEST_OPERATOR_KEY, type TestServer } from "../../test/testServer.ts";
import { billDueSessions } from "./index.ts";

/**
 * Voice calls (issue 15, docs/REST.md "Voice calls") through the real HTTP stack:
 * startAnonymousVoicecallChat answers 2000 with a signalling URL and a client id; an anonymous
 * visitor calls free, once a Berlin day, for VOICE_CALL_ANONYMOUS_MINUTES (918); a logged-in
 * guest's call is billed once per started minute; offline, busy, broke, bad token and bad input.
 * The clock is the test's, so minutes are exact.
 */
const MINUTE = 60_000;
let clock = new Date("2026-11-26T12:00:00Z");
const tick = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
  return clock;
};

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ now: () => clock, trustProxy: true });
});
afterAll(() => server.close());

const db = () => server.database.db;
let visitors = 0;
/** A new anonymous visitor: another address. */
const visitor = () => ({ "x-forwarded-for": `203.0.113.${++visitors}` });

async function call(body: unknown, headers: Record<string, string> = visitor()) {
  const response = await server.post("voicecall/startAnonymousVoicecallChat", body, headers);
  return { status: response.status, body: (await response.json()) as TVoiceCallStartResult, headers };
}
const heartbeat = (clientId: string) => server.post(`voicecall/${clientId}/heartbeat`, {});
const onlineActor = (priceVideoChat = 30) => buildActor({ db: db() }, { isOnline: true, priceVideoChat });

async function books(guestId: number) {
  const [row] = await queryRows<{ balance: number; sum: number; chat: number }>(
    db(),
    sql`select coalesce((select w.balance from wallet_balances w where w.guest_id = g.id), 0) as balance, (select coalesce(sum(delta), 0) from ledger_entries l where l.guest_id = g.id)::int as sum,
          (select count(*) from ledger_entries l where l.guest_id = g.id and l.kind = 'chat')::int as chat
        from guests g where g.id = ${guestId}`,
  );
  return row;
}

describe("an anonymous voice call", () => {
  it("starts free with a signalling URL and a client id, and ends after its minutes with 918", async () => {
    const actor = await onlineActor();
    const { status, body } = await call({ actorId: actor.id });
    expect(status).toBe(200);
    expect(body).toMatchObject({ resultCode: 2000, anonymous: true, minutesLeft: null });
    expect(body.server).toMatch(new RegExp(`^/live/${actor.id}/\\d+/\\d+/[\\w-]{43}/webrtc$`));
    expect(body.clientId).toMatch(/^[\w-]{43}$/);
    expect(body.session).toMatchObject({ chatType: "VOICE_CALL", state: "active", pricePerMinute: 0 });
    const clientId = body.clientId as string;

    // The signalling URL answers: audio only, the microphone sent.
    const signalling = await server.fetch(body.server as string);
    expect(signalling.status).toBe(200);
    expect(await signalling.json()).toMatchObject({ send: { video: false, audio: true } });

    // Kept alive, it runs its free minutes, then the billing ends it with 918.
    for (let minute = 1; minute <= VOICE_CALL_ANONYMOUS_MINUTES; minute++) {
      tick(MINUTE);
      expect((await heartbeat(clientId)).status).toBe(200);
      await billDueSessions({ db: db(), now: clock });
    }
    const view = (await (await server.fetch(`/rest/v1/voicecall/${clientId}`)).json()) as TVoiceCallView;
    expect(view).toMatchObject({
      anonymous: true,
      server: null,
      session: { state: "ended", exitCode: EXIT_CODES.voiceCallTimeLimit, coinsCharged: 0 },
    });
    expect(view.session.minutesCharged).toBe(VOICE_CALL_ANONYMOUS_MINUTES);
    // Its heartbeat now says it ended; the signalling URL is refused.
    const late = await heartbeat(clientId);
    expect(late.status).toBe(409);
    // (The origin believes a session check for up to 1 s: the refusal comes within that time.)
    await expect
      .poll(async () => (await server.fetch(body.server as string)).status, { timeout: 5000, interval: 200 })
      .toBe(403);
  });

  it("is one call a day per visitor (919), another visitor may call", async () => {
    const actor = await onlineActor();
    const me = visitor();
    const first = await call({ actorId: actor.id }, me);
    expect(first.body).toMatchObject({ resultCode: 2000, limit: null });
    // While it runs, a second call from the same network (another performer) is refused: the
    // network's call of the day, which hanging up does not give back.
    const during = await call({ actorId: (await onlineActor()).id }, me);
    expect(during.body).toMatchObject({ resultCode: 919, limit: "network", clientId: null });
    const hungUp = await server.post(`voicecall/${first.body.clientId}/end`, {});
    expect(hungUp.status).toBe(200);
    expect(await hungUp.json()).toMatchObject({
      session: { state: "ended", exitCode: EXIT_CODES.voiceCallEnded },
    });
    // Hanging up again changes nothing.
    expect((await server.post(`voicecall/${first.body.clientId}/end`, {})).status).toBe(200);

    const again = await call({ actorId: actor.id }, me);
    expect(again.body).toMatchObject({
      resultCode: 919,
      limit: "network",
      server: null,
      clientId: null,
      session: null,
    });
    expect((await call({ actorId: actor.id })).body.resultCode).toBe(2000);
    // The next Berlin day the visitor may call again.
    tick(24 * 60 * MINUTE);
    const tomorrow = await call({ actorId: (await onlineActor()).id }, me);
    expect(tomorrow.body.resultCode).toBe(2000);
    await server.post(`voicecall/${tomorrow.body.clientId}/end`, {});
  });

  it("answers 912 offline, 913 busy, and bad input, a bad token or an unknown actor as errors", async () => {
    const offline = await buildActor({ db: db() }, { isOnline: false });
    expect((await call({ actorId: offline.id })).body).toMatchObject({ resultCode: 912, limit: null });

    const actor = await onlineActor();
    const taken = await call({ actorId: actor.id });
    expect(taken.body.resultCode).toBe(2000);
    expect((await call({ actorId: actor.id })).body.resultCode).toBe(913);
    // A guest's private chat makes her line busy too.
    await server.post(`voicecall/${taken.body.clientId}/end`, {});
    const guest = await signUpGuest(server, { coins: 100 });
    const chat = await server.post(
      "livechat/start",
      { actorId: actor.id, chatType: "LIVECHAT" },
      guest.bearer,
    );
    expect(chat.status).toBe(201);
    expect((await call({ actorId: actor.id })).body.resultCode).toBe(913);

    expect((await call({ actorId: 2_000_000_000 })).status).toBe(404);
    for (const bad of [{}, { actorId: "x" }, { actorId: -1 }, { actorId: actor.id, extra: 1 }, []]) {
      const { status, body } = await call(bad);
      expect(status).toBe(400);
      expect(body).toHaveProperty("error.code", "VALIDATION_FAILED");
    }
    const badToken = await call({ actorId: actor.id, accessToken: "not-a-token" });
    expect(badToken.status).toBe(401);
    expect((await server.fetch("/rest/v1/voicecall/short")).status).toBe(400);
    expect((await heartbeat("short")).status).toBe(400);
    expect((await heartbeat("a".repeat(43))).status).toBe(404);
  });
});

describe("anonymous calls cannot shut paying guests out", () => {
  it("ends a running anonymous call (906, pushed to its page) when a paying guest starts a private chat", async () => {
    const actor = await onlineActor();
    const anonymous = await call({ actorId: actor.id });
    expect(anonymous.body.resultCode).toBe(2000);
    const clientId = anonymous.body.clientId as string;
    const socket = await TestSocket.open(server.url);
    socket.send({ type: "session.request", language: "en" });
    await socket.next("session.ack");
    socket.send({ type: "voicecall.subscribe", clientId });
    await socket.next("voicecall.subscribed");

    // The performer is not busy for a paying guest: the chat starts (it answered 409 busy before).
    const guest = await signUpGuest(server, { coins: 100 });
    const chat = await server.post(
      "livechat/start",
      { actorId: actor.id, chatType: "LIVECHAT" },
      guest.bearer,
    );
    expect(chat.status).toBe(201);
    expect(await chat.json()).toMatchObject({ session: { state: "active", coinsCharged: 30 } });

    const view = (await (await server.fetch(`/rest/v1/voicecall/${clientId}`)).json()) as TVoiceCallView;
    expect(view).toMatchObject({ server: null, session: { state: "ended", exitCode: EXIT_CODES.hostBusy } });
    await server.app.outbox.settled();
    expect(await socket.next("voicecall.stop")).toMatchObject({ exitCode: 906, session: { exitCode: 906 } });
    expect((await heartbeat(clientId)).status).toBe(409);
    // The paying guest's chat keeps her: the next anonymous caller is busy.
    expect((await call({ actorId: actor.id })).body.resultCode).toBe(913);
    socket.close();
  });

  it("leaves the anonymous call running when the guest's start is refused (no money)", async () => {
    const actor = await onlineActor();
    const anonymous = await call({ actorId: actor.id });
    const broke = await signUpGuest(server);
    const chat = await server.post(
      "livechat/start",
      { actorId: actor.id, chatType: "LIVECHAT" },
      broke.bearer,
    );
    expect(chat.status).toBe(402);
    expect((await heartbeat(anonymous.body.clientId as string)).status).toBe(200);
    await server.post(`voicecall/${anonymous.body.clientId}/end`, {});
  });

  it("counts a network's call of the day by its /64: two addresses of one IPv6 network are one visitor", async () => {
    const actor = await onlineActor();
    const first = await call({ actorId: actor.id }, { "x-forwarded-for": "2001:db8:7:1::10" });
    expect(first.body.resultCode).toBe(2000);
    await server.post(`voicecall/${first.body.clientId}/end`, {});
    const sameNetwork = await call(
      { actorId: (await onlineActor()).id },
      { "x-forwarded-for": "2001:db8:7:1:9f3e:21ff:fe00:4" },
    );
    expect(sameNetwork.body.resultCode).toBe(919);
    const otherNetwork = await call({ actorId: actor.id }, { "x-forwarded-for": "2001:db8:7:2::10" });
    expect(otherNetwork.body.resultCode).toBe(2000);
    await server.post(`voicecall/${otherNetwork.body.clientId}/end`, {});
  });

  it(`gives a performer at most ${VOICE_CALL_ANONYMOUS_PER_PERFORMER_DAY} anonymous calls a day; guests still call her`, async () => {
    const actor = await onlineActor();
    for (let i = 0; i < VOICE_CALL_ANONYMOUS_PER_PERFORMER_DAY; i++) {
      const { body } = await call({ actorId: actor.id });
      expect(body.resultCode).toBe(2000);
      await server.post(`voicecall/${body.clientId}/end`, {});
    }
    const over = await call({ actorId: actor.id });
    expect(over.body).toMatchObject({ resultCode: 919, limit: "performer", clientId: null });
    // The refused visitor has not used the day's call: another performer takes it.
    expect((await call({ actorId: (await onlineActor()).id }, over.headers)).body.resultCode).toBe(2000);
    const guest = await signUpGuest(server, { coins: 100 });
    const paid = await call({ actorId: actor.id, accessToken: guest.accessToken });
    expect(paid.body).toMatchObject({ resultCode: 2000, anonymous: false });
    await server.post(`voicecall/${paid.body.clientId}/end`, {});
    // The next Berlin day she takes anonymous calls again.
    tick(24 * 60 * MINUTE);
    expect((await call({ actorId: actor.id })).body.resultCode).toBe(2000);
  });
});

describe("a logged-in guest's voice call", () => {
  it("is billed once per started minute at the video-chat price, and ends with 910", async () => {
    const actor = await onlineActor(20);
    const guest = await signUpGuest(server, { coins: 100 });
    const { body } = await call({ actorId: actor.id, accessToken: guest.accessToken });
    expect(body).toMatchObject({ resultCode: 2000, anonymous: false, minutesLeft: 4 });
    expect(body.session).toMatchObject({ pricePerMinute: 20, minutesCharged: 1, coinsCharged: 20 });
    expect(await books(guest.guest.id)).toEqual({ balance: 80, sum: 80, chat: 1 });
    const clientId = body.clientId as string;

    // The guest's profile shows the call.
    const profile = await server.post("guest/profile/get", {}, guest.bearer);
    expect(await profile.json()).toMatchObject({ isVoicecallActive: true });

    // Two billing rounds in the second minute charge it once.
    tick(MINUTE + 10);
    await heartbeat(clientId);
    await billDueSessions({ db: db(), now: clock });
    await billDueSessions({ db: db(), now: clock });
    expect(await books(guest.guest.id)).toEqual({ balance: 60, sum: 60, chat: 2 });

    // Hanging up halfway through the third minute pays it (a started minute), once.
    for (let i = 0; i < 3; i++) {
      tick(MINUTE / 3);
      await heartbeat(clientId);
    }
    const end = await server.post(`voicecall/${clientId}/end`, {});
    expect(await end.json()).toMatchObject({
      session: { state: "ended", exitCode: EXIT_CODES.voiceCallEnded, minutesCharged: 3, coinsCharged: 60 },
    });
    expect(await books(guest.guest.id)).toEqual({ balance: 40, sum: 40, chat: 3 });
    const after = await server.post("guest/profile/get", {}, guest.bearer);
    expect(await after.json()).toMatchObject({ isVoicecallActive: false });
  });

  it("answers 903 without the money, 905 while in another chat, 902 restricted, 401 locked", async () => {
    const actor = await onlineActor(30);
    const broke = await signUpGuest(server);
    expect((await call({ actorId: actor.id, accessToken: broke.accessToken })).body.resultCode).toBe(903);

    const guest = await signUpGuest(server, { coins: 200 });
    const other = await onlineActor(30);
    expect(
      (await server.post("livechat/start", { actorId: other.id, chatType: "LIVECHAT" }, guest.bearer)).status,
    ).toBe(201);
    expect((await call({ actorId: actor.id, accessToken: guest.accessToken })).body.resultCode).toBe(905);

    const restricted = await signUpGuest(server, { coins: 200 });
    const operator = { "x-operator-key": TEST_OPERATOR_KEY };
    expect(
      (
        await server.post(
          `internal/guests/${restricted.guest.id}/restrict`,
          { level: 1, compensationDueCents: 500, forcePayment: false },
          operator,
        )
      ).status,
    ).toBe(200);
    expect((await call({ actorId: actor.id, accessToken: restricted.accessToken })).body.resultCode).toBe(
      902,
    );
    const locked = await signUpGuest(server, { coins: 200 });
    expect(
      (await server.post(`internal/guests/${locked.guest.id}/lock`, { locked: true }, operator)).status,
    ).toBe(200);
    // The lock ended the guest's sessions: the token is refused, no anonymous call is made with it.
    expect((await call({ actorId: actor.id, accessToken: locked.accessToken })).status).toBe(401);
  });
});
