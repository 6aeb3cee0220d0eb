import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ServerMessage } from "../../../common/realtime.ts";
import { buildActor, buildVideo } from "../../test/factories.ts";
import { signUpGuest } from "../../test/guests.ts";
import { TestSocket } from "../../test/socketClient.ts";
import { startTestServer, TEST_OPERATOR_KEY, type TestServer } from "../../test/testServer.ts";

/**
 * The guest's own state reaches their sockets from the events of the change (lib/outbox), after
 * commit, once per change: never from a change that rolled back.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const operator = (path: string, body: unknown) =>
  server.post(path, body, { "x-operator-key": TEST_OPERATOR_KEY });

async function socketOf(guest: { accessToken: string }): Promise<TestSocket> {
  const socket = await TestSocket.open(server.url);
  socket.send({ type: "session.request", accessToken: guest.accessToken, language: "en" });
  await socket.next("session.ack");
  return socket;
}

/**
 * Takes every message of these types the socket got until now: delivers the outbox, then waits for
 * a pong (the socket's messages arrive in order, so everything pushed before the ping is in).
 */
async function pushedSoFar(socket: TestSocket, types: ServerMessage["type"][]): Promise<ServerMessage[]> {
  await server.app.outbox.settled();
  socket.send({ type: "ping" });
  await socket.next("pong");
  const taken = socket.received.filter((message) => types.includes(message.type));
  for (const message of taken) socket.received.splice(socket.received.indexOf(message), 1);
  return taken;
}

describe("pushes from domain events", () => {
  it("an operator credit pushes exactly one balance.update", async () => {
    const guest = await signUpGuest(server);
    const socket = await socketOf(guest);
    expect(
      (await operator(`internal/guests/${guest.guest.id}/credit`, { coins: 9, reason: "one" })).status,
    ).toBe(201);
    expect(await pushedSoFar(socket, ["balance.update"])).toEqual([
      { type: "balance.update", balance: 9, balanceFormatted: "9 VXC" },
    ]);
    socket.close();
  });

  it("a purchase that rolled back (too few coins) pushes nothing, on the SQL and the keyed path", async () => {
    const guest = await signUpGuest(server);
    await operator(`internal/guests/${guest.guest.id}/credit`, { coins: 5, reason: "short" });
    await server.app.outbox.settled();
    const socket = await socketOf(guest);
    const actor = await buildActor({ db: server.database.db });
    const video = await buildVideo({ db: server.database.db }, actor.id, { price: 20 });
    expect((await server.post(`video/${video.id}/buy`, {}, guest.bearer)).status).toBe(402);
    const keyed = await server.post(
      `video/${video.id}/buy`,
      {},
      { ...guest.bearer, "idempotency-key": "short-of-coins-1" },
    );
    expect(keyed.status).toBe(402);
    expect(await pushedSoFar(socket, ["balance.update", "vouchers.update"])).toEqual([]);
    // The pushes work: a purchase that commits is heard, once.
    await operator(`internal/guests/${guest.guest.id}/credit`, { coins: 15, reason: "enough" });
    expect(await pushedSoFar(socket, ["balance.update"])).toEqual([
      { type: "balance.update", balance: 20, balanceFormatted: "20 VXC" },
    ]);
    const bought = await server.post(
      `video/${video.id}/buy`,
      {},
      { ...guest.bearer, "idempotency-key": "enough-1" },
    );
    expect(bought.status).toBe(200);
    expect(await pushedSoFar(socket, ["balance.update"])).toEqual([
      { type: "balance.update", balance: 0, balanceFormatted: "0 VXC" },
    ]);
    socket.close();
  });

  it("a bonus code pushes balance, vouchers, VIP and TV, gifts and the redemption", async () => {
    const guest = await signUpGuest(server);
    const socket = await socketOf(guest);
    const created = await operator("internal/bonusCodes", {
      code: "EVENTS-ALL",
      benefits: [
        { kind: "coins", amount: 12 },
        { kind: "vipDays", days: 3 },
        { kind: "voucher", type: 1, amount: 1, validDays: 30 },
        // The rose of the demo gift store (migration 0014).
        { kind: "messengerGifts", giftId: 1, count: 2 },
      ],
      validTo: new Date(Date.now() + 86_400_000).toISOString(),
    });
    expect(created.status).toBe(201);
    expect((await server.post("guest/redeemBonus", { code: "events-all" }, guest.bearer)).status).toBe(200);
    const pushed = await pushedSoFar(socket, [
      "balance.update",
      "vouchers.update",
      "vip.update",
      "tv.update",
      "gifts.update",
      "bonus.redeemed",
    ]);
    expect(pushed).toEqual([
      { type: "balance.update", balance: 12, balanceFormatted: "12 VXC" },
      { type: "vouchers.update", vouchers: [expect.objectContaining({ type: 1, remaining: 1 })] },
      { type: "vip.update", isVip: true, vipUntil: expect.any(String) },
      { type: "tv.update", isVXTVAboSubscriber: true },
      { type: "gifts.update", boughtGifts: { 1: 2 } },
      { type: "bonus.redeemed", code: "EVENTS-ALL" },
    ]);
    // A purchase paid by the voucher pushes the vouchers left, and no balance.
    const actor = await buildActor({ db: server.database.db });
    const video = await buildVideo({ db: server.database.db }, actor.id, { price: 20 });
    const bought = await server.post(`video/${video.id}/buy`, {}, guest.bearer);
    expect(await bought.json()).toMatchObject({ charged: false, voucherUsed: true });
    expect(await pushedSoFar(socket, ["balance.update", "vouchers.update"])).toEqual([
      { type: "vouchers.update", vouchers: [] },
    ]);
    socket.close();
  });

  it("pushes age checks, restrictions and locks", async () => {
    const guest = await signUpGuest(server);
    const socket = await socketOf(guest);
    await server.post(
      "avs/verify",
      { birthDate: "1990-01-01", documentNumber: "P0000001", country: "DE" },
      guest.bearer,
    );
    expect(await socket.next("avs.pending")).toEqual({ type: "avs.pending" });
    await operator(`internal/guests/${guest.guest.id}/avs`, { status: "rejected", message: "Blurred" });
    expect(await socket.next("avs.rejected")).toEqual({ type: "avs.rejected", message: "Blurred" });
    await operator(`internal/guests/${guest.guest.id}/restrict`, { level: 1, compensationDueCents: 500 });
    await socket.next("page.reload");
    // Each change was pushed once.
    expect(await pushedSoFar(socket, ["avs.pending", "avs.rejected", "page.reload"])).toEqual([]);
    // A refused change (an unknown guest) records nothing.
    expect((await operator("internal/guests/2147483647/lock", { locked: true })).status).toBe(404);
    await operator(`internal/guests/${guest.guest.id}/lock`, { locked: true });
    await socket.next("guest.locked");
    socket.close();
  });

  it("a subscription pushes VIP and TV, and a renewal that ends it pushes them again", async () => {
    const guest = await signUpGuest(server);
    const socket = await socketOf(guest);
    const card = {
      number: "4242424242424242",
      expMonth: 12,
      expYear: 2040,
      cvc: "123",
      holder: "Event Guest",
    };
    const started = await server.post(
      "subscription/start",
      { plan: "vxtv", currency: "EUR", card },
      guest.bearer,
    );
    expect(started.status).toBe(200);
    expect(await pushedSoFar(socket, ["vip.update", "tv.update"])).toEqual([
      { type: "vip.update", isVip: false, vipUntil: null },
      { type: "tv.update", isVXTVAboSubscriber: true },
    ]);
    await server.post("subscription/cancel", { plan: "vxtv" }, guest.bearer);
    const renewed = await operator("internal/subscriptions/renew", { at: "2099-01-01T00:00:00Z" });
    expect(await renewed.json()).toMatchObject({ ended: expect.any(Number) });
    expect(await pushedSoFar(socket, ["vip.update", "tv.update"])).toEqual([
      { type: "vip.update", isVip: false, vipUntil: null },
      { type: "tv.update", isVXTVAboSubscriber: true },
    ]);
    socket.close();
  });

  it("the link of the verification mail pushes email.verified", async () => {
    const guest = await signUpGuest(server);
    const socket = await socketOf(guest);
    const { mails } = (await (await server.fetch("/dev/mailbox.json")).json()) as {
      mails: { to: string; text: string }[];
    };
    const link = /(http:\/\/\S+)/.exec(mails.find((mail) => mail.to === guest.email)?.text ?? "")?.[1] ?? "";
    expect((await server.fetch(new URL(link).pathname)).status).toBe(303);
    expect(await pushedSoFar(socket, ["email.verified"])).toEqual([{ type: "email.verified" }]);
    socket.close();
  });
});
