import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type TCamShowList,
  TICKET_ERROR,
  type TPromoCode,
  type TTicketPrice,
} from "../../../common/contracts/camshows.ts";
import { guests, notifications, walletBalances } from "../../db/schema/index.ts";
import { buildActor } from "../../test/factories.ts";
import { signUpGuest } from "../../test/guests.ts";
import { TestSocket } from "../../test/socketClient.ts";
import { startTestServer, TEST_OPERATOR_KEY, type TestServer } from "../../test/testServer.ts";
import { runShowClock } from "./index.ts";

/**
 * Cam shows' promo codes, titles per language, free shows and the guest's feed token through the
 * real HTTP stack (docs/REST.md "Cam shows"): every refusal charges nothing and takes no use.
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
let codes = 0;
let slots = 0;
const uniqueCode = (prefix = "SHOW") => `${prefix}${++codes}x${Date.now() % 100_000}`;

async function schedule(actorId: number, body: Record<string, unknown> = {}) {
  const response = await server.post(
    `internal/actors/${actorId}/camshows`,
    {
      start: inMinutes(60 + 60 * ++slots),
      lengthMinutes: 30,
      price: 40,
      seats: 5,
      title: "Late night",
      ...body,
    },
    operatorHeaders,
  );
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as { id: number; start: string };
}

const makeCode = (body: Record<string, unknown>, headers: Record<string, string> = operatorHeaders) =>
  server.post("internal/camshows/promoCodes", body, headers);
async function promo(body: Record<string, unknown>): Promise<TPromoCode> {
  const response = await makeCode(body);
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { promoCode: TPromoCode }).promoCode;
}
const usesOf = async (id: number) =>
  (
    (await (
      await server.fetch(`/rest/v1/internal/camshows/promoCodes/${id}`, { headers: operatorHeaders })
    ).json()) as {
      promoCode: TPromoCode;
    }
  ).promoCode.uses;

const buy = (guest: Guest, show: { id: number; start: string }, actorId: number, promoCode?: string) =>
  server.post(
    "camshows/tickets",
    { id: show.id, modelId: actorId, start: show.start, promoCode },
    guest.bearer,
  );
const remove = (guest: Guest, id: number) => server.post("camshows/tickets/remove", { id }, guest.bearer);
const list = async (query: string, guest?: Guest) =>
  (await (
    await server.fetch(`/rest/v1/camshows${query}`, { headers: guest?.bearer ?? {} })
  ).json()) as TCamShowList;
const balance = async (guest: Guest) =>
  (
    await db()
      .select({ balance: walletBalances.balance })
      .from(walletBalances)
      .where(eq(walletBalances.guestId, guest.guest.id))
  )[0]?.balance ?? 0;
const seatsLeft = async (actorId: number, showId: number) =>
  (await list(`?actorId=${actorId}&days=31`)).days.flatMap((d) => d.shows).find((s) => s.id === showId)
    ?.seatsLeft;

async function refusal(response: Response, status: number, errorCode: number) {
  expect(response.status).toBe(status);
  const body = (await response.json()) as { error: { details: { success: boolean; errorCode: number } } };
  expect(body.error.details).toMatchObject({ success: false, errorCode });
}

describe("ticket promo codes", () => {
  it("lets the operator create codes and refuses bad ones", async () => {
    const actor = await buildActor({ db: db() });
    const show = await schedule(actor.id);
    const code = uniqueCode("Spring");
    for (const bad of [
      {},
      { code },
      { code, percentOff: 10, coinsOff: 5 },
      { code, percentOff: 0 },
      { code, percentOff: 101 },
      { code, coinsOff: -1 },
      { code: "a b", percentOff: 10 },
      { code: "ab", percentOff: 10 },
      { code, percentOff: 10, maxUses: 0 },
      { code, percentOff: 10, validFrom: inMinutes(10), validUntil: inMinutes(5) },
      { code, percentOff: 10, extra: true },
    ])
      expect((await makeCode(bad)).status, JSON.stringify(bad)).toBe(400);
    expect((await makeCode({ code, percentOff: 10 }, {})).status).toBe(403);
    expect((await makeCode({ code, percentOff: 10, actorId: 999_999 })).status).toBe(404);
    expect((await makeCode({ code, percentOff: 10, showId: 999_999 })).status).toBe(404);
    const other = await buildActor({ db: db() });
    expect((await makeCode({ code, percentOff: 10, showId: show.id, actorId: other.id })).status).toBe(400);
    const made = await promo({ code, percentOff: 10, showId: show.id, maxUses: 3 });
    expect(made).toMatchObject({
      code,
      percentOff: 10,
      coinsOff: null,
      actorId: actor.id,
      showId: show.id,
      uses: 0,
    });
    // Unique whatever the case.
    expect((await makeCode({ code: code.toUpperCase(), coinsOff: 5 })).status).toBe(409);
    expect(
      (await server.fetch("/rest/v1/internal/camshows/promoCodes/999999", { headers: operatorHeaders }))
        .status,
    ).toBe(404);
  });

  it("lists the operator's promo codes and ends one so that it sells no more", async () => {
    const actor = await buildActor({ db: db() });
    const other = await buildActor({ db: db() });
    const show = await schedule(actor.id, { price: 40 });
    const first = await promo({ code: `LIST-${actor.id}-A`, percentOff: 10, actorId: actor.id });
    const second = await promo({ code: `LIST-${actor.id}-B`, coinsOff: 5, showId: show.id });
    await promo({ code: `LIST-${other.id}-C`, coinsOff: 5, actorId: other.id });
    const listCodes = async (query: string) => {
      const response = await server.fetch(`/rest/v1/internal/camshows/promoCodes${query}`, {
        headers: operatorHeaders,
      });
      return { status: response.status, body: (await response.json()) as { promoCodes: TPromoCode[] } };
    };
    const mine = await listCodes(`?actorId=${actor.id}`);
    expect(mine.status).toBe(200);
    expect(mine.body.promoCodes.map((p) => p.id)).toEqual([second.id, first.id]);
    expect((await listCodes("?limit=1")).body.promoCodes).toHaveLength(1);
    for (const bad of ["?limit=0", "?limit=501", "?actorId=x", "?colour=red"])
      expect((await listCodes(bad)).status, bad).toBe(400);
    expect((await server.fetch("/rest/v1/internal/camshows/promoCodes", { headers: {} })).status).toBe(403);

    const guest = await signUpGuest(server, { coins: 100 });
    const end = () => server.post(`internal/camshows/promoCodes/${first.id}/end`, {}, operatorHeaders);
    const ended = await end();
    expect(ended.status).toBe(200);
    const { promoCode } = (await ended.json()) as { promoCode: TPromoCode };
    expect(promoCode.validUntil).not.toBeNull();
    // Ending again keeps the first end.
    expect(((await (await end()).json()) as { promoCode: TPromoCode }).promoCode.validUntil).toBe(
      promoCode.validUntil,
    );
    const refused = await buy(guest, show, actor.id, first.code);
    expect(refused.status).toBe(400);
    expect(await balance(guest)).toBe(100);
    expect((await server.post("internal/camshows/promoCodes/999999/end", {}, operatorHeaders)).status).toBe(
      404,
    );
  });

  it("sells at the discounted price, shows it first, and gives coins and the use back on remove", async () => {
    const actor = await buildActor({ db: db() });
    const show = await schedule(actor.id, { price: 40 });
    const code = await promo({ code: uniqueCode("Quarter"), percentOff: 25, actorId: actor.id, maxUses: 5 });
    const guest = await signUpGuest(server, { coins: 100 });
    const price = await server.fetch(
      `/rest/v1/camshows/${show.id}/price?promoCode=${code.code.toLowerCase()}`,
      {
        headers: guest.bearer,
      },
    );
    expect(price.status).toBe(200);
    expect((await price.json()) as TTicketPrice).toMatchObject({
      listPrice: 40,
      price: { value: 30 },
      priceEuroCents: 750,
      promoCode: code.code,
    });
    const bought = await buy(guest, show, actor.id, code.code.toLowerCase());
    expect(bought.status).toBe(201);
    expect(await bought.json()).toMatchObject({ success: true, payment: "coins", coins: 30, balance: 70 });
    expect(await usesOf(code.id)).toBe(1);
    const removed = await remove(guest, show.id);
    expect(await removed.json()).toMatchObject({ success: true, coins: 30, balance: 100 });
    expect(await usesOf(code.id)).toBe(0);
    // The use given back, the guest may use the code again.
    expect(await (await buy(guest, show, actor.id, code.code)).json()).toMatchObject({ coins: 30 });
  });

  it("makes a free ticket of 100 % or enough coins off, still a seat, and a cancel gives the use back", async () => {
    const actor = await buildActor({ db: db() });
    const show = await schedule(actor.id, { price: 40, seats: 2 });
    const all = await promo({ code: uniqueCode("Gift"), percentOff: 100 });
    const coins = await promo({ code: uniqueCode("Fifty"), coinsOff: 50 });
    const a = await signUpGuest(server, { coins: 0 });
    const b = await signUpGuest(server, { coins: 0 });
    expect(await (await buy(a, show, actor.id, all.code)).json()).toMatchObject({
      payment: "free",
      coins: 0,
    });
    expect(await (await buy(b, show, actor.id, coins.code)).json()).toMatchObject({
      payment: "free",
      coins: 0,
    });
    expect(await seatsLeft(actor.id, show.id)).toBe(0);
    expect(
      await (await server.post(`internal/camshows/${show.id}/cancel`, {}, operatorHeaders)).json(),
    ).toMatchObject({
      refunded: 2,
    });
    expect(await usesOf(all.id)).toBe(0);
    expect(await usesOf(coins.id)).toBe(0);
  });

  it("refuses invalid, expired, out-of-scope, used-up and reused codes and charges nothing", async () => {
    const actor = await buildActor({ db: db() });
    const other = await buildActor({ db: db() });
    const show = await schedule(actor.id, { price: 40, seats: 10 });
    const second = await schedule(actor.id, { price: 40, seats: 10 });
    const guest = await signUpGuest(server, { coins: 100 });
    const expired = await promo({ code: uniqueCode("Old"), percentOff: 10, validUntil: inMinutes(-1) });
    const future = await promo({ code: uniqueCode("Soon"), percentOff: 10, validFrom: inMinutes(30) });
    const elsewhere = await promo({ code: uniqueCode("Her"), percentOff: 10, actorId: other.id });
    const otherShow = await promo({ code: uniqueCode("That"), percentOff: 10, showId: second.id });
    const once = await promo({ code: uniqueCode("Once"), percentOff: 10, maxUses: 1 });
    const each = await promo({ code: uniqueCode("Each"), percentOff: 10 });
    for (const code of ["NOPE-NOPE", expired.code, future.code, elsewhere.code, otherShow.code])
      await refusal(await buy(guest, show, actor.id, code), 400, TICKET_ERROR.invalidPromoCode);
    const first = await signUpGuest(server, { coins: 100 });
    expect((await buy(first, show, actor.id, once.code)).status).toBe(201);
    await refusal(await buy(guest, show, actor.id, once.code), 409, TICKET_ERROR.promoUsedUp);
    expect((await buy(first, second, actor.id, each.code)).status).toBe(201);
    // Once per guest: the same code on another show is refused.
    const third = await schedule(actor.id, { price: 40, seats: 10 });
    await refusal(await buy(first, third, actor.id, each.code), 409, TICKET_ERROR.promoAlreadyUsed);
    await refusal(
      await server.fetch(`/rest/v1/camshows/${third.id}/price?promoCode=${each.code}`, {
        headers: first.bearer,
      }),
      409,
      TICKET_ERROR.promoAlreadyUsed,
    );
    expect(await balance(guest)).toBe(100);
    expect(await balance(first)).toBe(100 - 36 - 36);
    expect(await seatsLeft(actor.id, show.id)).toBe(9);
    expect(await seatsLeft(actor.id, third.id)).toBe(10);
    expect(await usesOf(once.id)).toBe(1);
    expect(await usesOf(each.id)).toBe(1);
    // The price preview: login, a code, a show.
    expect((await server.fetch(`/rest/v1/camshows/${show.id}/price?promoCode=X1X`)).status).toBe(401);
    expect((await server.fetch(`/rest/v1/camshows/${show.id}/price`, { headers: guest.bearer })).status).toBe(
      400,
    );
    await refusal(
      await server.fetch(`/rest/v1/camshows/999999/price?promoCode=${each.code}`, { headers: guest.bearer }),
      404,
      TICKET_ERROR.showNotFound,
    );
    expect((await buy(guest, show, actor.id, "x".repeat(65))).status).toBe(400);
  });
});

describe("titles and descriptions per language", () => {
  it("takes one text or texts per language and presents the page's language with the fallback", async () => {
    // She speaks German first: a text without the page's language comes in hers, then in English.
    const actor = await buildActor({ db: db() }, { name: "Polyglot", languages: ["de", "en"] });
    const show = await schedule(actor.id, {
      title: { de: "Nachtshow", en: "Night show" },
      description: { de: "Spät", nl: "Laat" },
    });
    const germanOnly = await schedule(actor.id, { title: { de: "Nur Deutsch" } });
    const dutchOnly = await schedule(actor.id, { title: { nl: "Alleen Nederlands" } });
    const plain = await schedule(actor.id, { title: "Plain" });
    const shows = async (language: string) =>
      new Map(
        (await list(`?actorId=${actor.id}&days=31&language=${language}`)).days
          .flatMap((d) => d.shows)
          .map((s) => [s.id, s]),
      );
    const de = await shows("de");
    const es = await shows("es");
    const nl = await shows("nl");
    expect(de.get(show.id)).toMatchObject({
      title: "Nachtshow",
      titleLanguage: "de",
      description: "Spät",
      descriptionLanguage: "de",
    });
    expect(es.get(show.id)).toMatchObject({
      title: "Nachtshow",
      titleLanguage: "de",
      description: "Spät",
      descriptionLanguage: "de",
    });
    expect(nl.get(show.id)).toMatchObject({
      title: "Nachtshow",
      titleLanguage: "de",
      description: "Laat",
      descriptionLanguage: "nl",
    });
    expect(es.get(germanOnly.id)).toMatchObject({ title: "Nur Deutsch", titleLanguage: "de" });
    expect(de.get(dutchOnly.id)).toMatchObject({ title: "Alleen Nederlands", titleLanguage: "nl" });
    // One text without languages counts as written in hers.
    expect(es.get(plain.id)).toMatchObject({ title: "Plain", titleLanguage: "de" });
    const bad = (body: Record<string, unknown>) =>
      server.post(
        `internal/actors/${actor.id}/camshows`,
        { start: inMinutes(5000), lengthMinutes: 30, price: 0, seats: 1, ...body },
        operatorHeaders,
      );
    for (const title of [{}, { fr: "Non" }, { de: "" }, { de: "  " }, 5, "", { de: "x".repeat(121) }])
      expect((await bad({ title })).status, JSON.stringify(title)).toBe(400);
    expect((await bad({ title: "ok", description: { es: 1 } })).status).toBe(400);
    const patch = await server.fetch(`/rest/v1/internal/camshows/${plain.id}`, {
      method: "PATCH",
      headers: { ...operatorHeaders, "content-type": "application/json" },
      body: JSON.stringify({ title: { es: "Sencillo", en: "Simple" } }),
    });
    expect(patch.status).toBe(200);
    expect((await shows("es")).get(plain.id)?.title).toBe("Sencillo");
    expect((await shows("de")).get(plain.id)).toMatchObject({ title: "Simple", titleLanguage: "en" });
    // The feeds speak the language they are asked in.
    const feed = await (await server.fetch(`/rest/v1/camshows/ics/actor/${actor.id}?language=de`)).text();
    expect(feed).toContain("SUMMARY:Polyglot: Nachtshow");
    const guest = await signUpGuest(server, { coins: 100 });
    expect((await buy(guest, show, actor.id)).status).toBe(201);
    const { url } = (await (
      await server.fetch("/rest/v1/camshows/ics/feedUrl?language=de", { headers: guest.bearer })
    ).json()) as { url: string };
    expect(url).toMatch(/\?language=de$/);
    const target = new URL(url);
    const mine = await (await server.fetch(`${target.pathname}${target.search}`)).text();
    expect(mine).toContain("SUMMARY:Polyglot: Nachtshow");
    expect(mine).toContain("DESCRIPTION:Spät");
    const english = await (await server.fetch(target.pathname)).text();
    expect(english).toContain("SUMMARY:Polyglot: Night show");
    const spanish = await (await server.fetch(`${target.pathname}?language=es`)).text();
    expect(spanish).toContain("SUMMARY:Polyglot: Nachtshow");
  });
});

describe("notifications in the holder's language", () => {
  it("stores a cancelled show's title in the holder's language", async () => {
    const actor = await buildActor({ db: db() }, { languages: ["en", "de"] });
    const show = await schedule(actor.id, { title: { de: "Eins", en: "One", es: "Uno" }, price: 0 });
    const spanish = await signUpGuest(server, { coins: 0 });
    const dutch = await signUpGuest(server, { coins: 0 });
    await db().update(guests).set({ language: "es" }).where(eq(guests.id, spanish.guest.id));
    await db().update(guests).set({ language: "nl" }).where(eq(guests.id, dutch.guest.id));
    for (const guest of [spanish, dutch]) expect((await buy(guest, show, actor.id)).status).toBe(201);
    expect((await server.post(`internal/camshows/${show.id}/cancel`, {}, operatorHeaders)).status).toBe(200);
    const titleOf = async (guest: Guest) => {
      server.app.ctx.wakeOutbox();
      const [row] = await db()
        .select({ data: notifications.data })
        .from(notifications)
        .where(eq(notifications.guestId, guest.guest.id));
      return (row?.data as { title?: string } | undefined)?.title;
    };
    await expect.poll(() => titleOf(spanish)).toBe("Uno");
    // No Dutch title: the performer's own language (English first among hers).
    await expect.poll(() => titleOf(dutch)).toBe("One");
  });
});

describe("free shows", () => {
  it("tells every socket when a free show starts and stops, and admits anyone without a ticket", async () => {
    const actor = await buildActor({ db: db() }, { isOnline: true });
    const paidActor = await buildActor({ db: db() }, { isOnline: true });
    const start = clock + 20 * 60_000;
    // The paid show runs a minute ahead of the free one: had it sent freeshow.*, that would arrive first.
    await schedule(paidActor.id, { start: new Date(start).toISOString(), price: 10 });
    await schedule(actor.id, { start: new Date(start + 60_000).toISOString(), price: 0 });
    const socket = await TestSocket.open(server.url);
    socket.send({ type: "session.request", language: "en" });
    await socket.next("session.ack");
    const stranger = await signUpGuest(server, { coins: 0 });
    const join = (actorId: number) =>
      server.post("livechat/start", { actorId, chatType: "LIVESHOW" }, stranger.bearer);
    const tick = async (at: number) => {
      clock = at;
      const report = await runShowClock({ db: db(), now: new Date(clock) });
      server.app.ctx.wakeOutbox();
      return report;
    };
    expect((await tick(start)).started).toBeGreaterThanOrEqual(1);
    expect((await join(paidActor.id)).status).toBe(403);
    expect((await tick(start + 60_000)).started).toBeGreaterThanOrEqual(1);
    expect(await socket.next("freeshow.start")).toEqual({ type: "freeshow.start", actorId: actor.id });
    expect((await join(actor.id)).status).toBe(201);
    expect((await tick(start + 30 * 60_000)).ended).toBeGreaterThanOrEqual(1);
    expect((await tick(start + 31 * 60_000)).ended).toBeGreaterThanOrEqual(1);
    expect(await socket.next("freeshow.stop")).toEqual({ type: "freeshow.stop", actorId: actor.id });
    socket.close();
  });
});

describe("the guest's feed token", () => {
  it("renews (the old URL answers 404 at once) and revokes until asked again", async () => {
    const guest = await signUpGuest(server, { coins: 0 });
    const path = (url: string) => new URL(url).pathname;
    const first = (
      (await (await server.fetch("/rest/v1/camshows/ics/feedUrl", { headers: guest.bearer })).json()) as {
        url: string;
      }
    ).url;
    expect((await server.fetch(path(first))).status).toBe(200);
    const renewed = await server.post("camshows/ics/feedUrl/renew", {}, guest.bearer);
    expect(renewed.status).toBe(200);
    const second = ((await renewed.json()) as { url: string }).url;
    expect(second).not.toBe(first);
    expect((await server.fetch(path(first))).status).toBe(404);
    expect((await server.fetch(path(second))).status).toBe(200);
    const revoke = () =>
      server.fetch("/rest/v1/camshows/ics/feedUrl", { method: "DELETE", headers: guest.bearer });
    expect(await (await revoke()).json()).toEqual({ success: true, revoked: true });
    expect((await server.fetch(path(second))).status).toBe(404);
    expect(await (await revoke()).json()).toEqual({ success: true, revoked: false });
    const third = (
      (await (await server.fetch("/rest/v1/camshows/ics/feedUrl", { headers: guest.bearer })).json()) as {
        url: string;
      }
    ).url;
    expect(third).not.toBe(second);
    expect((await server.fetch(path(third))).status).toBe(200);
    expect((await server.post("camshows/ics/feedUrl/renew", {}, {})).status).toBe(401);
    expect((await server.fetch("/rest/v1/camshows/ics/feedUrl", { method: "DELETE" })).status).toBe(401);
  });
});
