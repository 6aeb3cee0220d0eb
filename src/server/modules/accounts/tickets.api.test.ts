import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpGuest } from "../../test/guests.ts";
import { TestSocket } from "../../test/socketClient.ts";
import { startTestServer, type TestServer } from "../../test/testServer.ts";

/**
 * Overlay tickets (vxpay/ticket): single-purpose (the overlay's calls on its own origin), short
 * (15 minutes), unable to mint tickets or become the site's cookie, and ended with their session.
 */
let server: TestServer;
let clock = Date.now();
beforeAll(async () => {
  server = await startTestServer({ pay: true, now: () => new Date(clock) });
});
afterAll(() => server.close());

const overlay = (path: string, token: string, body?: unknown) =>
  fetch(`${server.payUrl}/rest/v1/${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

async function ticketOf(guest: Awaited<ReturnType<typeof signUpGuest>>) {
  const issued = await server.post("vxpay/ticket", {}, guest.bearer);
  expect(issued.status).toBe(200);
  return ((await issued.json()) as { token: string; expiresInSeconds: number }).token;
}

describe("an overlay ticket", () => {
  it("works for the overlay's calls on the overlay's origin only", async () => {
    const guest = await signUpGuest(server);
    const ticket = await ticketOf(guest);
    expect((await overlay("payment/state", ticket)).status).toBe(200);
    expect((await overlay("guest/profile/get", ticket, {})).status).toBe(200);
    // On the site it is no session: not for reads, not for buying (SQL fast path), not for the socket.
    const bearer = { authorization: `Bearer ${ticket}` };
    expect((await server.fetch("/rest/v1/guest/getGuestBalance", { headers: bearer })).status).toBe(401);
    expect((await server.post("video/1/buy", {}, bearer)).status).toBe(401);
    expect((await server.fetch("/rest/v1/content/token", { headers: bearer })).status).toBe(200);
    const token = (await (await server.fetch("/rest/v1/content/token", { headers: bearer })).json()) as {
      kind: string;
    };
    expect(token.kind).toBe("anonymous");
    const socket = await TestSocket.open(server.url);
    socket.send({ type: "session.request", accessToken: ticket, language: "en" });
    await socket.next("session.expired");
    socket.close();
  });

  it("cannot mint tickets, become the site's cookie, or delete the account", async () => {
    const guest = await signUpGuest(server);
    const ticket = await ticketOf(guest);
    const bearer = { authorization: `Bearer ${ticket}` };
    expect((await server.post("vxpay/ticket", {}, bearer)).status).toBe(401);
    const handOver = await server.post("vxpay/onsuccess", { accessToken: ticket }, { origin: server.url });
    expect(handOver.status).toBe(401);
    expect(handOver.headers.get("set-cookie")).toBeNull();
    expect((await overlay("guest/delete", ticket, { password: guest.password })).status).toBe(403);
  });

  it("ends with the logout of its session, and after 15 minutes", async () => {
    const guest = await signUpGuest(server);
    const ticket = await ticketOf(guest);
    expect((await server.post("auth/logout", {}, guest.bearer)).status).toBe(200);
    expect((await overlay("payment/state", ticket)).status).toBe(401);

    const other = await signUpGuest(server);
    const late = await ticketOf(other);
    const saved = clock;
    try {
      clock += 15 * 60_000 + 1000;
      expect((await overlay("payment/state", late)).status).toBe(401);
      // The session itself lives on.
      expect((await server.fetch("/rest/v1/guest/getGuestBalance", { headers: other.bearer })).status).toBe(
        200,
      );
    } finally {
      clock = saved;
    }
  });
});
