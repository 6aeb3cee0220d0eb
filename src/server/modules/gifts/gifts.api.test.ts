import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TGuestState } from "../../../common/contracts/accounts.ts";
import type { TChannel, TGiftStore, TMessagePage, TSendResult } from "../../../common/contracts/messenger.ts";
import { VOUCHER_TYPES } from "../../../common/enums.ts";
import { queryRows } from "../../db/client.ts";
import { guests, vouchers } from "../../db/schema/index.ts";
import { buildActor } from "../../test/factories.ts";
import { signUpGuest } from "../../test/guests.ts";
import { startTestServer, TEST_OPERATOR_KEY, type TestServer } from "../../test/testServer.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type Guest = Awaited<ReturnType<typeof signUpGuest>>;
type Failure = { error: { code: string; details?: Record<string, unknown> } };
const operator = { "x-operator-key": TEST_OPERATOR_KEY };
// The demo store (migration 0014): rose 5, heart 3, champagne 10, diamond 50 (VIP), vibe-short 10 (toy).
const ROSE = 1;
const HEART = 2;
const CHAMPAGNE = 6;
const DIAMOND = 9;
const VIBE = 12;

async function call<T>(
  method: "GET" | "POST",
  path: string,
  options: { guest?: Guest | null; body?: unknown; status?: number; headers?: Record<string, string> } = {},
): Promise<T> {
  const headers = { ...(options.guest ? options.guest.bearer : {}), ...options.headers };
  const response =
    method === "GET"
      ? await server.fetch(`/rest/v1/${path}`, { headers })
      : await server.post(path, options.body ?? {}, headers);
  const answer = await response.json();
  expect(response.status, JSON.stringify(answer)).toBe(options.status ?? 200);
  return answer as T;
}
const grant = (guestId: number, gifts: { giftId: number; count: number }[], status = 200) =>
  call<{ boughtGifts: Record<string, number> } & Failure>("POST", "internal/grantMessengerGifts", {
    body: { guestId, gifts, reason: "test" },
    headers: operator,
    status,
  });
const openChannel = async (guest: Guest, actorId: number) =>
  (await call<{ channel: TChannel }>("GET", `messenger/channel/actor/${actorId}`, { guest })).channel;
const send = (
  guest: Guest,
  channelId: number,
  body: { text?: string; gifts?: { giftId: number; quantity: number }[]; expectedPrice: number },
  status = 200,
  key?: string,
) =>
  call<TSendResult & Failure>("POST", `messenger/channel/${channelId}/send`, {
    guest,
    body,
    status,
    headers: key ? { "idempotency-key": key } : {},
  });

async function books(guestId: number) {
  const [row] = await queryRows<{ balance: number; sum: number }>(
    server.database.db,
    sql`select coalesce((select w.balance from wallet_balances w where w.guest_id = g.id), 0) as balance, coalesce((select sum(delta) from ledger_entries l where l.guest_id = g.id), 0)::int as sum
      from guests g where g.id = ${guestId}`,
  );
  return row;
}

describe("the gift store", () => {
  it("lists active gifts by category, translated, with VIP gifts and toy controls", async () => {
    const guest = await signUpGuest(server);
    await call("GET", "messenger/gifts", { status: 401 });
    const store = await call<TGiftStore>("GET", "messenger/gifts?language=de", {
      guest,
    });
    expect(store.categories.map((category) => category.name)).toEqual([
      "Romantik",
      "Party",
      "Luxus",
      "Toy-Steuerung",
    ]);
    const gifts = store.categories.flatMap((category) => category.gifts);
    expect(gifts.find((gift) => gift.id === ROSE)).toMatchObject({
      name: "rose",
      label: "Rose",
      price: { value: 5, currency: "VXC", symbol: "VXC" },
      imageUrl: "/gifts/rose.svg",
      vip: false,
      toy: null,
    });
    expect(gifts.find((gift) => gift.id === DIAMOND)?.vip).toBe(true);
    expect(gifts.find((gift) => gift.id === VIBE)?.toy).toEqual({
      duration: 10,
      displayName: "Vibration 10 s",
      random: false,
    });
    expect(gifts.find((gift) => gift.id === HEART)?.translations).toContainEqual({
      language: "es",
      name: "name",
      value: "Corazón",
    });
    expect(store.boughtGifts).toEqual({});
    const english = await call<TGiftStore>("GET", "messenger/gifts?language=en", {
      guest,
    });
    expect(english.categories[0]?.name).toBe("Romance");
  });

  it("grants gifts through the operator API, shown in the store and the guest state", async () => {
    const guest = await signUpGuest(server);
    const forbidden = await server.post(
      "internal/grantMessengerGifts",
      { guestId: guest.guest.id, gifts: [{ giftId: ROSE, count: 2 }], reason: "x" },
      {},
    );
    expect(forbidden.status).toBe(403);
    expect((await grant(guest.guest.id, [{ giftId: ROSE, count: 2 }])).boughtGifts).toEqual({ [ROSE]: 2 });
    expect(
      (
        await grant(guest.guest.id, [
          { giftId: ROSE, count: 1 },
          { giftId: HEART, count: 1 },
        ])
      ).boughtGifts,
    ).toEqual({
      [ROSE]: 3,
      [HEART]: 1,
    });
    const unknown = await grant(guest.guest.id, [{ giftId: 9999, count: 1 }], 400);
    expect(unknown.error).toMatchObject({ code: "VALIDATION_FAILED", details: { giftIds: [9999] } });
    await grant(2_000_000_000, [{ giftId: ROSE, count: 1 }], 404);
    await grant(guest.guest.id, [{ giftId: ROSE, count: 0 }], 400);
    const state = await call<TGuestState>("POST", "guest/profile/get", { guest });
    expect(state.boughtGifts).toEqual({ [ROSE]: 3, [HEART]: 1 });
    expect((await call<TGiftStore>("GET", "messenger/gifts", { guest })).boughtGifts).toEqual({
      [ROSE]: 3,
      [HEART]: 1,
    });
  });
});

describe("sending gifts", () => {
  it("takes own gifts first, then charges the rest with the message, once per key", async () => {
    const actor = await buildActor({ db: server.database.db }, { priceMessage: 2, freeMessages: 0 });
    const guest = await signUpGuest(server, { coins: 100 });
    await grant(guest.guest.id, [{ giftId: ROSE, count: 1 }]);
    const channel = await openChannel(guest, actor.id);
    // 3 roses (1 own, 2 at 5) + 1 champagne (10) + the text (2) = 22 VXC.
    const body = {
      text: "For you",
      gifts: [
        { giftId: ROSE, quantity: 3 },
        { giftId: CHAMPAGNE, quantity: 1 },
      ],
      expectedPrice: 22,
    };
    const tooLow = await send(guest, channel.id, { ...body, expectedPrice: 21 }, 409);
    expect(tooLow.error.details).toMatchObject({ price: 22 });
    const sent = await send(guest, channel.id, body, 200, "gift-key-1");
    expect(sent).toMatchObject({ charged: 22, guestBalance: 78, ownGiftsUsed: true });
    expect(sent.message.gifts).toEqual([
      { giftId: ROSE, label: "Rose", imageUrl: "/gifts/rose.svg", quantity: 3, toy: null },
      expect.objectContaining({ giftId: CHAMPAGNE, quantity: 1 }),
    ]);
    const again = await send(guest, channel.id, body, 200, "gift-key-1");
    expect(again.message.id).toBe(sent.message.id);
    expect(await books(guest.guest.id)).toEqual({ balance: 78, sum: 78 });
    expect((await call<TGuestState>("POST", "guest/profile/get", { guest })).boughtGifts).toEqual({});
    const page = await call<TMessagePage>("GET", `messenger/channel/${channel.id}/messages`, { guest });
    expect(page.messages[0]?.gifts.map((gift) => [gift.giftId, gift.quantity])).toEqual([
      [ROSE, 3],
      [CHAMPAGNE, 1],
    ]);
    const [parts] = await queryRows<{ owned: number; coins: number }>(
      server.database.db,
      sql`select sum(from_owned)::int as owned, sum(coins)::int as coins from messenger_message_gifts where message_id = ${sent.message.id}`,
    );
    expect(parts).toEqual({ owned: 1, coins: 20 });
  });

  it("sends gifts without text, paid by own gifts and gift vouchers at no cost", async () => {
    const actor = await buildActor({ db: server.database.db }, { priceMessage: 2, freeMessages: 0 });
    const guest = await signUpGuest(server);
    await grant(guest.guest.id, [{ giftId: HEART, count: 2 }]);
    const now = new Date();
    await server.database.db.insert(vouchers).values({
      guestId: guest.guest.id,
      type: VOUCHER_TYPES.messengerGift,
      amount: 1,
      remaining: 1,
      validFrom: new Date(now.getTime() - 60_000),
      validTo: new Date(now.getTime() + 86_400_000),
      source: "test",
    });
    const channel = await openChannel(guest, actor.id);
    // 2 own hearts, the voucher pays the champagne: nothing to pay, no text, no message price.
    const sent = await send(guest, channel.id, {
      gifts: [
        { giftId: HEART, quantity: 2 },
        { giftId: CHAMPAGNE, quantity: 1 },
      ],
      expectedPrice: 0,
    });
    expect(sent).toMatchObject({ charged: 0, voucherUsed: true, ownGiftsUsed: true });
    expect(sent.channel.subject).toContain("Gift");
    // Nothing left: the next heart costs its price, and the guest has no coins.
    const broke = await send(
      guest,
      channel.id,
      { gifts: [{ giftId: HEART, quantity: 1 }], expectedPrice: 3 },
      402,
    );
    expect(broke.error.code).toBe("INSUFFICIENT_FUNDS");
    const [count] = await queryRows<{ n: number }>(
      server.database.db,
      sql`select count(*)::int as n from messenger_messages where channel_id = ${channel.id}`,
    );
    expect(count?.n).toBe(1);
  });

  it("refuses unknown gifts, VIP gifts for non-VIPs, toys of offline performers and bad payloads", async () => {
    const actor = await buildActor(
      { db: server.database.db },
      { priceMessage: 2, freeMessages: 0, isOnline: false },
    );
    const guest = await signUpGuest(server, { coins: 200 });
    await grant(guest.guest.id, [{ giftId: ROSE, count: 1 }]);
    const channel = await openChannel(guest, actor.id);
    const unknown = await send(
      guest,
      channel.id,
      { gifts: [{ giftId: 4242, quantity: 1 }], expectedPrice: 100 },
      400,
    );
    expect(unknown.error).toMatchObject({ code: "VALIDATION_FAILED", details: { giftIds: [4242] } });
    const vip = await send(
      guest,
      channel.id,
      { gifts: [{ giftId: DIAMOND, quantity: 1 }], expectedPrice: 100 },
      403,
    );
    expect(vip.error.details).toEqual({ restriction: "needVip" });
    const toy = await send(
      guest,
      channel.id,
      { gifts: [{ giftId: VIBE, quantity: 1 }], expectedPrice: 100 },
      403,
    );
    expect(toy.error.details).toEqual({ restriction: "actorOffline" });
    await send(guest, channel.id, { expectedPrice: 2 }, 400);
    await send(
      guest,
      channel.id,
      { text: "x", gifts: [{ giftId: ROSE, quantity: 0 }], expectedPrice: 2 },
      400,
    );
    await send(guest, channel.id, { gifts: [{ giftId: ROSE, quantity: 21 }], expectedPrice: 500 }, 400);
    await send(
      guest,
      channel.id,
      {
        gifts: [
          { giftId: ROSE, quantity: 1 },
          { giftId: ROSE, quantity: 1 },
        ],
        expectedPrice: 10,
      },
      400,
    );
    await send(
      guest,
      channel.id,
      { gifts: [{ giftId: "rose", quantity: 1 }] as never, expectedPrice: 10 },
      400,
    );
    // Nothing was written and the own rose is still there.
    expect(await books(guest.guest.id)).toEqual({ balance: 200, sum: 200 });
    expect((await call<TGuestState>("POST", "guest/profile/get", { guest })).boughtGifts).toEqual({
      [ROSE]: 1,
    });

    // A VIP sends the diamond; the toy works once the performer is online.
    await server.database.db
      .update(guests)
      .set({ vipUntil: new Date(Date.now() + 86_400_000) })
      .where(eq(guests.id, guest.guest.id));
    await send(guest, channel.id, { gifts: [{ giftId: DIAMOND, quantity: 1 }], expectedPrice: 50 });
    await call("POST", `internal/actors/${actor.id}/online`, { headers: operator });
    const toySent = await send(guest, channel.id, {
      gifts: [{ giftId: VIBE, quantity: 1 }],
      expectedPrice: 10,
    });
    expect(toySent.message.gifts[0]?.toy).toEqual({ durationSeconds: 10, random: false });
    expect(await books(guest.guest.id)).toEqual({ balance: 140, sum: 140 });
  });

  it("grants gifts through a bonus code", async () => {
    const guest = await signUpGuest(server);
    const validTo = new Date(Date.now() + 86_400_000).toISOString();
    const bad = await call<Failure>("POST", "internal/bonusCodes", {
      headers: operator,
      body: { code: "GIFTS-NOPE", benefits: [{ kind: "messengerGifts", giftId: 777, count: 1 }], validTo },
      status: 400,
    });
    expect(bad.error.details).toEqual({ giftIds: [777] });
    await call("POST", "internal/bonusCodes", {
      headers: operator,
      body: { code: "ROSES-3", benefits: [{ kind: "messengerGifts", giftId: ROSE, count: 3 }], validTo },
      status: 201,
    });
    await call("POST", "guest/redeemBonus", { guest, body: { code: "roses-3" } });
    expect((await call<TGuestState>("POST", "guest/profile/get", { guest })).boughtGifts).toEqual({
      [ROSE]: 3,
    });
  });
});
