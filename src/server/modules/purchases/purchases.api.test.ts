import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TBuyResult } from "../../../common/contracts/accounts.ts";
import type { TVideo } from "../../../common/contracts/catalog.ts";
import { queryRows } from "../../db/client.ts";
import { buildActor, buildAlbum, buildVideo } from "../../test/factories.ts";
import { signUpGuest } from "../../test/guests.ts";
import { startTestServer, TEST_OPERATOR_KEY, type TestServer } from "../../test/testServer.ts";

let server: TestServer;
let ids: { video: number; cheap: number; free: number; future: number; album: number };
beforeAll(async () => {
  server = await startTestServer();
  const ctx = { db: server.database.db };
  const actor = await buildActor(ctx);
  ids = {
    video: (await buildVideo(ctx, actor.id, { price: 40 })).id,
    cheap: (await buildVideo(ctx, actor.id, { price: 10, basePrice: 20 })).id,
    free: (await buildVideo(ctx, actor.id, { free: true, price: 0, basePrice: 0 })).id,
    future: (await buildVideo(ctx, actor.id, { price: 10, releasedAt: new Date(Date.now() + 86_400_000) }))
      .id,
    album: (await buildAlbum(ctx, actor.id, { price: 12 })).id,
  };
});
afterAll(() => server.close());

const buy = (path: string, headers: Record<string, string>, body: unknown = {}) =>
  server.fetch(`/rest/v1/${path}/buy`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });

async function ledgerOf(guestId: number) {
  const [row] = await queryRows<{ balance: number; sum: number; entries: number; purchases: number }>(
    server.database.db,
    sql`select coalesce((select w.balance from wallet_balances w where w.guest_id = g.id), 0) as balance, coalesce((select sum(delta) from ledger_entries l where l.guest_id = g.id), 0)::int as sum,
      (select count(*) from ledger_entries l where l.guest_id = g.id)::int as entries,
      (select count(*) from purchases p where p.guest_id = g.id)::int as purchases
      from guests g where g.id = ${guestId}`,
  );
  return row;
}

describe("buying videos and albums", () => {
  it("charges the price once, records ledger and purchase, and marks the video bought", async () => {
    const guest = await signUpGuest(server, { coins: 100 });
    const response = await buy(`video/${ids.video}`, guest.bearer);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      success: true,
      guestBalance: 60,
      guestBalanceFormatted: "60 VXC",
      charged: true,
      voucherUsed: false,
    });
    const again = await buy(`video/${ids.video}`, guest.bearer);
    expect(((await again.json()) as TBuyResult).guestBalance).toBe(60);
    expect(await ledgerOf(guest.guest.id)).toEqual({ balance: 60, sum: 60, entries: 2, purchases: 1 });
    const video = (await (
      await server.fetch(`/rest/v1/video/${ids.video}`, { headers: guest.bearer })
    ).json()) as TVideo;
    expect(video.guestInfo.bought).toBe(true);
    const anonymous = (await (await server.fetch(`/rest/v1/video/${ids.video}`)).json()) as TVideo;
    expect(anonymous.guestInfo.bought).toBe(false);
  });

  it("buys albums and charges the sale price", async () => {
    const guest = await signUpGuest(server, { coins: 30 });
    expect(((await (await buy(`album/${ids.album}`, guest.bearer)).json()) as TBuyResult).guestBalance).toBe(
      18,
    );
    expect(((await (await buy(`video/${ids.cheap}`, guest.bearer)).json()) as TBuyResult).guestBalance).toBe(
      8,
    );
  });

  it("answers 402 INSUFFICIENT_FUNDS and writes nothing when the balance is too low", async () => {
    const guest = await signUpGuest(server, { coins: 39 });
    const response = await buy(`video/${ids.video}`, guest.bearer);
    expect(response.status).toBe(402);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe("INSUFFICIENT_FUNDS");
    expect(await ledgerOf(guest.guest.id)).toEqual({ balance: 39, sum: 39, entries: 1, purchases: 0 });
  });

  it("charges nothing for free videos", async () => {
    const guest = await signUpGuest(server);
    const response = await buy(`video/${ids.free}`, guest.bearer);
    expect(await response.json()).toMatchObject({ success: true, guestBalance: 0, charged: false });
  });

  it("answers anonymous 401, unknown or unreleased 404, bad ids 400", async () => {
    const guest = await signUpGuest(server, { coins: 50 });
    expect((await buy(`video/${ids.video}`, {})).status).toBe(401);
    expect((await buy("video/999999", guest.bearer)).status).toBe(404);
    expect((await buy(`video/${ids.future}`, guest.bearer)).status).toBe(404);
    expect((await buy("album/999999", guest.bearer)).status).toBe(404);
    expect((await buy("video/abc", guest.bearer)).status).toBe(400);
    expect(await ledgerOf(guest.guest.id)).toMatchObject({ balance: 50, purchases: 0 });
  });
});

describe("one round trip and the other paths answer alike", () => {
  // A Bearer call without Idempotency-Key resolves the session and buys in one database call
  // (buy_item_by_session()); the access_token parameter and the cookie take the session lookup of
  // request.auth() and then buy_item(); a key takes the transaction. All must answer the same.
  const viaQuery = (path: string, token: string) =>
    server.fetch(`/rest/v1/${path}/buy?access_token=${token}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{}",
    });
  const viaCookie = (path: string, token: string) =>
    buy(path, { cookie: `vv_session=${token}`, origin: server.url });

  it("answers the same bytes, ledger entry and purchase row on every path", async () => {
    const texts: string[] = [];
    for (const how of ["bearer", "query", "cookie", "key"] as const) {
      const guest = await signUpGuest(server, { coins: 100 });
      const path = `video/${ids.video}`;
      const response =
        how === "bearer"
          ? await buy(path, guest.bearer)
          : how === "query"
            ? await viaQuery(path, guest.accessToken)
            : how === "cookie"
              ? await viaCookie(path, guest.accessToken)
              : await buy(path, { ...guest.bearer, "idempotency-key": `same-bytes-${guest.guest.id}` });
      expect(response.status).toBe(200);
      texts.push(await response.text());
      const [entry] = await queryRows<{ delta: number; balance_after: number; kind: string; reason: string }>(
        server.database.db,
        sql`select delta, balance_after, kind, reason from ledger_entries where guest_id = ${guest.guest.id} and kind = 'purchase'`,
      );
      expect(entry).toEqual({
        delta: -40,
        balance_after: 60,
        kind: "purchase",
        reason: `video:${ids.video}`,
      });
      const [row] = await queryRows<{ price: number; linked: boolean; paying: boolean }>(
        server.database.db,
        sql`select p.price, p.ledger_entry_id is not null as linked, g.is_paying_customer as paying
          from purchases p join guests g on g.id = p.guest_id where p.guest_id = ${guest.guest.id}`,
      );
      expect(row).toEqual({ price: 40, linked: true, paying: false });
    }
    // With a key the answer is the stored copy (jsonb orders the keys its own way), as before.
    expect(new Set(texts.slice(0, 3)).size).toBe(1);
    expect(JSON.parse(texts[3] as string)).toEqual(JSON.parse(texts[0] as string));
    expect(JSON.parse(texts[0] as string)).toEqual({
      success: true,
      guestBalance: 60,
      guestBalanceFormatted: "60 VXC",
      charged: true,
      voucherUsed: false,
    });
  });

  it("answers 402 with the price required, 404 and 401 alike on both paths", async () => {
    const guest = await signUpGuest(server, { coins: 39 });
    const bearer = await buy(`video/${ids.video}`, guest.bearer);
    const query = await viaQuery(`video/${ids.video}`, guest.accessToken);
    expect([bearer.status, query.status]).toEqual([402, 402]);
    const bearerText = await bearer.text();
    expect(bearerText).toBe(await query.text());
    expect(JSON.parse(bearerText)).toMatchObject({
      error: { code: "INSUFFICIENT_FUNDS", details: { required: 40 } },
    });
    const missing = [
      await buy("album/999999", guest.bearer),
      await viaQuery("album/999999", guest.accessToken),
    ];
    expect(missing.map((r) => r.status)).toEqual([404, 404]);
    const stranger = [
      await buy(`video/${ids.video}`, { authorization: "Bearer no-such-session-token-at-all" }),
    ];
    stranger.push(await viaQuery(`video/${ids.video}`, "no-such-session-token-at-all"));
    expect(stranger.map((r) => r.status)).toEqual([401, 401]);
    expect(await ledgerOf(guest.guest.id)).toEqual({ balance: 39, sum: 39, entries: 1, purchases: 0 });
  });

  it("refuses a restricted guest with 403 and buys nothing", async () => {
    const guest = await signUpGuest(server, { coins: 100 });
    await server.fetch(`/rest/v1/internal/guests/${guest.guest.id}/restrict`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-operator-key": TEST_OPERATOR_KEY },
      body: JSON.stringify({ level: 1, compensationDueCents: 500 }),
    });
    const refused = await buy(`video/${ids.video}`, guest.bearer);
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe("ACCOUNT_RESTRICTED");
    expect(await ledgerOf(guest.guest.id)).toMatchObject({ balance: 100, purchases: 0 });
  });

  it("keeps the session rules: last-seen refreshed after 5 minutes, idle sessions end", async () => {
    const guest = await signUpGuest(server, { coins: 100 });
    const lastSeen = async () =>
      (
        await queryRows<{ minutes: number }>(
          server.database.db,
          sql`select round(extract(epoch from now() - last_seen_at) / 60)::int as minutes from sessions where guest_id = ${guest.guest.id}`,
        )
      )[0]?.minutes;
    const setLastSeen = (minutes: number) =>
      server.database.db.execute(
        sql`update sessions set last_seen_at = now() - make_interval(mins => ${minutes}) where guest_id = ${guest.guest.id}`,
      );
    await setLastSeen(4);
    expect((await buy(`video/${ids.cheap}`, guest.bearer)).status).toBe(200);
    expect(await lastSeen()).toBe(4);
    await setLastSeen(6);
    expect((await buy(`album/${ids.album}`, guest.bearer)).status).toBe(200);
    expect(await lastSeen()).toBe(0);
    await setLastSeen(31 * 24 * 60);
    expect((await buy(`video/${ids.video}`, guest.bearer)).status).toBe(401);
    expect(await ledgerOf(guest.guest.id)).toMatchObject({ balance: 78, purchases: 2 });
  });
});

describe("lists for a logged-in guest", () => {
  it("marks bought tiles and filters by purchases", async () => {
    const guest = await signUpGuest(server, { coins: 100 });
    await buy(`video/${ids.cheap}`, guest.bearer);
    const grid = async (payload: unknown, headers: Record<string, string> = guest.bearer) => {
      const response = await server.fetch(
        `/rest/v1/tileGrid/get/videos/${encodeURIComponent(JSON.stringify(payload))}`,
        {
          headers,
        },
      );
      return { status: response.status, body: (await response.json()) as { items: TVideo[]; total: number } };
    };
    const all = await grid({ order: "newest" });
    expect(all.body.items.filter((v) => v.guestInfo.bought).map((v) => v.id)).toEqual([ids.cheap]);
    const bought = await grid({ filter: { types: { bought: true } } });
    expect(bought.body.items.map((v) => v.id)).toEqual([ids.cheap]);
    expect(bought.body.total).toBe(1);
    const notBought = await grid({ filter: { types: { bought: false } } });
    expect(notBought.body.items.map((v) => v.id)).not.toContain(ids.cheap);
    expect(notBought.body.total).toBe(all.body.total - 1);
    expect((await grid({ filter: { types: { bought: true } } }, {})).status).toBe(401);
  });
});

describe("Idempotency-Key", () => {
  it("returns the first answer to a retry and charges once", async () => {
    const guest = await signUpGuest(server, { coins: 100 });
    const headers = { ...guest.bearer, "idempotency-key": "retry-key-0001" };
    const first = await (await buy(`video/${ids.cheap}`, headers)).json();
    const retry = await (await buy(`video/${ids.cheap}`, headers)).json();
    expect(retry).toEqual(first);
    expect(first).toMatchObject({ guestBalance: 90, charged: true });
    expect(await ledgerOf(guest.guest.id)).toMatchObject({ balance: 90, entries: 2 });
  });

  it("refuses the same key for another request with 422", async () => {
    const guest = await signUpGuest(server, { coins: 100 });
    const headers = { ...guest.bearer, "idempotency-key": "retry-key-0002" };
    expect((await buy(`video/${ids.cheap}`, headers)).status).toBe(200);
    const other = await buy(`album/${ids.album}`, headers);
    expect(other.status).toBe(422);
    expect(((await other.json()) as { error: { code: string } }).error.code).toBe("IDEMPOTENCY_KEY_REUSED");
    expect((await buy(`video/${ids.cheap}`, { ...guest.bearer, "idempotency-key": "bad key!" })).status).toBe(
      400,
    );
  });

  it("does not remember failed attempts: a retry after a top-up succeeds", async () => {
    const guest = await signUpGuest(server, { coins: 5 });
    const headers = { ...guest.bearer, "idempotency-key": "retry-key-0003" };
    expect((await buy(`video/${ids.cheap}`, headers)).status).toBe(402);
    await server.fetch(`/rest/v1/internal/guests/${guest.guest.id}/credit`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-operator-key": TEST_OPERATOR_KEY },
      body: JSON.stringify({ coins: 20, reason: "top-up" }),
    });
    expect(await (await buy(`video/${ids.cheap}`, headers)).json()).toMatchObject({
      guestBalance: 15,
      charged: true,
    });
  });
});

describe("operator credit", () => {
  it("needs the operator key and valid input", async () => {
    const guest = await signUpGuest(server);
    const credit = (headers: Record<string, string>, body: unknown) =>
      server.fetch(`/rest/v1/internal/guests/${guest.guest.id}/credit`, {
        method: "POST",
        headers: { "content-type": "application/json", ...headers },
        body: JSON.stringify(body),
      });
    expect((await credit({}, { coins: 10, reason: "x" })).status).toBe(403);
    expect(
      (await credit({ "x-operator-key": "wrong-key-wrong-key-wrong" }, { coins: 10, reason: "x" })).status,
    ).toBe(403);
    const key = { "x-operator-key": TEST_OPERATOR_KEY };
    expect((await credit(key, { coins: -5, reason: "x" })).status).toBe(400);
    expect((await credit(key, { coins: 1.5, reason: "x" })).status).toBe(400);
    expect((await credit(key, { coins: 10 })).status).toBe(400);
    const ok = await credit(key, { coins: 10, reason: "goodwill" });
    expect(ok.status).toBe(201);
    const missing = await server.fetch("/rest/v1/internal/guests/999999/credit", {
      method: "POST",
      headers: { "content-type": "application/json", ...key },
      body: JSON.stringify({ coins: 10, reason: "x" }),
    });
    expect(missing.status).toBe(404);
  });
});

describe("operator age-check status", () => {
  it("sets a guest's AVS status with the operator key", async () => {
    const guest = await signUpGuest(server);
    const set = (body: unknown, key = TEST_OPERATOR_KEY) =>
      server.fetch(`/rest/v1/internal/guests/${guest.guest.id}/avs`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-operator-key": key },
        body: JSON.stringify(body),
      });
    expect((await set({ status: "accepted" }, "not-the-operator-key-xx")).status).toBe(403);
    expect((await set({ status: "maybe" })).status).toBe(400);
    expect(await (await set({ status: "accepted" })).json()).toEqual({
      success: true,
      avsStatus: "accepted",
    });
    const profile = await server.fetch("/rest/v1/guest/profile/get", {
      method: "POST",
      headers: guest.bearer,
    });
    expect(((await profile.json()) as { avsStatus: string; hasAvs: boolean }).hasAvs).toBe(true);
  });
});
