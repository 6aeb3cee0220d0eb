import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TGuest } from "../../../common/contracts/accounts.ts";
import type {
  TConsumedOffer,
  TDailyBonusDay,
  TDailyClaimResult,
  TDailyOffer,
  TFiveDaysBonus,
} from "../../../common/contracts/dailybonus.ts";
import { queryRows } from "../../db/client.ts";
import { buildActor, buildAlbum, buildVideo } from "../../test/factories.ts";
import { grantCoins, signUpGuest } from "../../test/guests.ts";
import { startTestServer, TEST_OPERATOR_KEY, type TestServer } from "../../test/testServer.ts";

// 2026-11-10 13:00 in Berlin (winter time, UTC+1).
const TODAY = "2026-11-10";
const NOON = Date.parse(`${TODAY}T12:00:00Z`);
let clock = NOON;
let server: TestServer;
let ids: { actor: number; video: number; album: number; gift: number };

beforeAll(async () => {
  server = await startTestServer({ now: () => new Date(clock) });
  const ctx = { db: server.database.db, now: new Date(clock) };
  const actor = await buildActor(ctx);
  const [gift] = await queryRows<{ id: number }>(
    server.database.db,
    sql`select id from messenger_gifts order by id limit 1`,
  );
  ids = {
    actor: actor.id,
    video: (await buildVideo(ctx, actor.id, { price: 40, dailyBonusPrice: 15 })).id,
    album: (await buildAlbum(ctx, actor.id, { price: 12 })).id,
    gift: (gift as { id: number }).id,
  };
});
afterAll(() => server.close());

type Guest = Awaited<ReturnType<typeof signUpGuest>>;
const operatorHeaders = { "x-operator-key": TEST_OPERATOR_KEY };
const createOffer = (body: object, headers: Record<string, string> = operatorHeaders) =>
  server.post("internal/dailyBonus/offers", body, headers);
const offer = async (body: object): Promise<TDailyOffer> => {
  const response = await createOffer(body);
  if (response.status !== 201) throw new Error(`offer: ${response.status} ${await response.text()}`);
  return (await response.json()) as TDailyOffer;
};
const claim = (guest: Guest | null, body: unknown) =>
  server.post("dailyBonus/claim", body, guest?.bearer ?? {});
const day = async (name: string, guest?: Guest) => {
  const response = await server.fetch(`/rest/v1/dailyBonus?day=${name}`, { headers: guest?.bearer ?? {} });
  expect(response.status).toBe(200);
  return (await response.json()) as TDailyBonusDay;
};
const errorOf = async (response: Response) =>
  (await response.json()) as { error: { code: string; message: string; details?: { reason?: string } } };
const profile = async (guest: Guest) =>
  (await (await server.post("guest/profile/get", {}, guest.bearer)).json()) as TGuest;

let offers: Record<string, TDailyOffer>;

describe("the operator's offers", () => {
  it("are created per Berlin day and slot, with valid references only", async () => {
    offers = {
      yesterday: await offer({ date: "2026-11-09", kind: "oneDayVip", free: true, value: 1 }),
      vip: await offer({
        date: TODAY,
        slot: 0,
        kind: "oneDayVip",
        free: true,
        value: 1,
        title: { en: "A day of VIP" },
      }),
      voucher: await offer({
        date: TODAY,
        slot: 1,
        kind: "videoVoucher",
        free: true,
        value: 1,
        quantity: 1,
        actorId: ids.actor,
      }),
      merch: await offer({ date: TODAY, slot: 2, kind: "merchandise", free: true, value: 1 }),
      gift: await offer({
        date: TODAY,
        slot: 3,
        kind: "messengerGift",
        free: true,
        value: 2,
        giftId: ids.gift,
      }),
      percent: await offer({ date: TODAY, slot: 4, kind: "topUpPercent", free: true, value: 20 }),
      album: await offer({
        date: TODAY,
        slot: 5,
        kind: "photoAlbum",
        free: true,
        value: 1,
        albumId: ids.album,
        actorId: ids.actor,
      }),
      video: await offer({ date: TODAY, slot: 6, kind: "video", free: false, value: 1, videoId: ids.video }),
      vipOnly: await offer({ date: TODAY, slot: 7, kind: "topUpFlat", free: true, value: 50, vipOnly: true }),
      tomorrow: await offer({ date: "2026-11-11", kind: "oneDayVip", free: true, value: 1 }),
    };
    expect(offers.video).toMatchObject({
      offer: "video",
      free: false,
      effect: { name: "dailyBonusPrice", value: 15, unit: "VXC", code: null },
      content: { type: "video", id: ids.video, price: 40, dailyBonusPrice: 15 },
      model: { id: ids.actor },
    });
    expect(offers.voucher).toMatchObject({ quantity: 1, purchased: 0, soldOut: false });
  });

  it("refuses bad input with a 4xx in the error shape", async () => {
    const base = { date: TODAY, slot: 20, kind: "oneDayVip", free: true, value: 1 };
    expect((await createOffer(base, {})).status).toBe(403);
    for (const bad of [
      { ...base, date: "2026-02-30" },
      { ...base, date: "tomorrow" },
      { ...base, kind: "castle" },
      { ...base, value: 0 },
      { ...base, free: false },
      { ...base, kind: "video", free: false },
      { ...base, kind: "video", free: true, videoId: ids.video },
      { ...base, kind: "messengerGift" },
      { ...base, kind: "topUpPercent", value: 101 },
      { ...base, extra: 1 },
      { ...base, kind: "videoVoucher", actorId: 999_999 },
    ]) {
      const response = await createOffer(bad);
      expect(response.status, JSON.stringify(bad)).toBe(400);
      expect((await errorOf(response)).error.code).toBe("VALIDATION_FAILED");
    }
    expect((await createOffer({ ...base, slot: 0 })).status).toBe(409);
    const put = (id: string, body: object) =>
      server.fetch(`/rest/v1/internal/dailyBonus/offers/${id}`, {
        method: "PUT",
        headers: { "content-type": "application/json", ...operatorHeaders },
        body: JSON.stringify(body),
      });
    const list = (path: string, headers: Record<string, string> = operatorHeaders) =>
      server.fetch(`/rest/v1/internal/dailyBonus/offers?${path}`, { headers });
    const listed = await list("from=2026-11-09&to=2026-11-11");
    expect(listed.status).toBe(200);
    expect(((await listed.json()) as { offers: TDailyOffer[] }).offers.map((o) => o.offerId)).toEqual(
      [
        "yesterday",
        "vip",
        "voucher",
        "merch",
        "gift",
        "percent",
        "album",
        "video",
        "vipOnly",
        "tomorrow",
      ].map((k) => offers[k]?.offerId),
    );
    expect((await list("from=2026-11-09&to=2026-11-11", {})).status).toBe(403);
    for (const bad of [
      "from=2026-11-11&to=2026-11-09",
      "from=2026-01-01&to=2026-12-31",
      "from=x&to=2026-11-11",
      "",
    ])
      expect((await list(bad)).status, bad).toBe(400);
    expect((await put("999999", base)).status).toBe(404);
    expect((await put("abc", base)).status).toBe(400);
    const changed = await put(String(offers.tomorrow?.offerId), { ...base, date: "2026-11-11", value: 2 });
    expect(changed.status).toBe(200);
    expect(((await changed.json()) as TDailyOffer).effect.value).toBe(2);
  });
});

describe("GET dailyBonus", () => {
  it("answers yesterday's, today's and tomorrow's Berlin offers with offerId", async () => {
    const today = await day("today");
    expect(today.date).toBe(TODAY);
    expect(today.endsAt).toBe("2026-11-10T23:00:00.000Z");
    expect(today.offers.map((o) => o.offerId)).toEqual(
      ["vip", "voucher", "merch", "gift", "percent", "album", "video", "vipOnly"].map(
        (k) => offers[k]?.offerId,
      ),
    );
    expect(today.offers[0]).toMatchObject({
      title: "A day of VIP",
      claimed: null,
      conditions: { loginRequired: true },
    });
    expect((await day("yesterday")).offers.map((o) => o.offerId)).toEqual([offers.yesterday?.offerId]);
    expect((await day("tomorrow")).offers.map((o) => o.offerId)).toEqual([offers.tomorrow?.offerId]);
    // The web client's own parameters (ver, language) pass.
    expect((await server.fetch("/rest/v1/dailyBonus?day=today&ver=1&language=de")).status).toBe(200);
    const defaulted = await server.fetch("/rest/v1/dailyBonus");
    expect(((await defaulted.json()) as TDailyBonusDay).date).toBe(TODAY);
  });

  it("refuses an unknown day with 400", async () => {
    for (const query of ["day=monday", "day=", "day=TODAY", "day=today&day=tomorrow"]) {
      const response = await server.fetch(`/rest/v1/dailyBonus?${query}`);
      expect(response.status, query).toBe(400);
      expect((await errorOf(response)).error.code).toBe("VALIDATION_FAILED");
    }
  });
});

describe("POST dailyBonus/claim", () => {
  it("needs login and a valid offerId", async () => {
    expect((await claim(null, { offerId: offers.vip?.offerId })).status).toBe(401);
    const guest = await signUpGuest(server);
    for (const bad of [
      {},
      { offerId: "1" },
      { offerId: -1 },
      { offerId: 1.5 },
      { offerId: 1, more: true },
      [],
    ]) {
      const response = await claim(guest, bad);
      expect(response.status, JSON.stringify(bad)).toBe(400);
    }
    const unknown = await claim(guest, { offerId: 999_999 });
    expect(unknown.status).toBe(404);
    expect((await errorOf(unknown)).error.code).toBe("NOT_FOUND");
  });

  it("refuses another day's offer, the video deal and a VIP offer for a guest without VIP", async () => {
    const guest = await signUpGuest(server);
    for (const [key, status, reason] of [
      ["yesterday", 409, "notToday"],
      ["tomorrow", 409, "notToday"],
      ["video", 409, "purchaseOnly"],
      ["vipOnly", 403, "vipRequired"],
    ] as const) {
      const response = await claim(guest, { offerId: offers[key]?.offerId });
      expect(response.status, key).toBe(status);
      expect((await errorOf(response)).error.details?.reason).toBe(reason);
    }
  });

  it("grants a free offer once: one day of VIP", async () => {
    const guest = await signUpGuest(server);
    expect((await profile(guest)).isVip).toBe(false);
    const response = await claim(guest, { offerId: offers.vip?.offerId });
    expect(response.status).toBe(200);
    const body = (await response.json()) as TDailyClaimResult;
    expect(body.offer).toMatchObject({ offerId: offers.vip?.offerId, claimed: true, purchased: 1 });
    expect((await profile(guest)).isVip).toBe(true);
    const again = await claim(guest, { offerId: offers.vip?.offerId });
    expect(again.status).toBe(409);
    expect((await errorOf(again)).error.details?.reason).toBe("alreadyClaimed");
    const today = await day("today", guest);
    expect(today.offers.find((o) => o.offerId === offers.vip?.offerId)?.claimed).toBe(true);
    expect(today.offers.find((o) => o.offerId === offers.merch?.offerId)?.claimed).toBe(false);
  });

  it("keeps stock: the last voucher goes to one guest, the next guest gets 409 soldOut", async () => {
    const first = await signUpGuest(server);
    const second = await signUpGuest(server);
    expect((await claim(first, { offerId: offers.voucher?.offerId })).status).toBe(200);
    const benefits = await (await server.fetch("/rest/v1/guest/benefits", { headers: first.bearer })).json();
    expect(JSON.stringify(benefits)).toContain('"type":1');
    const soldOut = await claim(second, { offerId: offers.voucher?.offerId });
    expect(soldOut.status).toBe(409);
    expect((await errorOf(soldOut)).error.details?.reason).toBe("soldOut");
    const [row] = await queryRows<{ n: number }>(
      server.database.db,
      sql`select count(*)::int as n from daily_claims where offer_id = ${offers.voucher?.offerId}`,
    );
    expect(row?.n).toBe(1);
    expect((await day("today")).offers.find((o) => o.offerId === offers.voucher?.offerId)).toMatchObject({
      purchased: 1,
      soldOut: true,
    });
  });

  it("gives a merchandise code, messenger gifts and a photo-album voucher", async () => {
    const guest = await signUpGuest(server);
    const merch = (await (
      await claim(guest, { offerId: offers.merch?.offerId })
    ).json()) as TDailyClaimResult;
    expect(merch.offer.effect.code).toMatch(/^VX-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    expect((await claim(guest, { offerId: offers.gift?.offerId })).status).toBe(200);
    const [owned] = await queryRows<{ count: number }>(
      server.database.db,
      sql`select count from guest_gifts where guest_id = ${guest.guest.id} and gift_id = ${ids.gift}`,
    );
    expect(owned?.count).toBe(2);
    expect((await claim(guest, { offerId: offers.album?.offerId })).status).toBe(200);
    const consumed = await server.fetch("/rest/v1/dailyBonus/consumed", { headers: guest.bearer });
    expect(consumed.status).toBe(200);
    const list = ((await consumed.json()) as { offers: TConsumedOffer[] }).offers;
    expect(list.map((c) => c.offer.offerId).sort()).toEqual(
      [offers.merch?.offerId, offers.gift?.offerId, offers.album?.offerId].sort(),
    );
    expect(list.find((c) => c.offer.offer === "merchandise")?.offer.effect.code).toBe(
      merch.offer.effect.code,
    );
  });

  it("lists consumed offers for the guest only, with a bounded limit", async () => {
    expect((await server.fetch("/rest/v1/dailyBonus/consumed")).status).toBe(401);
    const guest = await signUpGuest(server);
    const empty = await server.fetch("/rest/v1/dailyBonus/consumed?limit=31", { headers: guest.bearer });
    expect(((await empty.json()) as { offers: unknown[] }).offers).toEqual([]);
    for (const query of ["limit=0", "limit=101", "limit=x"]) {
      const response = await server.fetch(`/rest/v1/dailyBonus/consumed?${query}`, { headers: guest.bearer });
      expect(response.status, query).toBe(400);
    }
  });
});

describe("the top-up bonus", () => {
  it("applies to the next top-up of the claim's day only", async () => {
    const guest = await signUpGuest(server);
    expect((await claim(guest, { offerId: offers.percent?.offerId })).status).toBe(200);
    const card = {
      number: "4242 4242 4242 4242",
      expMonth: 12,
      expYear: 2030,
      cvc: "123",
      holder: "Test Guest",
    };
    const first = await server.post(
      "payment/charge",
      { packageId: "p100", currency: "EUR", card },
      guest.bearer,
    );
    expect(first.status).toBe(200);
    // 110 coins and 20 percent of them (22).
    expect(((await first.json()) as { guestBalance: number }).guestBalance).toBe(132);
    const second = await server.post(
      "payment/charge",
      { packageId: "p100", currency: "EUR", card },
      guest.bearer,
    );
    expect(((await second.json()) as { guestBalance: number }).guestBalance).toBe(242);
  });
});

describe("the daily-deal video", () => {
  const buy = (guest: Guest, headers: Record<string, string> = {}) =>
    server.post(`video/${ids.video}/buy`, {}, { ...guest.bearer, ...headers });
  const balance = async (guest: Guest) => (await profile(guest)).balance.value;

  it("costs its dailyBonusPrice on its Berlin day, by either buy path", async () => {
    // Shown at the price it is charged: the video's price of the day, its own price struck through.
    const shown = (await (await server.fetch(`/rest/v1/video/${ids.video}`)).json()) as {
      video?: { price: { value: number }; basePrice: { value: number }; onSale: boolean };
      price?: { value: number };
    };
    expect(JSON.stringify(shown)).toContain('"price":{"value":15');
    const fast = await signUpGuest(server);
    await grantCoins(server, fast.guest.id, 100);
    expect((await buy(fast)).status).toBe(200);
    expect(await balance(fast)).toBe(85);
    const keyed = await signUpGuest(server);
    await grantCoins(server, keyed.guest.id, 100);
    expect((await buy(keyed, { "idempotency-key": `deal-${keyed.guest.id}` })).status).toBe(200);
    expect(await balance(keyed)).toBe(85);
  });

  it("costs its price on any other day, also just after the Berlin midnight", async () => {
    clock = Date.parse("2026-11-10T23:00:00Z"); // 00:00 on 11 November in Berlin
    try {
      const shown = await (await server.fetch(`/rest/v1/video/${ids.video}`)).text();
      expect(shown).toContain('"price":{"value":40');
      const guest = await signUpGuest(server);
      await grantCoins(server, guest.guest.id, 100);
      expect((await buy(guest)).status).toBe(200);
      expect(await balance(guest)).toBe(60);
    } finally {
      clock = NOON;
    }
  });
});

describe("the content service's daily bonus", () => {
  const graphql = async (guest: Guest | null, query: string) => {
    const token = (
      (await (await server.fetch("/rest/v1/content/token", { headers: guest?.bearer ?? {} })).json()) as {
        token: string;
      }
    ).token;
    const response = await server.fetch("/graphql?language=en", {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify({ query }),
    });
    return (await response.json()) as {
      data?: { dailyBonus: Record<string, unknown> };
      errors?: { message: string }[];
    };
  };

  it("answers the days, models, interactive content and event config; consumed offers need a guest", async () => {
    const anonymous = await graphql(
      null,
      `{ dailyBonus { yesterday { date offers { offerId } } today { date endsAt offers { offerId offer claimed effect { name value unit code } content { type id dailyBonusPrice } model { id url } } }
        tomorrow { date } models { id name url } interactiveContent { type id } eventConfig { timeZone timerTickMs dayEndsAt todayEndsAt consumedOffersDefault } } }`,
    );
    expect(anonymous.errors).toBeUndefined();
    const bonus = anonymous.data?.dailyBonus as {
      yesterday: { date: string; offers: { offerId: number }[] };
      today: { date: string; endsAt: string; offers: { offerId: number; claimed: boolean | null }[] };
      tomorrow: { date: string };
      models: { id: number }[];
      interactiveContent: { type: string; id: number }[];
      eventConfig: Record<string, unknown>;
    };
    expect(bonus.yesterday).toEqual({ date: "2026-11-09", offers: [{ offerId: offers.yesterday?.offerId }] });
    expect(bonus.today.date).toBe(TODAY);
    expect(bonus.today.offers).toHaveLength(8);
    expect(bonus.today.offers[0]?.claimed).toBeNull();
    expect(bonus.tomorrow.date).toBe("2026-11-11");
    expect(bonus.models.map((m) => m.id)).toContain(ids.actor);
    expect(bonus.interactiveContent).toContainEqual({ type: "video", id: ids.video });
    expect(bonus.interactiveContent).toContainEqual({ type: "gift", id: ids.gift });
    expect(bonus.eventConfig).toEqual({
      timeZone: "Europe/Berlin",
      timerTickMs: 1000,
      dayEndsAt: "23:59:59",
      todayEndsAt: "2026-11-10T23:00:00.000Z",
      consumedOffersDefault: 31,
    });
    expect((await graphql(null, "{ dailyBonus { consumedOffers { claimedAt } } }")).errors?.length).toBe(1);

    const guest = await signUpGuest(server);
    expect((await claim(guest, { offerId: offers.merch?.offerId })).status).toBe(200);
    const mine = await graphql(
      guest,
      "{ dailyBonus { consumedOffers(limit: 5) { claimedAt offer { offerId claimed effect { code } } } } }",
    );
    expect(mine.errors).toBeUndefined();
    const mineBonus = mine.data?.dailyBonus as
      | { consumedOffers: { offer: { offerId: number; claimed: boolean; effect: { code: string } } }[] }
      | undefined;
    const consumed = mineBonus?.consumedOffers ?? [];
    expect(consumed).toHaveLength(1);
    expect(consumed[0]?.offer).toMatchObject({ offerId: offers.merch?.offerId, claimed: true });
    expect(consumed[0]?.offer.effect.code).toMatch(/^VX-/);
    expect(
      (await graphql(guest, "{ dailyBonus { consumedOffers(limit: 0) { claimedAt } } }")).errors?.length,
    ).toBe(1);
  });
});

describe("the five-days bonus", () => {
  const balance = async (guest: Guest) => (await profile(guest)).balance.value;
  // Six Berlin days in a row across nothing special; each with a free offer of its own.
  const DAYS = ["2026-11-20", "2026-11-21", "2026-11-22", "2026-11-23", "2026-11-24", "2026-11-25"];
  const noonOf = (date: string) => Date.parse(`${date}T11:00:00Z`);
  const fiveDays = async (guest: Guest | null) => {
    const response = await server.fetch("/rest/v1/dailyBonus/fiveDays", { headers: guest?.bearer ?? {} });
    return { status: response.status, body: (await response.json()) as TFiveDaysBonus };
  };

  it("is given once, on the claim of the fifth day in a row, and the next needs five new days", async () => {
    const dayOffers = [];
    for (const date of DAYS)
      dayOffers.push(await offer({ date, slot: 9, kind: "topUpFlat", free: true, value: 5 }));
    const guest = await signUpGuest(server);
    const missing = await signUpGuest(server);
    try {
      const given: (number | null)[] = [];
      for (const [i, date] of DAYS.entries()) {
        clock = noonOf(date);
        const before = await balance(guest);
        const response = await claim(guest, { offerId: dayOffers[i]?.offerId });
        expect(response.status).toBe(200);
        const result = (await response.json()) as TDailyClaimResult;
        given.push(result.fiveDaysBonus);
        expect(result.balance).toBe(before + (result.fiveDaysBonus ?? 0));
        // The other guest skips the third day: her run starts again.
        if (i !== 2) expect((await claim(missing, { offerId: dayOffers[i]?.offerId })).status).toBe(200);
        if (i === 4) {
          const state = await fiveDays(guest);
          expect(state.status).toBe(200);
          expect(state.body).toMatchObject({ today: date, progress: 5, required: 5, grantedToday: true });
          expect(state.body.days.map((d) => d.claimed)).toEqual([true, true, true, true, true]);
          const other = await fiveDays(missing);
          expect(other.body).toMatchObject({ progress: 2, grantedToday: false });
          expect(other.body.days.map((d) => d.claimed)).toEqual([true, true, false, true, true]);
        }
      }
      expect(given).toEqual([null, null, null, null, 20, null]);
      expect((await fiveDays(guest)).body).toMatchObject({ progress: 1, lastGrantedOn: DAYS[4] });
    } finally {
      clock = NOON;
    }
  });

  it("is a guest's own: logged out gets 401", async () => {
    expect((await fiveDays(null)).status).toBe(401);
  });
});
