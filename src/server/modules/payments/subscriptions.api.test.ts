import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TGuest } from "../../../common/contracts/accounts.ts";
import type { TPaymentState } from "../../../common/contracts/payments.ts";
import { signUpGuest } from "../../test/guests.ts";
import { startTestServer, TEST_OPERATOR_KEY, type TestServer } from "../../test/testServer.ts";

let server: TestServer;
let clock = Date.parse("2026-11-10T12:00:00Z");
const DAY = 86_400_000;

beforeAll(async () => {
  server = await startTestServer({ now: () => new Date(clock) });
});
afterAll(() => server.close());

const card = (number: string) => ({ number, expMonth: 12, expYear: 2030, cvc: "123", holder: "Test Guest" });
const OK = card("4242 4242 4242 4242");
const DECLINED = card("4000 0000 0000 0002");

type Guest = Awaited<ReturnType<typeof signUpGuest>>;
const as = (guest: Guest, path: string, body: unknown, headers: Record<string, string> = {}) =>
  server.post(path, body, { ...guest.bearer, ...headers });
const operator = (path: string, body: unknown) =>
  server.post(path, body, { "x-operator-key": TEST_OPERATOR_KEY });
const profile = async (guest: Guest) => {
  const response = await as(guest, "guest/profile/get", {});
  if (response.status !== 200) throw new Error(`profile: ${response.status}`);
  return { guest: (await response.json()) as TGuest };
};
/** After the clock jumped past the session's idle time: log in again. */
const relogin = async (guest: Guest) => {
  const response = await server.post("auth/login", { email: guest.email, password: guest.password });
  const { accessToken } = (await response.json()) as { accessToken: string };
  guest.bearer = { authorization: `Bearer ${accessToken}` };
};
const state = async (guest: Guest) =>
  (await (await server.fetch("/rest/v1/payment/state", { headers: guest.bearer })).json()) as TPaymentState;

describe("subscriptions", () => {
  it("vipabo makes a guest VIP for 30 days, renews from the saved card and ends after cancelling", async () => {
    const guest = await signUpGuest(server);
    const start = await as(guest, "subscription/start", { plan: "vip", currency: "EUR", card: OK });
    expect(start.status).toBe(200);
    let me = (await profile(guest)).guest;
    expect(me).toMatchObject({ isVip: true, isVXTVAboSubscriber: true, balance: { value: 0 } });
    expect(me.vipUntil).toBe(new Date(clock + 30 * DAY).toISOString());
    expect((await state(guest)).card?.last4).toBe("4242");
    expect((await as(guest, "subscription/start", { plan: "vip", currency: "EUR" })).status).toBe(409);
    expect((await as(guest, "subscription/start", { plan: "trialvip", currency: "EUR" })).status).toBe(409);

    const saved = clock;
    try {
      clock += 31 * DAY;
      const renewal = (await (await operator("internal/subscriptions/renew", {})).json()) as {
        renewed: number;
      };
      expect(renewal.renewed).toBeGreaterThanOrEqual(1);
      await relogin(guest);
      me = (await profile(guest)).guest;
      expect(me.isVip).toBe(true);
      // A renewal runs from the end of the period, or from now when the job ran late.
      expect(me.vipUntil).toBe(new Date(saved + 61 * DAY).toISOString());

      expect((await as(guest, "subscription/cancel", { plan: "vip" })).status).toBe(200);
      const cancelled = await state(guest);
      expect(cancelled.subscriptions[0]).toMatchObject({ status: "cancelled", offerAvailable: true });
      expect((await as(guest, "subscription/cancel", { plan: "vip" })).status).toBe(404);

      clock = saved + 62 * DAY;
      await operator("internal/subscriptions/renew", {});
      await relogin(guest);
      me = (await profile(guest)).guest;
      expect(me.isVip).toBe(false);
      expect((await state(guest)).subscriptions).toEqual([]);
      const history = (await (
        await server.fetch("/rest/v1/payment/history", { headers: guest.bearer })
      ).json()) as {
        payments: { purpose: string; status: string }[];
      };
      expect(history.payments.filter((entry) => entry.purpose === "subscription")).toHaveLength(2);
    } finally {
      clock = saved;
    }
  });

  it("the cancellation offer keeps VIP at half price for three renewals", async () => {
    const guest = await signUpGuest(server);
    await as(guest, "subscription/start", { plan: "vip", currency: "CHF", card: OK });
    expect((await as(guest, "guest/acceptCancellationOffer", { guest_id: guest.guest.id })).status).toBe(409);
    await as(guest, "subscription/cancel", { plan: "vip" });
    const other = await signUpGuest(server);
    expect((await as(other, "guest/acceptCancellationOffer", { guest_id: guest.guest.id })).status).toBe(403);
    const accepted = await as(guest, "guest/acceptCancellationOffer", {
      guest_id: guest.guest.id,
      platform_text: "desktop",
    });
    expect(accepted.status).toBe(200);
    expect(accepted.headers.get("set-cookie")).toContain("vv_statusbar=cancelationoffer");
    expect(await accepted.json()).toMatchObject({
      success: true,
      accepted_offer: true,
      accepted_offer_info: { renewals: 3, percent: 50, renewalMinor: 995, currency: "CHF" },
    });
    const running = (await state(guest)).subscriptions[0];
    expect(running).toMatchObject({ status: "active", discountedRenewals: 3, offerAvailable: false });
    expect((await as(guest, "guest/acceptCancellationOffer", { guest_id: guest.guest.id })).status).toBe(409);
  });

  it("trialvipabo is once, renews as VIP; a declined renewal ends it", async () => {
    const guest = await signUpGuest(server);
    const trial = await as(guest, "subscription/start", { plan: "trialvip", currency: "EUR", card: OK });
    expect(trial.status).toBe(200);
    expect((await state(guest)).trialUsed).toBe(true);
    const saved = clock;
    try {
      clock += 8 * DAY;
      await operator("internal/subscriptions/renew", {});
      const renewed = (await state(guest)).subscriptions[0];
      expect(renewed).toMatchObject({ plan: "vip", periodDays: 30, status: "active" });

      // The card is replaced by one that declines: the next renewal ends the subscription.
      await as(guest, "payment/charge", {
        packageId: "p20",
        currency: "EUR",
        card: DECLINED,
        saveCard: true,
      });
      await as(guest, "payment/card/delete", {});
      clock += 31 * DAY;
      await operator("internal/subscriptions/renew", {});
      await relogin(guest);
      expect((await state(guest)).subscriptions).toEqual([]);
      expect((await profile(guest)).guest.isVip).toBe(false);
    } finally {
      clock = saved;
    }
    await relogin(guest);
    const again = await as(guest, "subscription/start", { plan: "trialvip", currency: "EUR", card: OK });
    expect(again.status).toBe(409);
  });

  it("vxtvabo makes a TV subscriber who is not VIP", async () => {
    const guest = await signUpGuest(server);
    expect(
      (await as(guest, "subscription/start", { plan: "vxtv", currency: "EUR", card: DECLINED })).status,
    ).toBe(402);
    expect((await profile(guest)).guest.isVXTVAboSubscriber).toBe(false);
    await as(guest, "subscription/start", { plan: "vxtv", currency: "EUR", card: OK });
    expect((await profile(guest)).guest).toMatchObject({ isVXTVAboSubscriber: true, isVip: false });
    expect((await as(guest, "subscription/start", { plan: "gold", currency: "EUR" })).status).toBe(400);
    expect((await server.post("subscription/cancel", { plan: "vxtv" })).status).toBe(401);
  });
});

describe("age check (avs flow)", () => {
  const check = (guest: Guest, body: object) => as(guest, "avs/verify", body);

  it("accepts adults, rejects minors with a message, and keeps pending for review", async () => {
    const adult = await signUpGuest(server);
    const accepted = await check(adult, {
      birthDate: "1990-05-01",
      documentNumber: "L01X00T47",
      country: "DE",
    });
    expect(await accepted.json()).toEqual({ avsStatus: "accepted", avsRejectMessage: null });
    expect((await profile(adult)).guest.hasAvs).toBe(true);

    const minor = await signUpGuest(server);
    const rejected = await check(minor, {
      birthDate: "2010-01-01",
      documentNumber: "L01X00T47",
      country: "DE",
    });
    expect(await rejected.json()).toMatchObject({ avsStatus: "rejected" });
    expect((await profile(minor)).guest.avsRejectMessage).toContain("under 18");

    const review = await signUpGuest(server);
    const pending = await check(review, {
      birthDate: "1980-01-01",
      documentNumber: "P1234567",
      country: "AT",
    });
    expect(await pending.json()).toMatchObject({ avsStatus: "pending" });
    await operator(`internal/guests/${review.guest.id}/avs`, { status: "accepted" });
    expect((await profile(review)).guest.avsStatus).toBe("accepted");
    await operator(`internal/guests/${review.guest.id}/avs`, {
      status: "revoked",
      message: "Document withdrawn",
    });
    expect((await profile(review)).guest).toMatchObject({
      avsStatus: "revoked",
      hasAvs: false,
      avsRejectMessage: "Document withdrawn",
    });
  });

  it("validates the form and needs login", async () => {
    const guest = await signUpGuest(server);
    for (const body of [
      { birthDate: "1990-13-01", documentNumber: "L01X00T47", country: "DE" },
      { birthDate: "1990-01-01", documentNumber: "?", country: "DE" },
      { birthDate: "1990-01-01", documentNumber: "L01X00T47", country: "Germany" },
      {},
    ])
      expect((await check(guest, body)).status).toBe(400);
    expect((await server.post("avs/verify", { birthDate: "1990-01-01" })).status).toBe(401);
    expect((await profile(guest)).guest.avsStatus).toBe("unknown");
  });
});
