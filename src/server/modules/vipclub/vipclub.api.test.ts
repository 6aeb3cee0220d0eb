import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TAlbumState } from "../../../common/contracts/albums.ts";
import type { TBenefitsWithUses, TVipClub } from "../../../common/contracts/vipclub.ts";
import { buildActor, buildAlbum, buildVideo } from "../../test/factories.ts";
import { signUpGuest } from "../../test/guests.ts";
import { startTestServer, TEST_OPERATOR_KEY, type TestServer } from "../../test/testServer.ts";

/**
 * The VIP club through the real HTTP stack: subscribing (payments' subscription/start), what the
 * club opens (VIP albums on gallery/open and the content service, VIP videos on play), cancelling to
 * the end of the period, one renewal per period, and the benefits with where each is used.
 */
let server: TestServer;
let clock = Date.parse("2026-11-10T12:00:00Z");
const DAY = 86_400_000;
const OK = { number: "4242 4242 4242 4242", expMonth: 12, expYear: 2030, cvc: "123", holder: "Test Guest" };
let ids: { actor: number; actorName: string; vipAlbum: number; paidAlbum: number; vipVideo: number };

beforeAll(async () => {
  server = await startTestServer({ now: () => new Date(clock) });
  const ctx = { db: server.database.db, now: new Date(clock - DAY) };
  const actor = await buildActor(ctx, { name: "VipClubMia" });
  ids = {
    actor: actor.id,
    actorName: actor.name,
    vipAlbum: (await buildAlbum(ctx, actor.id, { pictures: 5, isVipContent: true, price: 12 })).id,
    paidAlbum: (await buildAlbum(ctx, actor.id, { pictures: 5, price: 12 })).id,
    vipVideo: (
      await buildVideo(ctx, actor.id, {
        vip: true,
        isVip30Offer: true,
        price: 40,
        basePrice: 40,
        ageRating: 16,
        mediaKey: "vipclub-video",
      })
    ).id,
  };
});
afterAll(() => server.close());

type Guest = Awaited<ReturnType<typeof signUpGuest>>;
const get = async <T>(path: string, guest?: Guest) => {
  const response = await server.fetch(`/rest/v1/${path}`, { headers: guest?.bearer ?? {} });
  return { status: response.status, body: (await response.json()) as T };
};
const operator = (path: string, body: unknown) =>
  server.post(path, body, { "x-operator-key": TEST_OPERATOR_KEY });
const relogin = async (guest: Guest) => {
  const response = await server.post("auth/login", { email: guest.email, password: guest.password });
  guest.bearer = {
    authorization: `Bearer ${((await response.json()) as { accessToken: string }).accessToken}`,
  };
};
const lockedOf = async (albumId: number, guest: Guest) =>
  (await get<TAlbumState>(`gallery/open/${albumId}`, guest)).body.pictures.map((p) => p.locked);
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
  return (await response.json()) as { data?: Record<string, unknown>; errors?: { message: string }[] };
};

describe("the VIP club", () => {
  it("sells its plans and counts what it opens, for anyone", async () => {
    const { status, body } = await get<TVipClub>("vipclub");
    expect(status).toBe(200);
    expect(body.member).toBeNull();
    expect(body.plans.map((plan) => [plan.plan, plan.periodDays, plan.price.EUR])).toEqual([
      ["vip", 30, 1999],
      ["trialvip", 7, 199],
    ]);
    expect(body.gives).toMatchObject({
      vipVideos: 1,
      vipAlbums: 1,
      vip30Videos: 1,
      vip30ValueCoins: 40,
      livePreviews: { vip: 20, others: 5 },
      // The factory releases it 30 days before its clock: 2026-10-10.
      vip30History: [{ month: "2026-10", videos: 1, valueCoins: 40 }],
    });
  });

  it("answers the VIP30 value history per release month on the content service, and refuses bad months", async () => {
    const ctx = { db: server.database.db, now: new Date(clock - 45 * DAY) };
    await buildVideo(ctx, ids.actor, {
      vip: true,
      isVip30Offer: true,
      price: 30,
      basePrice: 50,
      releasedAt: new Date(clock - 45 * DAY),
    });
    // Not VIP30: a VIP video without the flag and a future VIP30 offer.
    await buildVideo(ctx, ids.actor, {
      vip: true,
      price: 30,
      basePrice: 70,
      releasedAt: new Date(clock - 45 * DAY),
    });
    await buildVideo(ctx, ids.actor, {
      vip: true,
      isVip30Offer: true,
      price: 30,
      basePrice: 90,
      releasedAt: new Date(clock + DAY),
    });
    const answer = await graphql(null, "{ vip30ValueHistory { month videos valueCoins } }");
    expect(answer.data?.vip30ValueHistory).toEqual([
      { month: "2026-10", videos: 1, valueCoins: 40 },
      { month: "2026-09", videos: 1, valueCoins: 50 },
    ]);
    expect(
      (await graphql(null, "{ vip30ValueHistory(months: 1) { month } }")).data?.vip30ValueHistory,
    ).toEqual([{ month: "2026-10" }]);
    expect((await graphql(null, "{ vip30ValueHistory(months: 0) { month } }")).errors?.length).toBe(1);
    expect((await graphql(null, "{ vip30ValueHistory(months: 99) { month } }")).errors?.length).toBe(1);
  });

  it("opens VIP albums to a member only, runs to the period's end after cancelling, renews once a period", async () => {
    const guest = await signUpGuest(server);
    const stranger = await signUpGuest(server);
    const preview = [null, null, null, "needPurchase", "needPurchase"];
    expect(await lockedOf(ids.vipAlbum, guest)).toEqual(preview);
    expect((await get<TVipClub>("vipclub", guest)).body.member).toEqual({
      isVip: false,
      vipUntil: null,
      subscription: null,
      trialAvailable: true,
    });

    const start = clock;
    expect(
      (await server.post("subscription/start", { plan: "vip", currency: "EUR", card: OK }, guest.bearer))
        .status,
    ).toBe(200);
    const club = (await get<TVipClub>("vipclub", guest)).body;
    expect(club.member).toMatchObject({
      isVip: true,
      vipUntil: new Date(start + 30 * DAY).toISOString(),
      trialAvailable: false,
      subscription: {
        plan: "vip",
        status: "active",
        since: new Date(start).toISOString(),
        nextRenewal: new Date(start + 30 * DAY).toISOString(),
        renewalMinor: 1999,
        currency: "EUR",
      },
    });
    // The VIP album opens; a paid album that is not VIP content stays behind its paywall.
    expect(await lockedOf(ids.vipAlbum, guest)).toEqual(Array(5).fill(null));
    expect(await lockedOf(ids.paidAlbum, guest)).toEqual(preview);
    expect(await lockedOf(ids.vipAlbum, stranger)).toEqual(preview);
    const pictures = (guest: Guest) =>
      graphql(guest, `{ album(id: ${ids.vipAlbum}) { pictures { locked image { src } } } }`);
    const vipAnswer = (await pictures(guest)).data?.album as { pictures: { locked: string | null }[] };
    expect(vipAnswer.pictures.map((p) => p.locked)).toEqual(Array(5).fill(null));
    const strangerAnswer = (await pictures(stranger)).data?.album as {
      pictures: { locked: string | null }[];
    };
    expect(strangerAnswer.pictures.map((p) => p.locked)).toEqual(preview);
    // The VIP video plays for the member, not for the stranger.
    expect((await get(`video/${ids.vipVideo}/play`, guest)).status).toBe(200);
    const refused = await get<{ error: { details?: { restriction?: string } } }>(
      `video/${ids.vipVideo}/play`,
      stranger,
    );
    expect(refused.status).toBe(403);
    expect(refused.body.error.details?.restriction).toBe("needAbo");

    try {
      // Renewal: due after 30 days; two job rounds at once and one after charge the period once.
      clock = start + 31 * DAY;
      const rounds = await Promise.all([1, 2].map(() => operator("internal/subscriptions/renew", {})));
      expect(rounds.every((round) => round.status === 200)).toBe(true);
      await operator("internal/subscriptions/renew", {});
      await relogin(guest);
      const renewed = (await get<TVipClub>("vipclub", guest)).body.member;
      // The job ran a day late: the period runs from the renewal, 30 days.
      expect(renewed?.vipUntil).toBe(new Date(start + 61 * DAY).toISOString());
      expect(renewed?.subscription?.since).toBe(new Date(start).toISOString());
      const history = await get<{ payments: { purpose: string; status: string }[] }>(
        "payment/history",
        guest,
      );
      expect(history.body.payments.filter((p) => p.purpose === "subscription")).toHaveLength(2);

      // Cancel: VIP runs to the end of the paid period, no next renewal; a second cancel is 404.
      expect((await server.post("subscription/cancel", { plan: "vip" }, guest.bearer)).status).toBe(200);
      const cancelled = (await get<TVipClub>("vipclub", guest)).body.member;
      expect(cancelled).toMatchObject({
        isVip: true,
        subscription: {
          status: "cancelled",
          nextRenewal: null,
          currentPeriodEnd: new Date(start + 61 * DAY).toISOString(),
        },
      });
      expect((await server.post("subscription/cancel", { plan: "vip" }, guest.bearer)).status).toBe(404);
      expect(await lockedOf(ids.vipAlbum, guest)).toEqual(Array(5).fill(null));

      clock = start + 62 * DAY;
      await operator("internal/subscriptions/renew", {});
      await relogin(guest);
      const ended = (await get<TVipClub>("vipclub", guest)).body.member;
      expect(ended).toMatchObject({ isVip: false, subscription: null, trialAvailable: false });
      expect(await lockedOf(ids.vipAlbum, guest)).toEqual(preview);
      const after = await get<{ payments: { purpose: string }[] }>("payment/history", guest);
      expect(after.body.payments.filter((p) => p.purpose === "subscription")).toHaveLength(2);
    } finally {
      clock = start;
    }
  });

  it("refuses bad subscription input with a 4xx", async () => {
    const guest = await signUpGuest(server);
    expect(
      (await server.post("subscription/start", { plan: "gold", currency: "EUR", card: OK }, guest.bearer))
        .status,
    ).toBe(400);
    expect(
      (await server.post("subscription/start", { plan: "vip", currency: "USD", card: OK }, guest.bearer))
        .status,
    ).toBe(400);
    expect((await server.post("subscription/cancel", { plan: "vip" }, guest.bearer)).status).toBe(404);
    expect((await server.post("subscription/cancel", {}, guest.bearer)).status).toBe(400);
    expect(
      (await server.post("subscription/start", { plan: "vip", currency: "EUR", card: OK }, {})).status,
    ).toBe(401);
    expect((await server.fetch("/rest/v1/guest/benefits")).status).toBe(401);
  });
});

describe("benefits", () => {
  it("lists every kind with where it is used, from real vouchers and gifts", async () => {
    const guest = await signUpGuest(server);
    const code = "VIPCLUB-ALL";
    const created = await operator("internal/bonusCodes", {
      code,
      validTo: new Date(clock + 10 * DAY).toISOString(),
      benefits: [
        { kind: "voucher", type: 1, amount: 2, validDays: 30, actorId: ids.actor },
        { kind: "voucher", type: 2, amount: 5, validDays: 30 },
        { kind: "voucher", type: 4, amount: 1, validDays: 30 },
        { kind: "voucher", type: 5, amount: 3, validDays: 30 },
        { kind: "voucher", type: 6, amount: 2, validDays: 30 },
        { kind: "voucher", type: 7, amount: 1, validDays: 30 },
        { kind: "voucher", type: 8, amount: 4, validDays: 30 },
      ],
    });
    expect(created.status).toBe(201);
    expect((await server.post("guest/redeemBonus", { code }, guest.bearer)).status).toBe(200);
    const { status, body } = await get<TBenefitsWithUses>("guest/benefits", guest);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      spinwheelSpins: 0,
      messengerGiftCount: 2,
      freeMessagesCount: 3,
      privateShowTickets: 4,
      chatShowTickets: 1,
      uses: {
        messengerGiftCount: { place: "messenger", url: "/en/messenger/" },
        freeMessagesCount: { place: "messenger" },
        privateShowTickets: { place: "camShows", url: "/en/cam-shows/" },
        chatShowTickets: { place: "camShows" },
        spinwheelSpins: { place: "spinwheel", url: "/en/my-account/spinwheel/" },
      },
    });
    const byType = new Map(body.vouchers.map((v) => [v.type, v]));
    expect([...byType.keys()].sort((a, b) => a - b)).toEqual([1, 2, 4, 5, 6, 7, 8]);
    expect(byType.get(1)).toMatchObject({
      amount: 2,
      actors: [ids.actor],
      actorNames: ["VipClubMia"],
      use: { place: "actor", url: "/en/amateur/vipclubmia/videos/" },
      validFrom: new Date(clock).toISOString(),
      validTo: new Date(clock + 30 * DAY).toISOString(),
    });
    expect(byType.get(2)?.use).toEqual({ place: "cams", url: "/en/cams/" });
    expect(byType.get(4)?.use.place).toBe("albums");

    // The same through the content service.
    const answer = await graphql(
      guest,
      "{ benefits { privateShowTickets messengerGiftCount vouchers { type use { place url } } uses { freeMessagesCount { url } spinwheelSpins { url } } } }",
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.benefits).toMatchObject({
      privateShowTickets: 4,
      messengerGiftCount: 2,
      uses: {
        freeMessagesCount: { url: "/en/messenger/" },
        spinwheelSpins: { url: "/en/my-account/spinwheel/" },
      },
    });
    expect((await graphql(null, "{ benefits { spinwheelSpins } }")).errors?.length).toBe(1);
  });

  it("a spent voucher leaves the list: the video voucher pays the actor's video", async () => {
    const guest = await signUpGuest(server);
    const video = await buildVideo({ db: server.database.db, now: new Date(clock - DAY) }, ids.actor, {
      price: 30,
    });
    await operator("internal/bonusCodes", {
      code: "VIPCLUB-ONE",
      validTo: new Date(clock + 10 * DAY).toISOString(),
      benefits: [{ kind: "voucher", type: 1, amount: 1, validDays: 3 }],
    });
    await server.post("guest/redeemBonus", { code: "VIPCLUB-ONE" }, guest.bearer);
    expect((await get<TBenefitsWithUses>("guest/benefits", guest)).body.vouchers).toHaveLength(1);
    const bought = await server.post(`video/${video.id}/buy`, {}, guest.bearer);
    expect(await bought.json()).toMatchObject({ voucherUsed: true });
    expect((await get<TBenefitsWithUses>("guest/benefits", guest)).body.vouchers).toEqual([]);
  });

  it("no bonus grants a voucher type nothing spends (credits, bonus code)", async () => {
    for (const type of [3, 9, 0, 11]) {
      const response = await operator("internal/bonusCodes", {
        code: `VIPCLUB-T${type}`,
        validTo: new Date(clock + 10 * DAY).toISOString(),
        benefits: [{ kind: "voucher", type, amount: 1, validDays: 3 }],
      });
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBeTruthy();
    }
  });
});
