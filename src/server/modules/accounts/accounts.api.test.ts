import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TAuthResult, TGuest } from "../../../common/contracts/accounts.ts";
import { signUpGuest } from "../../test/guests.ts";
import { startTestServer, type TestServer } from "../../test/testServer.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  server.post(path, body, headers);
const codeOf = async (response: Response) =>
  ((await response.json()) as { error: { code: string } }).error.code;

describe("sign-up and login", () => {
  it("signs up with a token, a session cookie and the guest state", async () => {
    const response = await post("auth/signup", {
      email: "Lena@Example.com",
      password: "s3cret-pass",
      name: "Lena",
    });
    expect(response.status).toBe(201);
    const body = (await response.json()) as TAuthResult;
    expect(body.accessToken.length).toBeGreaterThanOrEqual(43);
    expect(body.guest).toMatchObject({
      name: "Lena",
      email: "Lena@Example.com",
      isLoggedIn: true,
      isVip: false,
    });
    expect(body.guest.balance).toEqual({ value: 0, currency: "VXC" });
    const cookie = response.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/^vv_session=[^;]+;/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });

  it("refuses a taken e-mail in any letter case with 409", async () => {
    await signUpGuest(server, { email: "taken@example.com" });
    const again = await post("auth/signup", {
      email: "TAKEN@example.com",
      password: "another-pass",
      name: "X",
    });
    expect(again.status).toBe(409);
    expect(await codeOf(again)).toBe("CONFLICT");
  });

  it.each([
    [{ email: "no-at-sign", password: "long enough", name: "A" }],
    [{ email: "a@b.c", password: "long enough", name: "A" }],
    [{ email: "a@example.com", password: "short", name: "A" }],
    [{ email: "a@example.com", password: "long enough", name: "" }],
    [{ email: "a@example.com", password: "long enough", name: "A", admin: true }],
  ])("answers invalid sign-up %j with 400", async (body) => {
    const response = await post("auth/signup", body);
    expect(response.status).toBe(400);
    expect(await codeOf(response)).toBe("VALIDATION_FAILED");
  });

  it("accepts an IP-literal address", async () => {
    const response = await post("auth/signup", {
      email: "admin@[10.0.0.1]",
      password: "long enough",
      name: "IP",
    });
    expect(response.status).toBe(201);
  });

  it("logs in with a new token each time and refuses wrong passwords with 401", async () => {
    const guest = await signUpGuest(server);
    const first = (await (
      await post("auth/login", { email: guest.email, password: guest.password })
    ).json()) as TAuthResult;
    const second = (await (
      await post("auth/login", { email: guest.email.toUpperCase(), password: guest.password })
    ).json()) as TAuthResult;
    expect(first.accessToken).not.toBe(second.accessToken);
    expect(first.accessToken).not.toBe(guest.accessToken);
    const wrong = await post("auth/login", { email: guest.email, password: "wrong password" });
    expect(wrong.status).toBe(401);
    const unknown = await post("auth/login", { email: "nobody@example.com", password: "whatever123" });
    expect(unknown.status).toBe(401);
    expect(await codeOf(unknown)).toBe("UNAUTHENTICATED");
  });

  it("throttles repeated failed logins for one address", async () => {
    const guest = await signUpGuest(server);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push((await post("auth/login", { email: guest.email, password: "nope-nope" })).status);
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
    const right = await post("auth/login", { email: guest.email, password: guest.password });
    expect(right.status).toBe(429);
  });
});

describe("sessions", () => {
  it("accepts the token as bearer header, access_token parameter and cookie", async () => {
    const guest = await signUpGuest(server);
    const viaHeader = await post("guest/profile/get", {}, guest.bearer);
    expect(((await viaHeader.json()) as TGuest).id).toBe(guest.guest.id);
    const viaQuery = await server.fetch(`/rest/v1/guest/getGuestBalance?access_token=${guest.accessToken}`);
    expect(viaQuery.status).toBe(200);
    expect(await viaQuery.json()).toEqual({ balance: 0, balanceFormatted: "0 VXC", isPayingCustomer: false });
    const viaCookie = await server.fetch("/rest/v1/guest/getGuestBalance", {
      headers: { cookie: `vv_session=${guest.accessToken}` },
    });
    expect(viaCookie.status).toBe(200);
  });

  it("refuses cookie-authenticated state changes from other sites (CSRF)", async () => {
    const guest = await signUpGuest(server);
    const cookie = { cookie: `vv_session=${guest.accessToken}` };
    const noOrigin = await post("guest/profile/get", {}, cookie);
    expect(noOrigin.status).toBe(403);
    const evil = await post("guest/profile/get", {}, { ...cookie, origin: "https://evil.example" });
    expect(evil.status).toBe(403);
    const own = await post("guest/profile/get", {}, { ...cookie, origin: server.url });
    expect(own.status).toBe(200);
  });

  it("answers calls that need login with 401 when logged out, and logout ends the session", async () => {
    expect((await post("guest/profile/get", {})).status).toBe(401);
    expect(
      (await server.fetch("/rest/v1/guest/getGuestBalance?access_token=not-a-real-token-at-all")).status,
    ).toBe(401);
    const guest = await signUpGuest(server);
    const out = await post("auth/logout", {}, guest.bearer);
    expect(out.status).toBe(200);
    expect(out.headers.get("set-cookie")).toMatch(/vv_session=;/);
    expect((await post("guest/profile/get", {}, guest.bearer)).status).toBe(401);
  });
});

describe("guest/profile/get", () => {
  it("holds every field of the guest state (spec core §3)", async () => {
    const guest = await signUpGuest(server);
    const state = (await (await post("guest/profile/get", {}, guest.bearer)).json()) as Record<
      string,
      unknown
    >;
    const fields = [
      "id",
      "name",
      "email",
      "avatar",
      "balance",
      "balanceFormatted",
      "isPayingCustomer",
      "isVip",
      "isVXTVAboSubscriber",
      "isLocked",
      "isRestricted",
      "restrictionLevel",
      "isForcePayment",
      "isBlockedForComments",
      "hasAvs",
      "avsStatus",
      "avsRejectMessage",
      "isLoggedIn",
      "showDataProtection",
      "vouchers",
      "boughtGifts",
      "notificationsSettings",
      "preferences",
      "autoRechargeAmount",
      "autoRechargeConfig",
      "oneClick",
      "conversionChatCountdownEnd",
      "isVoicecallActive",
      "tileGridSettings",
      "signupOrigin",
      "pincallVerifications",
    ];
    expect(fields.filter((field) => !(field in state))).toEqual([]);
    // Fields no feature fills yet are left out, not answered with a constant (docs/decisions.md).
    const unfilled = ["geoLocation", "loyaltyPoints", "testGroups", "activeFeatureIdsWithFeedback"];
    expect(unfilled.filter((field) => field in state)).toEqual([]);
    expect(state).toMatchObject({
      vouchers: [],
      balance: { value: 0, currency: "VXC" },
      avsStatus: "unknown",
    });
  });
});
