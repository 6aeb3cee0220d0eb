import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildActor } from "../test/factories.ts";
import { signUpGuest } from "../test/guests.ts";
import { startTwoInstances, type TwoInstances } from "../test/instances.ts";
import { TestSocket } from "../test/socketClient.ts";
import { TEST_OPERATOR_KEY, type TestServer } from "../test/testServer.ts";

/** Two server instances on one PostgreSQL database and one Redis: events reach every socket. */
const redisUrl = process.env.TEST_REDIS_URL;
let instances: TwoInstances;
let a: TestServer;
let b: TestServer;

beforeAll(async () => {
  if (!redisUrl) throw new Error("TEST_REDIS_URL is required for the multi-instance tests");
  instances = await startTwoInstances(redisUrl, "realtime");
  ({ a, b } = instances);
});
afterAll(() => instances?.close());

describe("two instances with Redis", () => {
  it("a change made through instance A reaches the guest's socket on instance B", async () => {
    const guest = await signUpGuest(a);
    const socket = await TestSocket.open(b.url);
    socket.send({ type: "session.request", accessToken: guest.accessToken, language: "de" });
    expect(await socket.next("session.ack")).toEqual({ type: "session.ack", guestId: guest.guest.id });
    const credited = await a.post(
      `internal/guests/${guest.guest.id}/credit`,
      { coins: 25, reason: "two instances" },
      { "x-operator-key": TEST_OPERATOR_KEY },
    );
    expect(credited.status).toBe(201);
    expect(await socket.next("balance.update")).toEqual({
      type: "balance.update",
      balance: 25,
      balanceFormatted: "25 VXC",
    });
    socket.close();
  });

  it("lists a guest whose socket is on instance B in instance A's onlineGuests", async () => {
    const guest = await signUpGuest(a);
    const online = async (server: TestServer) =>
      (await (
        await server.fetch("/rest/v1/internal/onlineGuests", {
          headers: { "x-operator-key": TEST_OPERATOR_KEY },
        })
      ).json()) as { guestIds: number[]; count: number; instanceSockets: number };
    expect((await online(a)).guestIds).not.toContain(guest.guest.id);
    const socket = await TestSocket.open(b.url);
    socket.send({ type: "session.request", accessToken: guest.accessToken, language: "de" });
    await socket.next("session.ack");
    const seen = await online(a);
    expect(seen.guestIds).toContain(guest.guest.id);
    expect(seen.count).toBe(seen.guestIds.length);
    expect((await online(b)).instanceSockets).toBeGreaterThanOrEqual(1);
    socket.close();
  });

  it("a change made while the guest was offline is there when they come back", async () => {
    const guest = await signUpGuest(a);
    await a.post(
      `internal/guests/${guest.guest.id}/credit`,
      { coins: 12, reason: "while offline" },
      { "x-operator-key": TEST_OPERATOR_KEY },
    );
    // The socket only signals; after a (re)connect the client reads the state, here from B.
    const socket = await TestSocket.open(b.url);
    socket.send({ type: "session.request", accessToken: guest.accessToken, language: "de" });
    await socket.next("session.ack");
    const balance = await b.fetch("/rest/v1/guest/getGuestBalance", { headers: guest.bearer });
    expect(((await balance.json()) as { balance: number }).balance).toBe(12);
    socket.close();
  });
});

describe("the performer integration across instances", () => {
  it("an actor going online through instance A reaches a guest's socket on instance B", async () => {
    const actor = await buildActor({ db: a.database.db }, { isOnline: false });
    const guest = await signUpGuest(a);
    const socket = await TestSocket.open(b.url);
    socket.send({ type: "session.request", accessToken: guest.accessToken, language: "en" });
    await socket.next("session.ack");
    const online = await a.post(
      `internal/actors/${actor.id}/online`,
      {},
      { "x-operator-key": TEST_OPERATOR_KEY },
    );
    expect(online.status).toBe(200);
    expect(await socket.next("actor.online", { where: (message) => message.actorId === actor.id })).toEqual({
      type: "actor.online",
      actorId: actor.id,
    });
    socket.close();
  });

  it("a message written while the guest is offline is there after they reconnect to the other instance", async () => {
    const actor = await buildActor({ db: a.database.db }, { isOnline: true });
    const guest = await signUpGuest(a);
    const first = await TestSocket.open(b.url);
    first.send({ type: "session.request", accessToken: guest.accessToken, language: "en" });
    await first.next("session.ack");
    first.close();
    const sent = await a.post(
      "internal/messenger/send",
      { actorId: actor.id, guestId: guest.guest.id, text: "Are you there?" },
      { "x-operator-key": TEST_OPERATOR_KEY },
    );
    expect(sent.status).toBe(201);
    const { channelId } = (await sent.json()) as { channelId: number };
    // Its pushes went out while the guest was away (they follow the commit, not the answer; either
    // instance may deliver them).
    await Promise.all([a.app.outbox.settled(), b.app.outbox.settled()]);
    // Back online on instance B: the client re-reads what it missed.
    const again = await TestSocket.open(b.url);
    again.send({ type: "session.request", accessToken: guest.accessToken, language: "en" });
    await again.next("session.ack");
    const messages = await b.fetch(`/rest/v1/messenger/channel/${channelId}/messages`, {
      headers: guest.bearer,
    });
    const body = (await messages.json()) as { messages: { from: string; text: string }[] };
    expect(body.messages).toEqual([expect.objectContaining({ from: "actor", text: "Are you there?" })]);
    // And the next message reaches the new socket live.
    await a.post(
      "internal/messenger/send",
      { actorId: actor.id, guestId: guest.guest.id, text: "Welcome back" },
      { "x-operator-key": TEST_OPERATOR_KEY },
    );
    const live = await again.next("messenger.message");
    expect(live.message.text).toBe("Welcome back");
    again.close();
  });
});

describe("limits shared through Redis", () => {
  it("counts failed logins for an address on every instance", async () => {
    const guest = await signUpGuest(a);
    const wrong = { email: guest.email, password: "not the password" };
    for (let attempt = 0; attempt < 10; attempt++) {
      const server = attempt % 2 === 0 ? a : b;
      expect((await server.post("auth/login", wrong)).status).toBe(401);
    }
    // The eleventh attempt is refused on either instance, even with the right password.
    const refused = await b.post("auth/login", { email: guest.email, password: guest.password });
    expect(refused.status).toBe(429);
    expect((await a.post("auth/login", { email: guest.email, password: guest.password })).status).toBe(429);
  });
});
