import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ServerMessage } from "../../../common/realtime.ts";
import { billDueSessions, sessionOf, startSession } from "../../modules/live/index.ts";
import { buildActor } from "../../test/factories.ts";
import { signUpGuest } from "../../test/guests.ts";
import { TestSocket } from "../../test/socketClient.ts";
import { startTestServer, type TestServer } from "../../test/testServer.ts";

/**
 * A live chat's pushes (issue 14) and the socket keeping it going: the guest's sockets hear the
 * start, each paid minute with the balance and minutes left, the low-balance warning and the end
 * with its exit code; an open socket marks the guest as there, a closed one lets the chat end.
 */
const MINUTE = 60_000;
const T0 = new Date("2026-11-26T12:00:00Z");
let clock = T0;
const at = (ms: number) => new Date(T0.getTime() + ms);

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ now: () => clock });
});
afterAll(() => server.close());

async function socketOf(guest: { accessToken: string }): Promise<TestSocket> {
  const socket = await TestSocket.open(server.url);
  socket.send({ type: "session.request", accessToken: guest.accessToken, language: "en" });
  await socket.next("session.ack");
  return socket;
}

/** Every message of these types the socket got so far (the outbox delivered, then a ping's pong). */
async function pushedSoFar(socket: TestSocket, types: ServerMessage["type"][]): Promise<ServerMessage[]> {
  await server.app.outbox.settled();
  socket.send({ type: "ping" });
  await socket.next("pong");
  const taken = socket.received.filter((message) => types.includes(message.type));
  for (const message of taken) socket.received.splice(socket.received.indexOf(message), 1);
  return taken;
}

const start = (guestId: number, actorId: number) =>
  server.database.db.transaction((tx) =>
    startSession({
      tx,
      guestId,
      actorId,
      chatType: "LIVECHAT",
      capCoins: null,
      minuteMs: MINUTE,
      language: "en",
      now: clock,
    }),
  );

const bill = (now: Date) => {
  clock = now;
  return billDueSessions({ db: server.database.db, now });
};

const TYPES: ServerMessage["type"][] = [
  "livechat.started",
  "livechat.minute",
  "livechat.lowBalance",
  "chat.end",
];

describe("a live chat on the socket", () => {
  it("pushes the start, every paid minute with the money left, the low-balance warning and the end", async () => {
    clock = T0;
    const actor = await buildActor({ db: server.database.db }, { isOnline: true, priceVideoChat: 20 });
    const guest = await signUpGuest(server, { coins: 65 });
    const socket = await socketOf(guest);
    const session = await start(guest.guest.id, actor.id);
    const first = await pushedSoFar(socket, TYPES);
    expect(first.map((m) => m.type)).toEqual(["livechat.started", "livechat.minute"]);
    expect(first[1]).toMatchObject({
      type: "livechat.minute",
      session: {
        sessionId: session.id,
        minutesCharged: 1,
        coinsCharged: 20,
        pricePerMinute: 20,
        state: "active",
      },
      balance: 45,
      minutesLeft: 2,
    });

    // Each minute the guest's socket says they are there (its keep-alive; here: a new session ack).
    const minute = async (n: number) => {
      clock = at(n * MINUTE);
      socket.send({ type: "session.request", accessToken: guest.accessToken, language: "en" });
      await socket.next("session.ack");
      await bill(at(n * MINUTE));
      return pushedSoFar(socket, TYPES);
    };
    const second = await minute(1);
    expect(second.map((m) => m.type)).toEqual(["livechat.minute", "livechat.lowBalance"]);
    expect(second[0]).toMatchObject({ balance: 25, minutesLeft: 1, session: { minutesCharged: 2 } });
    expect(second[1]).toEqual({ type: "livechat.lowBalance", sessionId: session.id, minutesLeft: 1 });
    const third = await minute(2);
    expect(third.map((m) => m.type)).toEqual(["livechat.minute", "livechat.lowBalance"]);
    expect(third[0]).toMatchObject({
      balance: 5,
      minutesLeft: 0,
      session: { minutesCharged: 3, coinsCharged: 60 },
    });
    const end = await minute(3);
    expect(end).toEqual([
      {
        type: "chat.end",
        session: expect.objectContaining({
          sessionId: session.id,
          state: "ended",
          exitCode: 501,
          minutesCharged: 3,
        }),
      },
    ]);
    socket.close();
  });

  it("ends the chat of a guest whose sockets closed, 30 s after they were last there", async () => {
    clock = T0;
    const actor = await buildActor({ db: server.database.db }, { isOnline: true, priceVideoChat: 5 });
    const guest = await signUpGuest(server, { coins: 100 });
    const session = await start(guest.guest.id, actor.id);
    clock = at(20_000);
    const socket = await socketOf(guest);
    socket.close();
    await bill(at(50_000));
    expect((await sessionOf(server.database.db, guest.guest.id, session.id))?.state).toBe("active");
    await bill(at(50_001));
    expect(await sessionOf(server.database.db, guest.guest.id, session.id)).toMatchObject({
      state: "ended",
      exitCode: 990,
      minutesCharged: 1,
    });
  });
});

describe("a voice call's pushes", () => {
  it("sends voicecall.start and voicecall.stop to the guest's sockets with the chat's own pushes", async () => {
    clock = at(0);
    const actor = await buildActor({ db: server.database.db }, { isOnline: true, priceVideoChat: 10 });
    const guest = await signUpGuest(server, { coins: 100 });
    const socket = await socketOf(guest);
    const started = await server.post(
      "voicecall/startAnonymousVoicecallChat",
      { actorId: actor.id, accessToken: guest.accessToken },
      {},
    );
    const { clientId, session } = (await started.json()) as {
      clientId: string;
      session: { sessionId: number };
    };
    const atStart = await pushedSoFar(socket, ["livechat.started", "voicecall.start"]);
    expect(atStart.map((message) => message.type)).toEqual(["livechat.started", "voicecall.start"]);
    expect(atStart[1]).toMatchObject({ session: { sessionId: session.sessionId, chatType: "VOICE_CALL" } });

    await server.post(`voicecall/${clientId}/end`, {});
    const atEnd = await pushedSoFar(socket, ["chat.end", "voicecall.stop"]);
    expect(atEnd.map((message) => message.type)).toEqual(["chat.end", "voicecall.stop"]);
    expect(atEnd[1]).toMatchObject({ session: { state: "ended", exitCode: 910 } });
    socket.close();
  });
});
