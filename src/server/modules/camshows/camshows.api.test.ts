import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TCamShowList, TICKET_ERROR, type TTicketResult } from "../../../common/contracts/camshows.ts";
import { VOUCHER_TYPES } from "../../../common/enums.ts";
import { vouchers, walletBalances } from "../../db/schema/index.ts";
import { buildActor } from "../../test/factories.ts";
import { signUpGuest } from "../../test/guests.ts";
import { TestSocket } from "../../test/socketClient.ts";
import { startTestServer, TEST_OPERATOR_KEY, type TestServer } from "../../test/testServer.ts";
import { runShowClock } from "./index.ts";

/**
 * Cam shows through the real HTTP stack (docs/REST.md "Cam shows"): the operator schedules, changes
 * and cancels; guests list the calendar, buy a ticket (coins, voucher, free) and give it back, with
 * every refusal's errorCode; at show time the holders are invited and LIVESHOW admits them only.
 */
let server: TestServer;
let clock = Date.now();
beforeAll(async () => {
  server = await startTestServer({ now: () => new Date(clock) });
});
afterAll(() => server.close());

const db = () => server.database.db;
type Guest = Awaited<ReturnType<typeof signUpGuest>>;
const operatorHeaders = { "x-operator-key": TEST_OPERATOR_KEY };
const inMinutes = (minutes: number) => new Date(clock + minutes * 60_000).toISOString();

async function schedule(actorId: number, body: Record<string, unknown> = {}) {
  const response = await server.post(
    `internal/actors/${actorId}/camshows`,
    { start: inMinutes(60), lengthMinutes: 30, price: 40, seats: 2, title: "Late night", ...body },
    operatorHeaders,
  );
  expect(response.status).toBe(201);
  return (await response.json()) as { id: number; start: string };
}

const buy = (guest: Guest | null, body: unknown) =>
  server.post("camshows/tickets", body, guest?.bearer ?? {});
const remove = (guest: Guest, id: number) => server.post("camshows/tickets/remove", { id }, guest.bearer);
const list = async (guest: Guest | null, query = "") =>
  (await (
    await server.fetch(`/rest/v1/camshows${query}`, { headers: guest?.bearer ?? {} })
  ).json()) as TCamShowList;
const balance = async (guest: Guest) => {
  const [row] = await db()
    .select({ balance: walletBalances.balance })
    .from(walletBalances)
    .where(eq(walletBalances.guestId, guest.guest.id));
  return row?.balance ?? 0;
};

async function refusal(response: Response, status: number, errorCode: number) {
  expect(response.status).toBe(status);
  const body = (await response.json()) as {
    error: { code: string; details: { success: boolean; errorCode: number } };
  };
  expect(body.error.details).toMatchObject({ success: false, errorCode });
}

describe("buying and giving back tickets", () => {
  it("sells a ticket for coins, lists it bought, and refunds it once when given back", async () => {
    const actor = await buildActor({ db: db() }, { name: "Showgirl" });
    const show = await schedule(actor.id, { featured: true });
    const guest = await signUpGuest(server, { coins: 100 });
    const bought = await buy(guest, { id: show.id, modelId: actor.id, start: show.start, creationType: "C" });
    expect(bought.status).toBe(201);
    expect((await bought.json()) as TTicketResult).toMatchObject({
      success: true,
      errorCode: 0,
      payment: "coins",
      coins: 40,
      balance: 60,
    });
    const [day] = (await list(guest, `?actorId=${actor.id}`)).days;
    expect(day?.shows[0]).toMatchObject({
      id: show.id,
      actorName: "Showgirl",
      isBought: true,
      canBuy: false,
      hasStarted: false,
      seatsLeft: 1,
      isFeatured: true,
      price: { value: 40, currency: "VXC" },
      priceEuroCents: 1000,
    });
    expect((await list(null, `?actorId=${actor.id}`)).days[0]?.shows[0]).toMatchObject({
      isBought: false,
      canBuy: true,
    });
    const state = async (who: Guest | null) =>
      (await (
        await server.fetch(`/rest/v1/actor/getActorStateById/${actor.id}`, { headers: who?.bearer ?? {} })
      ).json()) as { guestHasTicket: boolean };
    const button = async (who: Guest | null) =>
      (await (
        await server.fetch(`/rest/v1/actor/getChatButtonConfig/${actor.id}`, { headers: who?.bearer ?? {} })
      ).json()) as { isTicketShowAvailable: boolean; guestHasTicket: boolean };
    expect(await state(guest)).toMatchObject({ guestHasTicket: true });
    expect(await state(null)).toMatchObject({ guestHasTicket: false });
    expect(await button(guest)).toMatchObject({ isTicketShowAvailable: true, guestHasTicket: true });
    await refusal(
      await buy(guest, { id: show.id, modelId: actor.id, start: show.start }),
      409,
      TICKET_ERROR.alreadyBought,
    );
    const removed = await remove(guest, show.id);
    expect(removed.status).toBe(200);
    expect(await removed.json()).toMatchObject({ success: true, coins: 40, balance: 100 });
    // A retry refunds nothing more and still answers success.
    expect(await (await remove(guest, show.id)).json()).toMatchObject({
      success: true,
      coins: 0,
      balance: 100,
    });
    expect(await balance(guest)).toBe(100);
  });

  it("pays with a live-show voucher before coins, and a free show costs nothing", async () => {
    const actor = await buildActor({ db: db() });
    const paid = await schedule(actor.id);
    const free = await schedule(actor.id, { start: inMinutes(120), price: 0 });
    const guest = await signUpGuest(server, { coins: 10 });
    await db()
      .insert(vouchers)
      .values({
        guestId: guest.guest.id,
        type: VOUCHER_TYPES.liveShow,
        amount: 1,
        remaining: 1,
        validFrom: new Date(clock - 60_000),
        validTo: new Date(clock + 86_400_000),
        source: "test",
      });
    const byVoucher = await buy(guest, { id: paid.id, modelId: actor.id, start: paid.start });
    expect(await byVoucher.json()).toMatchObject({
      success: true,
      payment: "voucher",
      coins: 0,
      balance: 10,
    });
    const byNothing = await buy(guest, { id: free.id, modelId: actor.id, start: free.start });
    expect(await byNothing.json()).toMatchObject({ success: true, payment: "free", coins: 0, balance: 10 });
    // Given back, the voucher is usable again.
    expect(await (await remove(guest, paid.id)).json()).toMatchObject({ success: true, payment: "voucher" });
    const benefits = (await (
      await server.fetch("/rest/v1/guest/benefits", { headers: guest.bearer })
    ).json()) as {
      chatShowTickets: number;
    };
    expect(benefits.chatShowTickets).toBe(1);
  });

  it("refuses with the documented codes", async () => {
    const actor = await buildActor({ db: db() });
    const show = await schedule(actor.id, { seats: 1 });
    const poor = await signUpGuest(server, { coins: 5 });
    const rich = await signUpGuest(server, { coins: 500 });
    const other = await signUpGuest(server, { coins: 500 });
    const ok = { id: show.id, modelId: actor.id, start: show.start };
    expect((await buy(null, ok)).status).toBe(401);
    for (const bad of [
      {},
      { ...ok, id: "x" },
      { ...ok, start: "tomorrow" },
      { ...ok, creationType: "X" },
      { ...ok, extra: 1 },
    ])
      expect((await buy(rich, bad)).status, JSON.stringify(bad)).toBe(400);
    await refusal(await buy(rich, { ...ok, id: 999_999 }), 404, TICKET_ERROR.showNotFound);
    await refusal(await buy(rich, { ...ok, modelId: actor.id + 1 }), 404, TICKET_ERROR.showNotFound);
    await refusal(await buy(rich, { ...ok, start: inMinutes(61) }), 409, TICKET_ERROR.startMoved);
    await refusal(await buy(rich, { ...ok, promoCode: "FREE" }), 400, TICKET_ERROR.invalidPromoCode);
    await refusal(await buy(poor, ok), 402, TICKET_ERROR.insufficientFunds);
    expect((await buy(rich, ok)).status).toBe(201);
    await refusal(await buy(other, ok), 409, TICKET_ERROR.soldOut);
    await refusal(await remove(other, show.id), 404, TICKET_ERROR.noTicket);
    await refusal(await remove(other, 999_999), 404, TICKET_ERROR.showNotFound);
    expect(await balance(poor)).toBe(5);
    expect(await balance(other)).toBe(500);
  });
});

describe("the operator's shows", () => {
  it("changes and cancels a show; a cancel refunds every ticket once and tells the holders", async () => {
    const actor = await buildActor({ db: db() });
    const show = await schedule(actor.id, { seats: 3 });
    const holders = [await signUpGuest(server, { coins: 100 }), await signUpGuest(server, { coins: 100 })];
    for (const guest of holders)
      expect((await buy(guest, { id: show.id, modelId: actor.id, start: show.start })).status).toBe(201);
    const patch = (body: unknown) =>
      server.fetch(`/rest/v1/internal/camshows/${show.id}`, {
        method: "PATCH",
        headers: { ...operatorHeaders, "content-type": "application/json" },
        body: JSON.stringify(body),
      });
    expect((await patch({ seats: 1 })).status).toBe(409);
    expect((await patch({ start: inMinutes(-5) })).status).toBe(400);
    expect((await patch({})).status).toBe(400);
    expect((await patch({ title: "Moved", featured: true })).status).toBe(200);
    // Another show at the same time of the same performer overlaps.
    expect(
      (
        await server.post(
          `internal/actors/${actor.id}/camshows`,
          { start: show.start, lengthMinutes: 10, price: 0, seats: 1, title: "x" },
          operatorHeaders,
        )
      ).status,
    ).toBe(409);
    expect(
      (await server.post(`internal/actors/${actor.id}/camshows`, { start: show.start }, {})).status,
    ).toBe(403);
    const socket = await TestSocket.open(server.url);
    socket.send({ type: "session.request", accessToken: holders[0]?.accessToken, language: "en" });
    await socket.next("session.ack");
    const cancel = () => server.post(`internal/camshows/${show.id}/cancel`, {}, operatorHeaders);
    expect(await (await cancel()).json()).toEqual({ success: true, cancelled: true, refunded: 2 });
    expect(await (await cancel()).json()).toEqual({ success: true, cancelled: true, refunded: 0 });
    for (const guest of holders) expect(await balance(guest)).toBe(100);
    expect(await socket.next("camshow.ticketRemoved")).toEqual({
      type: "camshow.ticketRemoved",
      showId: show.id,
      reason: "cancelled",
    });
    const note = (await socket.next("notification.added")) as {
      notification: { type: number; title: string };
    };
    expect(note.notification).toMatchObject({ type: 32, title: expect.stringContaining("cancelled") });
    socket.close();
    expect((await list(null, `?actorId=${actor.id}`)).days).toEqual([]);
  });
});

describe("show time", () => {
  it("invites the holders, marks her show running, and admits ticket holders only to LIVESHOW", async () => {
    const actor = await buildActor({ db: db() }, { isOnline: true });
    const show = await schedule(actor.id, { start: inMinutes(10), price: 10, seats: 5 });
    const holder = await signUpGuest(server, { coins: 100 });
    const stranger = await signUpGuest(server, { coins: 100 });
    expect((await buy(holder, { id: show.id, modelId: actor.id, start: show.start })).status).toBe(201);
    const socket = await TestSocket.open(server.url);
    socket.send({ type: "session.request", accessToken: holder.accessToken, language: "en" });
    await socket.next("session.ack");
    // 15 minutes ahead: the reminder, once.
    expect(await runShowClock({ db: db(), now: new Date(clock) })).toMatchObject({ reminded: 1, started: 0 });
    expect(await runShowClock({ db: db(), now: new Date(clock) })).toMatchObject({ reminded: 0 });
    server.app.ctx.wakeOutbox();
    expect(
      ((await socket.next("notification.added")) as { notification: { type: number } }).notification.type,
    ).toBe(30);
    clock += 10 * 60_000;
    expect(await runShowClock({ db: db(), now: new Date(clock) })).toMatchObject({ started: 1 });
    server.app.ctx.wakeOutbox();
    expect(await socket.next("camshow.invitation")).toEqual({
      type: "camshow.invitation",
      showId: show.id,
      actorId: actor.id,
    });
    const [day] = (await list(holder, `?actorId=${actor.id}`)).days;
    expect(day?.shows[0]).toMatchObject({ hasStarted: true, canBuy: false, isBought: true });
    const join = (guest: Guest) =>
      server.post("livechat/start", { actorId: actor.id, chatType: "LIVESHOW" }, guest.bearer);
    const refused = await join(stranger);
    expect(refused.status).toBe(403);
    expect(JSON.stringify(await refused.json())).toContain("noTicket");
    const joined = await join(holder);
    expect(joined.status).toBe(201);
    expect(await joined.json()).toMatchObject({ chatType: "LIVESHOW" });
    // Giving a ticket back after the start is refused.
    await refusal(await remove(holder, show.id), 409, TICKET_ERROR.alreadyStarted);
    clock += 30 * 60_000;
    expect(await runShowClock({ db: db(), now: new Date(clock) })).toMatchObject({ ended: 1 });
    socket.close();
  });
});

describe("calendar feeds", () => {
  it("gives a guest a private ICS feed of their tickets and every performer a public one", async () => {
    const actor = await buildActor({ db: db() }, { name: "Icsgirl" });
    const show = await schedule(actor.id, { title: "Late, night; show", start: inMinutes(300) });
    const other = await schedule(actor.id, { title: "Second", start: inMinutes(600) });
    const guest = await signUpGuest(server, { coins: 100 });
    expect((await buy(guest, { id: show.id, modelId: actor.id, start: show.start })).status).toBe(201);
    const feed = await server.fetch("/rest/v1/camshows/ics/feedUrl", { headers: guest.bearer });
    const { url } = (await feed.json()) as { url: string };
    expect(url).toMatch(/\/rest\/v1\/camshows\/ics\/guest\/[\w-]{20,}\?language=en$/);
    // The same URL every time.
    expect(
      await (await server.fetch("/rest/v1/camshows/ics/feedUrl", { headers: guest.bearer })).json(),
    ).toMatchObject({ url });
    const mine = await server.fetch(new URL(url).pathname);
    expect(mine.status).toBe(200);
    expect(mine.headers.get("content-type")).toContain("text/calendar");
    const text = await mine.text();
    expect(text).toContain(`UID:camshow-${show.id}@velvet`);
    expect(text).toContain("SUMMARY:Icsgirl: Late\\, night\\; show");
    expect(text).not.toContain(`camshow-${other.id}@`);
    expect(text.split("\r\n").every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    // A cancelled show stays in the feed as CANCELLED, so the guest's calendar drops it.
    await server.post(`internal/camshows/${show.id}/cancel`, {}, operatorHeaders);
    expect(await (await server.fetch(new URL(url).pathname)).text()).toContain("STATUS:CANCELLED");
    const publicFeed = await (await server.fetch(`/rest/v1/camshows/ics/actor/${actor.id}`)).text();
    expect(publicFeed).toContain(`UID:camshow-${other.id}@velvet`);
    expect(publicFeed).toContain("BEGIN:VCALENDAR\r\n");
    expect((await server.fetch("/rest/v1/camshows/ics/guest/not-a-real-token-0000000")).status).toBe(404);
    expect((await server.fetch("/rest/v1/camshows/ics/guest/x")).status).toBe(400);
    expect((await server.fetch("/rest/v1/camshows/ics/actor/999999")).status).toBe(404);
    expect((await server.fetch("/rest/v1/camshows/ics/feedUrl")).status).toBe(401);
  });
});
