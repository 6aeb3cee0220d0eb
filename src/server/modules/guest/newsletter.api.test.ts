import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TNewsletterLink, TNewsletterUnsubscribe } from "../../../common/contracts/accounts.ts";
import { signUpGuest } from "../../test/guests.ts";
import { startTestServer, TEST_OPERATOR_KEY, type TestServer } from "../../test/testServer.ts";

type ErrorBody = { error?: { code: string; details?: { errorMessage?: string } } };
let server: TestServer;
const operator = { "x-operator-key": TEST_OPERATOR_KEY };

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function subscribedGuest(bits: number[]) {
  const guest = await signUpGuest(server);
  for (const typeId of bits) {
    const response = await server.post(
      "guest/newsletter/subscribe",
      { typeId, userId: guest.guest.id, emailAddress: guest.email },
      guest.bearer,
    );
    expect(response.status).toBe(200);
  }
  return guest;
}

async function linkFor(guestId: number, query: string) {
  const response = await server.fetch(`/rest/v1/internal/guests/${guestId}/newsletter-link?${query}`, {
    headers: operator,
  });
  return { status: response.status, body: (await response.json()) as TNewsletterLink & ErrorBody };
}

async function bitsOf(guest: Awaited<ReturnType<typeof signUpGuest>>): Promise<number> {
  const response = await server.post("guest/profile/get", {}, guest.bearer);
  return ((await response.json()) as { newsletterBits: number }).newsletterBits;
}

const state = async (token: string) => {
  // With the client's other parameters beside the token (the web client adds the language).
  const response = await server.fetch(
    `/rest/v1/newsletter/unsubscribe?token=${encodeURIComponent(token)}&language=en`,
  );
  return { status: response.status, body: (await response.json()) as TNewsletterUnsubscribe & ErrorBody };
};

describe("newsletter unsubscribe links", () => {
  it("unsubscribes the link's newsletters without a login, once, and leaves the others", async () => {
    const guest = await subscribedGuest([256, 1024, 2048]);
    const link = await linkFor(guest.guest.id, "typeId=2048&typeId=1024");
    expect(link.status).toBe(200);
    expect(link.body.url).toContain("/newsletter/abmelden/?token=");
    expect(link.body.listUnsubscribe).toMatch(/^<http.+\/rest\/v1\/newsletter\/unsubscribe\?token=.+>$/);
    expect(link.body.listUnsubscribePost).toBe("List-Unsubscribe=One-Click");

    expect((await state(link.body.token)).body).toEqual({ typeIds: [1024, 2048], subscribed: [1024, 2048] });
    const first = await server.post("newsletter/unsubscribe", { token: link.body.token });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ success: true, typeIds: [1024, 2048], subscribed: [] });
    expect(await bitsOf(guest)).toBe(256);
    // The same link again: the same answer, nothing else changes.
    const again = await server.post("newsletter/unsubscribe", { token: link.body.token });
    expect(await again.json()).toEqual({ success: true, typeIds: [1024, 2048], subscribed: [] });
    expect(await bitsOf(guest)).toBe(256);
  });

  it("takes a mail client's one-click post (RFC 8058) with the token in the query", async () => {
    const guest = await subscribedGuest([512]);
    const link = await linkFor(guest.guest.id, "typeId=512");
    const target = link.body.listUnsubscribe.slice(1, -1).replace(/^https?:\/\/[^/]+/, "");
    const response = await server.fetch(target, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(response.status).toBe(200);
    expect(await bitsOf(guest)).toBe(0);
  });

  it("refuses forged, changed and malformed tokens, and bad operator input, changing nothing", async () => {
    const guest = await subscribedGuest([256, 2048]);
    const other = await subscribedGuest([2048]);
    const { token } = (await linkFor(guest.guest.id, "typeId=2048")).body;
    const [, id, bits, signature] = token.split(".");
    const expectRefused = async (bad: string, status: number, errorMessage?: string) => {
      const read = await state(bad);
      expect(read.status).toBe(status);
      const response = await server.post("newsletter/unsubscribe", { token: bad });
      expect(response.status).toBe(status);
      const body = (await response.json()) as ErrorBody;
      expect(body.error?.code).toBeTruthy();
      if (errorMessage) expect(body.error?.details?.errorMessage).toBe(errorMessage);
    };
    // Another guest's id or more newsletters under the same signature: not ours.
    await expectRefused(`n1.${other.guest.id}.${bits}.${signature}`, 403, "invalidToken");
    await expectRefused(`n1.${id}.${2048 | 256}.${signature}`, 403, "invalidToken");
    await expectRefused(`n1.${id}.${bits}.${"A".repeat(43)}`, 403, "invalidToken");
    // Not a token, or naming a newsletter that does not exist.
    await expectRefused("hello", 400, "malformedToken");
    await expectRefused(`n1.${id}.3.${signature}`, 400, "malformedToken");
    await expectRefused("", 400);
    expect((await server.post("newsletter/unsubscribe", {})).status).toBe(400);
    expect((await server.post("newsletter/unsubscribe", { token: token, extra: 1 })).status).toBe(400);
    expect(await bitsOf(guest)).toBe(2048 | 256);
    expect(await bitsOf(other)).toBe(2048);

    // The operator's call: its key, a known guest, newsletters that exist.
    const noKey = await server.fetch(
      `/rest/v1/internal/guests/${guest.guest.id}/newsletter-link?typeId=2048`,
    );
    expect([401, 403, 404]).toContain(noKey.status);
    expect((await linkFor(guest.guest.id, "typeId=3")).status).toBe(400);
    expect((await linkFor(guest.guest.id, "")).status).toBe(400);
    expect((await linkFor(guest.guest.id, "typeId=abc")).status).toBe(400);
    expect((await linkFor(2_000_000_000, "typeId=2048")).status).toBe(404);
  });
});
