import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLOSE_SESSION_ENDED } from "../../../common/realtime.ts";
import { queryRows } from "../../db/client.ts";
import { guests } from "../../db/schema/index.ts";
import { AppError } from "../../lib/errors.ts";
import { buildActor, buildAlbum, buildVideo } from "../../test/factories.ts";
import { signUpGuest } from "../../test/guests.ts";
import { TestSocket } from "../../test/socketClient.ts";
import { startTestServer, TEST_OPERATOR_KEY, type TestServer } from "../../test/testServer.ts";
import { buyItemFast } from "../purchases/index.ts";
import { debit } from "../wallet/index.ts";
import { issueToken } from "./commands/accountTokens.ts";

/**
 * The guest-access policy (access.ts): once the operator locks a guest, no old credential (session
 * token, cookie, overlay ticket, content token, socket) and no new login works, and no path that
 * spends, redeems or writes changes anything. Every write route of the route table is tried.
 */
let server: TestServer;
const ids = { actor: 0, video: 0, video2: 0, album: 0, channel: 0 };
const CARD = { number: "4242424242424242", expMonth: 12, expYear: 2031, cvc: "123", holder: "Locked Guest" };
const operator = (path: string, body: unknown) =>
  server.post(path, body, { "x-operator-key": TEST_OPERATOR_KEY });

beforeAll(async () => {
  server = await startTestServer({ pay: true });
  const ctx = { db: server.database.db };
  const actor = await buildActor(ctx, { isOnline: true });
  ids.actor = actor.id;
  ids.video = (await buildVideo(ctx, actor.id, { price: 10 })).id;
  ids.video2 = (await buildVideo(ctx, actor.id, { price: 10 })).id;
  ids.album = (await buildAlbum(ctx, actor.id, { price: 12 })).id;
  expect(
    (
      await operator("internal/bonusCodes", {
        code: "LOCKTEST",
        benefits: [{ kind: "coins", amount: 50 }],
        validTo: new Date(Date.now() + 86_400_000).toISOString(),
      })
    ).status,
  ).toBe(201);
});
afterAll(() => server.close());

/** Everything a guest's ledger and purchases show: must not change while locked. */
async function books(guestId: number) {
  const [row] = await queryRows<{ balance: number; entries: number; purchases: number; messages: number }>(
    server.database.db,
    sql`select coalesce((select balance from wallet_balances where guest_id = ${guestId}), 0) as balance,
          (select count(*)::int from ledger_entries where guest_id = ${guestId}) as entries,
          (select count(*)::int from purchases where guest_id = ${guestId}) as purchases,
          (select count(*)::int from messenger_messages m join messenger_channels c on c.id = m.channel_id
            where c.guest_id = ${guestId}) as messages`,
  );
  return row;
}

/** A valid body for the routes whose success would spend, redeem or write (others get {}). */
function bodyFor(url: string, guestId: number): unknown {
  const bodies: Record<string, unknown> = {
    "/rest/v1/guest/redeemBonus": { code: "LOCKTEST" },
    "/rest/v1/messenger/channel/:channelId/send": { text: "still here?", expectedPrice: 2 },
    "/rest/v1/payment/charge": { packageId: "p20", currency: "EUR", card: CARD },
    "/rest/v1/payment/oneclick": { packageId: "p20", currency: "EUR" },
    "/rest/v1/payment/card": { card: CARD },
    "/rest/v1/payment/limit": { monthlyEuros: 100 },
    "/rest/v1/subscription/start": { plan: "vip", currency: "EUR", card: CARD },
    "/rest/v1/subscription/cancel": { plan: "vip" },
    "/rest/v1/guest/acceptCancellationOffer": { guest_id: guestId, platform_text: "" },
    "/rest/v1/guest/profile/update": { name: "Changed" },
    "/rest/v1/guest/favorite/pin": { objectType: "video", objectId: ids.video2 },
    "/rest/v1/gallery/setGuestRating": { albumId: ids.album, guestRating: 1 },
    "/rest/v1/gallery/postComment": { albumId: ids.album, commentText: "locked but talking" },
    "/rest/v1/avs/verify": { birthDate: "1990-01-01", documentNumber: "L01X00T47", country: "DE" },
    "/rest/v1/guest/newsletter/subscribe": { newsletterId: 1024 },
    "/rest/v1/guest/savePreferences": { preferences: { theme: "dark" } },
  };
  return bodies[url] ?? {};
}

/** The route's URL with its path parameters filled with ids of real things of the guest. */
function fill(url: string): string {
  return url
    .replace(":videoId", String(ids.video2))
    .replace(":albumId", String(ids.album))
    .replace(":channelId", String(ids.channel))
    .replace(":actorId", String(ids.actor))
    .replace(":paymentId", "00000000-0000-4000-8000-000000000000")
    .replace(/:[A-Za-z]+/g, "1");
}

/** Routes with no guest behind them: sign-in and hand-over calls, and the operator's API. */
const NOT_GUEST_ROUTES = /^\/rest\/v1\/(auth\/|internal\/|vxpay\/(onsuccess|logout)$)/;

async function call(base: string, url: string, body: unknown, headers: Record<string, string>) {
  return fetch(new URL(fill(url), base), {
    method: "POST",
    headers: { "content-type": "application/json", origin: server.url, ...headers },
    body: JSON.stringify(body),
  });
}

describe("a locked guest", () => {
  it("keeps no credential: every write route refuses the old ones, nothing is written", async () => {
    const guest = await signUpGuest(server, { coins: 200 });
    const guestId = guest.guest.id;
    const cookie = { cookie: `vv_session=${guest.accessToken}` };
    // Before the lock: a channel, a purchase, a ticket for the overlay, a content token, a socket.
    const channel = await server.fetch(`/rest/v1/messenger/channel/actor/${ids.actor}`, {
      headers: guest.bearer,
    });
    ids.channel = ((await channel.json()) as { channel: { id: number } }).channel.id;
    expect((await server.post(`video/${ids.video}/buy`, {}, guest.bearer)).status).toBe(200);
    const ticketAnswer = await server.post("vxpay/ticket", {}, { ...cookie, origin: server.url });
    const ticket = ((await ticketAnswer.json()) as { token: string }).token;
    const contentToken = (
      (await (await server.fetch("/rest/v1/content/token", { headers: guest.bearer })).json()) as {
        token: string;
      }
    ).token;
    const socket = await TestSocket.open(server.url);
    socket.send({ type: "session.request", accessToken: guest.accessToken, language: "en" });
    await socket.next("session.ack");
    const before = await books(guestId);

    expect((await operator(`internal/guests/${guestId}/lock`, { locked: true })).status).toBe(200);
    // The socket is told and closed at once.
    await socket.next("guest.locked");
    await expect.poll(() => socket.closed?.code).toBe(CLOSE_SESSION_ENDED);

    const routes = server.app.routeTable.filter(
      (route) =>
        route.method !== "GET" && route.url.startsWith("/rest/v1/") && !NOT_GUEST_ROUTES.test(route.url),
    );
    expect(routes.length).toBeGreaterThan(40);
    const passed: string[] = [];
    for (const route of routes) {
      const body = bodyFor(route.url, guestId);
      // A route that works without any credential is public: the lock cannot be seen there.
      const anonymous = await call(server.url, route.url, body, {});
      if (anonymous.ok) continue;
      for (const [name, headers] of [
        ["bearer", guest.bearer],
        ["cookie", cookie],
        ["access_token", {}],
      ] as const) {
        const url = name === "access_token" ? `${route.url}?access_token=${guest.accessToken}` : route.url;
        const answer = await call(server.url, url, body, headers);
        if (answer.ok) passed.push(`${name} ${route.method} ${route.url} ${answer.status}`);
      }
    }
    expect(passed).toEqual([]);

    // The overlay ticket ended with the sessions, on the overlay's origin too.
    const payUrl = server.payUrl ?? "";
    for (const path of [
      "payment/charge",
      "subscription/start",
      "guest/redeemBonus",
      "guest/profile/update",
    ]) {
      const url = `/rest/v1/${path}`;
      const answer = await call(payUrl, url, bodyFor(url, guestId), { authorization: `Bearer ${ticket}` });
      expect(answer.status, path).toBe(401);
    }
    // The content service's guest token died with the session.
    const graphql = await server.fetch("/graphql", {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${contentToken}` },
      body: JSON.stringify({
        query: "mutation ($id: Int!) { rateVideo(videoId: $id, rating: 1) { objectId } }",
        variables: { id: ids.video },
      }),
    });
    expect(graphql.status).toBe(401);
    // A new login (site and overlay) is refused with a clear code.
    for (const base of [server.url, payUrl]) {
      const login = await call(
        base,
        "/rest/v1/auth/login",
        { email: guest.email, password: guest.password },
        {},
      );
      expect(login.status).toBe(403);
      expect(((await login.json()) as { error: { code: string } }).error.code).toBe("ACCOUNT_LOCKED");
    }
    expect(await books(guestId)).toEqual(before);

    // Unlocking restores the login, and spending works again.
    expect((await operator(`internal/guests/${guestId}/lock`, { locked: false })).status).toBe(200);
    const again = await server.post("auth/login", { email: guest.email, password: guest.password });
    expect(again.status).toBe(200);
    const { accessToken } = (await again.json()) as { accessToken: string };
    const bought = await server.post(
      `video/${ids.video2}/buy`,
      {},
      { authorization: `Bearer ${accessToken}` },
    );
    expect(bought.status).toBe(200);
  }, 120_000);

  it("is refused by session resolution and the SQL paths even if a session survived the lock", async () => {
    // A session written by a login that raced the lock: the flag is set, the row is still there.
    const guest = await signUpGuest(server, { coins: 100 });
    const guestId = guest.guest.id;
    await server.database.db.update(guests).set({ isLocked: true }).where(eq(guests.id, guestId));
    const before = await books(guestId);
    // The SQL fast path with the session lookup (Bearer), and the path after resolveSession (cookie).
    expect((await server.post(`video/${ids.video}/buy`, {}, guest.bearer)).status).toBe(401);
    const cookie = { cookie: `vv_session=${guest.accessToken}`, origin: server.url };
    expect((await server.post(`album/${ids.album}/buy`, {}, cookie)).status).toBe(401);
    expect((await server.post("guest/redeemBonus", { code: "LOCKTEST" }, guest.bearer)).status).toBe(401);
    // The hand-over refuses the token with the lock's code.
    const handOver = await server.post(
      "vxpay/onsuccess",
      { accessToken: guest.accessToken },
      {
        origin: server.url,
      },
    );
    expect(handOver.status).toBe(403);
    expect(((await handOver.json()) as { error: { code: string } }).error.code).toBe("ACCOUNT_LOCKED");
    // A mailed reset link does not log a locked guest in.
    const resetToken = await issueToken(server.database.db, guestId, "reset-password", new Date());
    const reset = await server.post("auth/passwordReset", {
      token: resetToken,
      password: "a new password 1",
    });
    expect(reset.status).toBe(403);
    // The database function buy_item() and the wallet debit refuse however they are reached.
    await expect(
      buyItemFast({
        database: server.database,
        guestId,
        itemType: "video",
        itemId: ids.video,
        now: new Date(),
      }),
    ).rejects.toMatchObject({ code: "ACCOUNT_LOCKED" });
    const debited = server.database.db.transaction((tx) =>
      debit({ tx, guestId, coins: 5, kind: "purchase", reason: "test" }),
    );
    await expect(debited).rejects.toBeInstanceOf(AppError);
    await expect(debited).rejects.toMatchObject({ code: "ACCOUNT_LOCKED" });
    expect(await books(guestId)).toEqual(before);
  });
});
