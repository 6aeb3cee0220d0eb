import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TAuthResult } from "../../common/contracts/accounts.ts";
import { signUpGuest } from "../test/guests.ts";
import { startTestServer, type TestServer } from "../test/testServer.ts";

let server: TestServer;
let payUrl: string;
beforeAll(async () => {
  server = await startTestServer({ web: true, pay: true });
  payUrl = server.payUrl ?? "";
});
afterAll(() => server.close());

const payFetch = (path: string, init?: RequestInit) =>
  fetch(new URL(path, payUrl), { redirect: "manual", ...init });

describe("the overlay's own origin", () => {
  it("serves the overlay pages, framable by the site only", async () => {
    const response = await payFetch("/_overlay/login?lang=de");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<html lang="de"/);
    expect(html).toContain('data-flow="login"');
    expect(response.headers.get("content-security-policy")).toContain(`frame-ancestors ${server.url}`);
    expect(response.headers.get("x-frame-options")).toBeNull();
    expect((await payFetch("/_overlay/nothing")).status).toBe(404);
  });

  it("serves nothing of the site and sets no cookie on login", async () => {
    expect((await payFetch("/")).status).toBe(404);
    expect((await payFetch("/en/videos/")).status).toBe(404);
    expect((await payFetch("/rest/v1/video/1")).status).toBe(404);
    const guest = await signUpGuest(server);
    const login = await payFetch("/rest/v1/auth/login", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: guest.email, password: guest.password }),
    });
    expect(login.status).toBe(200);
    expect(login.headers.get("set-cookie")).toBeNull();
  });

  it("is not served on the site, whose CSP allows framing the overlay", async () => {
    const response = await server.fetch("/_overlay/login");
    expect(response.status).toBe(404);
    expect(response.headers.get("content-security-policy")).toContain(`frame-src ${payUrl}`);
  });
});

describe("vxpay/onsuccess and vxpay/logout", () => {
  const onSuccess = (body: unknown, origin: string | null = server.url) =>
    server.fetch("/rest/v1/vxpay/onsuccess", {
      method: "POST",
      headers: { "content-type": "application/json", ...(origin ? { origin } : {}) },
      body: JSON.stringify(body),
    });

  it("turns the overlay's token into the site's session cookie", async () => {
    const guest = await signUpGuest(server);
    const response = await onSuccess({ accessToken: guest.accessToken, redirect: "/en/videos/" });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ success: true, redirectUrl: "/en/videos/" });
    expect(response.headers.get("set-cookie")).toMatch(new RegExp(`^vv_session=${guest.accessToken};`));
    const page = await server.fetch("/en/", { headers: { cookie: `vv_session=${guest.accessToken}` } });
    expect(await page.text()).toContain('data-testid="balance"');
  });

  it("refuses other origins, unknown tokens and foreign redirects", async () => {
    const guest = await signUpGuest(server);
    expect((await onSuccess({ accessToken: guest.accessToken }, "https://evil.example")).status).toBe(403);
    expect((await onSuccess({ accessToken: guest.accessToken }, null)).status).toBe(403);
    expect((await onSuccess({ accessToken: "a".repeat(43) })).status).toBe(401);
    expect((await onSuccess({ accessToken: guest.accessToken, redirect: "//evil.example/" })).status).toBe(
      400,
    );
    expect(
      (await onSuccess({ accessToken: guest.accessToken, redirect: "https://evil.example/" })).status,
    ).toBe(400);
    // Every form a browser reads as another host (backslashes, tabs, newlines, schemes) is refused.
    for (const redirect of [
      "/\\evil.example",
      "/\\/evil.example",
      "\\\\evil.example",
      "/\t/evil.example",
      "/\n/evil.example",
      "/\r\n/evil.example",
      "/a/..//evil.example",
      "javascript:alert(1)",
      " /en/",
      "en/videos",
    ]) {
      const response = await onSuccess({ accessToken: guest.accessToken, redirect });
      expect(response.status, JSON.stringify(redirect)).toBe(400);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe("VALIDATION_FAILED");
      expect(response.headers.get("set-cookie")).toBeNull();
    }
  });

  it("logs out on the site", async () => {
    const guest = await signUpGuest(server);
    const cookie = `vv_session=${guest.accessToken}`;
    const out = await server.fetch("/rest/v1/vxpay/logout", {
      method: "POST",
      headers: { cookie, origin: server.url },
    });
    expect(out.status).toBe(200);
    const again = (await (
      await server.fetch("/rest/v1/auth/login", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: guest.email, password: guest.password }),
      })
    ).json()) as TAuthResult;
    expect(again.accessToken).not.toBe(guest.accessToken);
    expect((await server.fetch("/rest/v1/guest/getGuestBalance", { headers: { cookie } })).status).toBe(401);
  });
});

describe("vxpay/ticket: the overlay session of a logged-in guest", () => {
  it("is issued to the site's cookie session and works on the overlay's origin only as a token", async () => {
    const guest = await signUpGuest(server);
    const cookie = `vv_session=${guest.accessToken}`;
    expect((await server.post("vxpay/ticket", {})).status).toBe(401);
    // Cookie-authenticated writes need the site's origin (CSRF).
    expect((await server.post("vxpay/ticket", {}, { cookie, origin: "https://evil.example" })).status).toBe(
      403,
    );
    const issued = await server.post("vxpay/ticket", {}, { cookie, origin: server.url });
    expect(issued.status).toBe(200);
    const { token, expiresInSeconds } = (await issued.json()) as { token: string; expiresInSeconds: number };
    // 15 minutes: a ticket is short (docs/decisions.md "Security (issue 10)").
    expect(expiresInSeconds).toBe(900);
    expect(token).not.toBe(guest.accessToken);

    const state = await payFetch("/rest/v1/payment/state", { headers: { authorization: `Bearer ${token}` } });
    expect(state.status).toBe(200);
    // The site's cookie does not log anyone in on the overlay's origin.
    expect((await payFetch("/rest/v1/payment/state", { headers: { cookie } })).status).toBe(401);
    const charge = await payFetch("/rest/v1/payment/charge", {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify({
        packageId: "p20",
        currency: "EUR",
        card: { number: "4242424242424242", expMonth: 1, expYear: 2031, cvc: "999", holder: "Ticket Guest" },
      }),
    });
    expect(charge.status).toBe(200);
    const balance = await server.fetch("/rest/v1/guest/getGuestBalance", { headers: guest.bearer });
    expect(((await balance.json()) as { balance: number }).balance).toBe(20);
  });
});
