import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildActor, buildVideo } from "../test/factories.ts";
import { signUpGuest } from "../test/guests.ts";
import { TestSocket } from "../test/socketClient.ts";
import { startTestServer, TEST_OPERATOR_KEY, type TestServer } from "../test/testServer.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ pay: true });
});
afterAll(() => server.close());

const operator = (path: string, body: unknown) =>
  server.post(path, body, { "x-operator-key": TEST_OPERATOR_KEY });
const OK_CARD = {
  number: "4242424242424242",
  expMonth: 12,
  expYear: 2030,
  cvc: "123",
  holder: "Socket Guest",
};

describe("the real-time socket", () => {
  it("acknowledges an anonymous session and answers pings with a pong and its ttl", async () => {
    const socket = await TestSocket.open(server.url);
    socket.send({ type: "session.request", language: "en" });
    expect(await socket.next("session.ack")).toEqual({ type: "session.ack", guestId: null });
    socket.send({ type: "ping" });
    expect(await socket.next("pong")).toEqual({ type: "pong", ttl: 60 });
    socket.close();
  });

  it("answers malformed messages with an error and stays open", async () => {
    const socket = await TestSocket.open(server.url);
    for (const bad of [
      "{nope",
      JSON.stringify({ type: "explode" }),
      JSON.stringify({ type: "ping", extra: 1 }),
    ]) {
      socket.send(bad);
      expect(await socket.next("error")).toMatchObject({ code: "BAD_MESSAGE" });
    }
    socket.send({ type: "ping" });
    await socket.next("pong");
    expect(socket.closed).toBeNull();
    socket.close();
  });

  it("logs a guest in by token and pushes their balance after a change", async () => {
    const guest = await signUpGuest(server);
    const socket = await TestSocket.open(server.url);
    socket.send({ type: "session.request", accessToken: guest.accessToken, language: "de" });
    expect(await socket.next("session.ack")).toEqual({ type: "session.ack", guestId: guest.guest.id });
    await operator(`internal/guests/${guest.guest.id}/credit`, { coins: 70, reason: "socket test" });
    expect(await socket.next("balance.update")).toEqual({
      type: "balance.update",
      balance: 70,
      balanceFormatted: "70 VXC",
    });
    // Another guest's socket hears nothing of it.
    const other = await signUpGuest(server);
    const otherSocket = await TestSocket.open(server.url);
    otherSocket.send({ type: "session.request", accessToken: other.accessToken, language: "de" });
    await otherSocket.next("session.ack");
    await operator(`internal/guests/${guest.guest.id}/credit`, { coins: 5, reason: "socket test" });
    expect((await socket.next("balance.update")).balance).toBe(75);
    expect(otherSocket.received.filter((message) => message.type === "balance.update")).toEqual([]);
    socket.close();
    otherSocket.close();
  });

  it("uses the session cookie of the site's own pages and refuses other origins", async () => {
    const guest = await signUpGuest(server);
    const cookie = `vv_session=${guest.accessToken}`;
    const socket = await TestSocket.open(server.url, { cookie, origin: server.url });
    socket.send({ type: "session.request", language: "en" });
    expect(await socket.next("session.ack")).toEqual({ type: "session.ack", guestId: guest.guest.id });
    socket.close();
    await expect(TestSocket.open(server.url, { cookie, origin: "https://evil.example" })).rejects.toThrow(
      /handshake refused: 403/,
    );
  });

  it("tells a client whose token is not valid that the session expired", async () => {
    const socket = await TestSocket.open(server.url);
    socket.send({ type: "session.request", accessToken: "x".repeat(43), language: "en" });
    expect(await socket.next("session.expired")).toEqual({ type: "session.expired" });
    socket.close();
  });

  it("pushes a payment made on the overlay's origin, age checks and locking", async () => {
    const guest = await signUpGuest(server);
    const socket = await TestSocket.open(server.url);
    socket.send({ type: "session.request", accessToken: guest.accessToken, language: "en" });
    await socket.next("session.ack");
    const paid = await fetch(`${server.payUrl}/rest/v1/payment/charge`, {
      method: "POST",
      headers: { "content-type": "application/json", ...guest.bearer },
      body: JSON.stringify({ packageId: "p40", currency: "EUR", card: OK_CARD }),
    });
    expect(paid.status).toBe(200);
    expect((await socket.next("balance.update")).balance).toBe(40);

    await server.post(
      "avs/verify",
      { birthDate: "1990-01-01", documentNumber: "L01X00T47", country: "DE" },
      guest.bearer,
    );
    await socket.next("avs.set");
    await operator(`internal/guests/${guest.guest.id}/avs`, { status: "revoked", message: "Withdrawn" });
    expect(await socket.next("avs.revoked")).toEqual({ type: "avs.revoked", message: "Withdrawn" });

    await server.post("guest/redeemBonus", { code: "NOPE" }, guest.bearer);
    await operator(`internal/guests/${guest.guest.id}/lock`, { locked: true });
    await socket.next("guest.locked");
    socket.close();
  });
});

describe("pushes of purchases", () => {
  it("tells the buyer's other sockets the balance after a purchase", async () => {
    const guest = await signUpGuest(server);
    await operator(`internal/guests/${guest.guest.id}/credit`, { coins: 50, reason: "buy" });
    const actor = await buildActor({ db: server.database.db });
    const video = await buildVideo({ db: server.database.db }, actor.id, { price: 20 });
    const socket = await TestSocket.open(server.url);
    socket.send({ type: "session.request", accessToken: guest.accessToken, language: "en" });
    await socket.next("session.ack");
    expect((await server.post(`video/${video.id}/buy`, {}, guest.bearer)).status).toBe(200);
    expect(await socket.next("balance.update", { where: (message) => message.balance === 30 })).toMatchObject(
      {
        balanceFormatted: "30 VXC",
      },
    );
    socket.close();
  });
});
