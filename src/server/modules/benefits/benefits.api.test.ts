import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TBuyResult, TGuest } from "../../../common/contracts/accounts.ts";
import type { TBenefits } from "../../../common/contracts/benefits.ts";
import type { TVideo } from "../../../common/contracts/catalog.ts";
import { queryRows } from "../../db/client.ts";
import { guests } from "../../db/schema/index.ts";
import { buildActor, buildAlbum, buildVideo } from "../../test/factories.ts";
import { signUpGuest } from "../../test/guests.ts";
import { verifyPhone } from "../../test/phone.ts";
import { startTestServer, TEST_OPERATOR_KEY, type TestServer } from "../../test/testServer.ts";

let server: TestServer;
let clock = Date.now();
const DAY = 86_400_000;
let ids: { video: number; otherActorVideo: number; album: number; actor: number };

beforeAll(async () => {
  server = await startTestServer({ now: () => new Date(clock) });
  const ctx = { db: server.database.db, now: new Date(clock) };
  const actor = await buildActor(ctx);
  const other = await buildActor(ctx);
  ids = {
    actor: actor.id,
    video: (await buildVideo(ctx, actor.id, { price: 30 })).id,
    otherActorVideo: (await buildVideo(ctx, other.id, { price: 30 })).id,
    album: (await buildAlbum(ctx, actor.id, { price: 12 })).id,
  };
});
afterAll(() => server.close());

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  server.post(path, body, headers);
const createCode = (body: object) =>
  post("internal/bonusCodes", body, { "x-operator-key": TEST_OPERATOR_KEY });
const inDays = (days: number) => new Date(clock + days * DAY).toISOString();

describe("bonus codes", () => {
  it("are created by the operator with valid benefits only", async () => {
    const ok = await createCode({
      code: "welcome-50",
      benefits: [{ kind: "coins", amount: 50 }],
      validTo: inDays(30),
    });
    expect(await ok.json()).toEqual({ success: true, code: "WELCOME-50" });
    expect(
      (await createCode({ code: "WELCOME-50", benefits: [{ kind: "coins", amount: 5 }], validTo: inDays(1) }))
        .status,
    ).toBe(409);
    expect(
      (await createCode({ code: "X", benefits: [{ kind: "coins", amount: 5 }], validTo: inDays(1) })).status,
    ).toBe(400);
    expect(
      (await createCode({ code: "NOPE1", benefits: [{ kind: "gold", amount: 5 }], validTo: inDays(1) }))
        .status,
    ).toBe(400);
    expect((await createCode({ code: "NOPE2", benefits: [], validTo: inDays(1) })).status).toBe(400);
    expect((await post("internal/bonusCodes", { code: "NOPE3" }, {})).status).toBe(403);
  });

  it("grants coins, VIP days and vouchers once per guest", async () => {
    await createCode({
      code: "BIGGIFT",
      benefits: [
        { kind: "coins", amount: 25 },
        { kind: "vipDays", days: 7 },
        { kind: "voucher", type: 1, amount: 2, validDays: 30 },
        { kind: "voucher", type: 5, amount: 3, validDays: 30 },
      ],
      validTo: inDays(10),
    });
    const guest = await signUpGuest(server);
    expect(
      await (
        await server.fetch("/rest/v1/promo/hasGuestNotRedeemedOnTopCodeInstance/biggift", {
          headers: guest.bearer,
        })
      ).json(),
    ).toEqual({ success: true, result: true });
    const redeemed = await post("guest/redeemBonus", { code: "biggift" }, guest.bearer);
    expect(redeemed.status).toBe(200);
    expect(await redeemed.json()).toMatchObject({
      success: true,
      guestBalance: 25,
      bonus: { code: "BIGGIFT" },
    });
    const again = await post("guest/redeemBonus", { code: "BIGGIFT" }, guest.bearer);
    expect(again.status).toBe(409);
    expect(
      await (
        await server.fetch("/rest/v1/promo/hasGuestNotRedeemedOnTopCodeInstance/BIGGIFT", {
          headers: guest.bearer,
        })
      ).json(),
    ).toEqual({ success: true, result: false });
    const profile = (await (await post("guest/profile/get", {}, guest.bearer)).json()) as TGuest;
    expect(profile).toMatchObject({ isVip: true, balance: { value: 25 } });
    const benefits = (await (
      await server.fetch("/rest/v1/guest/benefits", { headers: guest.bearer })
    ).json()) as TBenefits;
    expect(benefits.freeMessagesCount).toBe(3);
    expect(benefits.vouchers.map((v) => [v.type, v.remaining])).toEqual([
      [1, 2],
      [5, 3],
    ]);
    const [ledger] = await queryRows<{ kinds: string }>(
      server.database.db,
      sql`select string_agg(kind, ',') as kinds from ledger_entries where guest_id = ${guest.guest.id}`,
    );
    expect(ledger?.kinds).toBe("bonus");
  });

  it("refuses unknown, expired and VIP-only codes with clear 4xx", async () => {
    await createCode({ code: "SHORTLIVED", benefits: [{ kind: "coins", amount: 5 }], validTo: inDays(1) });
    await createCode({
      code: "VIPONLY",
      benefits: [{ kind: "coins", amount: 5 }],
      validTo: inDays(5),
      requireVip: true,
    });
    await createCode({
      code: "MOBILE",
      benefits: [{ kind: "coins", amount: 5 }],
      validTo: inDays(5),
      requireMobileAuth: true,
    });
    const guest = await signUpGuest(server);
    expect((await post("guest/redeemBonus", { code: "NOSUCHCODE" }, guest.bearer)).status).toBe(404);
    expect((await post("guest/redeemBonus", { code: "VIPONLY" }, guest.bearer)).status).toBe(403);
    expect((await post("guest/redeemBonus", { code: "MOBILE" }, guest.bearer)).status).toBe(403);
    expect((await post("guest/redeemBonus", { code: "" }, guest.bearer)).status).toBe(400);
    expect((await post("guest/redeemBonus", { code: "SHORTLIVED" }, {})).status).toBe(401);
    clock += 2 * DAY;
    expect((await post("guest/redeemBonus", { code: "SHORTLIVED" }, guest.bearer)).status).toBe(409);
    const [row] = await queryRows<{ n: number }>(
      server.database.db,
      sql`select count(*)::int as n from bonus_redemptions where guest_id = ${guest.guest.id}`,
    );
    expect(row?.n).toBe(0);
  });
});

describe("bonus codes that need a mobile check", () => {
  it("are redeemed by a guest with a verified mobile number, and refused with the reason to one without", async () => {
    await createCode({
      code: "MOBILECHECK",
      benefits: [{ kind: "coins", amount: 7 }],
      validTo: inDays(5),
      requireMobileAuth: true,
    });
    const guest = await signUpGuest(server, { verifiedEmail: true });
    const redeem = () => post("guest/redeemBonus", { code: "MOBILECHECK" }, guest.bearer);
    const refused = await redeem();
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error: unknown }).error).toMatchObject({
      code: "FORBIDDEN",
      details: { reason: "mobileRequired" },
    });
    // A verified landline is no mobile check.
    await verifyPhone(server, guest, "+49301000081", "call");
    expect((await redeem()).status).toBe(403);
    await verifyPhone(server, guest, "+4915100000081");
    const redeemed = await redeem();
    expect(redeemed.status).toBe(200);
    expect(await redeemed.json()).toMatchObject({ success: true, guestBalance: 7 });
    expect((await redeem()).status).toBe(409);
  });
});

describe("vouchers at purchase", () => {
  it("pay instead of coins, for the right kind and actor, inside their validity", async () => {
    await createCode({
      code: "VOUCHERS",
      benefits: [
        { kind: "voucher", type: 1, amount: 1, validDays: 3, actorId: ids.actor },
        { kind: "voucher", type: 4, amount: 1, validDays: 3 },
      ],
      validTo: inDays(10),
    });
    const guest = await signUpGuest(server, { coins: 100 });
    await post("guest/redeemBonus", { code: "VOUCHERS" }, guest.bearer);
    const buy = async (path: string) =>
      (await (await post(`${path}/buy`, {}, guest.bearer)).json()) as TBuyResult;
    // The actor-bound video voucher does not pay for another actor's video.
    expect(await buy(`video/${ids.otherActorVideo}`)).toMatchObject({
      charged: true,
      voucherUsed: false,
      guestBalance: 70,
    });
    expect(await buy(`video/${ids.video}`)).toMatchObject({
      charged: false,
      voucherUsed: true,
      guestBalance: 70,
    });
    expect(await buy(`album/${ids.album}`)).toMatchObject({
      charged: false,
      voucherUsed: true,
      guestBalance: 70,
    });
    const benefits = (await (
      await server.fetch("/rest/v1/guest/benefits", { headers: guest.bearer })
    ).json()) as TBenefits;
    expect(benefits.vouchers).toEqual([]);

    // The video the voucher paid for is the guest's as a gift; the one paid in coins is bought only.
    const guestInfo = async (videoId: number) =>
      ((await (await server.fetch(`/rest/v1/video/${videoId}`, { headers: guest.bearer })).json()) as TVideo)
        .guestInfo;
    expect(await guestInfo(ids.video)).toMatchObject({ bought: true, gifted: true });
    expect(await guestInfo(ids.otherActorVideo)).toMatchObject({ bought: true, gifted: false });
    // The content service (GraphQL) says the same.
    const { token } = (await (
      await server.fetch("/rest/v1/content/token", { headers: guest.bearer })
    ).json()) as { token: string };
    const gql = async (videoId: number) => {
      const response = await server.fetch("/graphql", {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
        body: JSON.stringify({
          query: "query ($id: Int!) { video(id: $id) { guestInfo { bought gifted } } }",
          variables: { id: videoId },
        }),
      });
      return ((await response.json()) as { data: { video: { guestInfo: unknown } } }).data.video.guestInfo;
    };
    expect(await gql(ids.video)).toEqual({ bought: true, gifted: true });
    expect(await gql(ids.otherActorVideo)).toEqual({ bought: true, gifted: false });
  });

  it("are not used once expired", async () => {
    await createCode({
      code: "EXPIRING",
      benefits: [{ kind: "voucher", type: 1, amount: 1, validDays: 1 }],
      validTo: inDays(10),
    });
    const guest = await signUpGuest(server, { coins: 100 });
    await post("guest/redeemBonus", { code: "EXPIRING" }, guest.bearer);
    clock += 2 * DAY;
    const bought = (await (await post(`video/${ids.video}/buy`, {}, guest.bearer)).json()) as TBuyResult;
    expect(bought).toMatchObject({ charged: true, voucherUsed: false, guestBalance: 70 });
    await server.database.db.update(guests).set({ vipUntil: null }).where(eq(guests.id, guest.guest.id));
  });
});
