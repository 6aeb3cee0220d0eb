import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../db/client.ts";
import { guests as guestTable } from "../../db/schema/index.ts";
import { buildActor, buildVideo } from "../../test/factories.ts";
import { grantCoins, signUpGuest } from "../../test/guests.ts";
import { startTestServer, type TestServer } from "../../test/testServer.ts";
import { createSession, hashToken } from "../accounts/index.ts";
import { GROUP_IN_FLIGHT } from "./commands/buyItemFast.ts";

/**
 * Real concurrency through the HTTP stack: these run on PostgreSQL only (PGlite serialises every
 * transaction, so a race there proves nothing).
 */
let server: TestServer;
let videoIds: number[];
beforeAll(async () => {
  server = await startTestServer();
  const ctx = { db: server.database.db };
  const actor = await buildActor(ctx);
  videoIds = [];
  for (let i = 0; i < 200; i++) videoIds.push((await buildVideo(ctx, actor.id, { price: 10 })).id);
});
afterAll(() => server.close());

const buy = (videoId: number, headers: Record<string, string>) =>
  server.fetch(`/rest/v1/video/${videoId}/buy`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: "{}",
  });

let made = 0;
/** A guest with a session and coins, straight into the database (many sign-ups would hit the per-address limit). */
async function directGuest(coins: number) {
  made++;
  const [row] = await server.database.db
    .insert(guestTable)
    .values({ email: `buyer-${made}-${Date.now()}@example.com`, name: `Buyer ${made}`, passwordHash: "x" })
    .returning({ id: guestTable.id });
  if (!row) throw new Error("guest not inserted");
  await grantCoins(server, row.id, coins);
  const token = await createSession(server.database.db, row.id, new Date());
  return { guest: { id: row.id }, token, bearer: { authorization: `Bearer ${token}` } };
}

/** Status and parsed body of every answer (bodies read as text first, so nothing is lost). */
async function answers(responses: Response[]) {
  return Promise.all(
    responses.map(async (r) => {
      const text = await r.text();
      return { status: r.status, text, body: JSON.parse(text) as Record<string, unknown> };
    }),
  );
}

async function books(guestId: number) {
  const [row] = await queryRows<{
    balance: number;
    sum: number;
    purchases: number;
    charges: number;
    debits: number;
  }>(
    server.database.db,
    sql`select coalesce((select w.balance from wallet_balances w where w.guest_id = g.id), 0) as balance, coalesce((select sum(delta) from ledger_entries l where l.guest_id = g.id), 0)::int as sum,
      (select count(*) from purchases p where p.guest_id = g.id)::int as purchases,
      (select count(*) from ledger_entries l where l.guest_id = g.id and l.kind = 'purchase')::int as charges,
      (select count(*) from ledger_entries l where l.guest_id = g.id and l.delta < 0)::int as debits
      from guests g where g.id = ${guestId}`,
  );
  return row;
}

/** Holds a guest's row in a transaction (with a debit that leaves 100 - debit coins) until released. */
function hold(guestId: number, debit = 0) {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  let locked: () => void = () => {};
  const holding = new Promise<void>((resolve) => {
    locked = resolve;
  });
  const done = server.database.db.transaction(async (tx) => {
    await tx.execute(
      sql`update wallet_balances set balance = balance - ${debit} where guest_id = ${guestId}`,
    );
    if (debit > 0)
      await tx.execute(
        sql`insert into ledger_entries (guest_id, delta, balance_after, kind, reason) values (${guestId}, ${-debit}, ${100 - debit}, 'charge', 'test')`,
      );
    locked();
    await gate;
  });
  return { holding, release, done };
}

describe("concurrent purchases on PostgreSQL", () => {
  it("sells exactly 10 of 200 concurrent buys of different 10-coin videos on 100 coins", async () => {
    expect(videoIds).toHaveLength(200);
    const guest = await signUpGuest(server, { coins: 100 });
    const results = await answers(await Promise.all(videoIds.map((id) => buy(id, guest.bearer))));
    expect(results.filter((r) => r.status >= 500)).toEqual([]);
    const sold = results.filter((r) => r.status === 200);
    const refused = results.filter((r) => r.status === 402);
    expect(sold).toHaveLength(10);
    expect(refused).toHaveLength(190);
    for (const r of sold) expect(r.body).toMatchObject({ success: true, charged: true });
    for (const r of refused) expect(r.body).toMatchObject({ error: { code: "INSUFFICIENT_FUNDS" } });
    // Each sale saw a distinct balance after it: 90, 80, ..., 0.
    expect(sold.map((r) => r.body.guestBalance as number).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 10 }, (_, i) => i * 10),
    );
    expect(await books(guest.guest.id)).toEqual({
      balance: 0,
      sum: 0,
      purchases: 10,
      charges: 10,
      debits: 10,
    });
  });

  it("charges once when the same video is bought 50 times at once", async () => {
    const guest = await signUpGuest(server, { coins: 100 });
    const results = await answers(
      await Promise.all(Array.from({ length: 50 }, () => buy(videoIds[0] as number, guest.bearer))),
    );
    expect(results.map((r) => r.status)).toEqual(Array(50).fill(200));
    expect(results.filter((r) => r.body.charged === true)).toHaveLength(1);
    for (const r of results) expect(r.body).toMatchObject({ success: true, guestBalance: 90 });
    expect(await books(guest.guest.id)).toEqual({
      balance: 90,
      sum: 90,
      purchases: 1,
      charges: 1,
      debits: 1,
    });
  });

  it("answers 50 parallel sends of one Idempotency-Key identically and charges once", async () => {
    const guest = await signUpGuest(server, { coins: 100 });
    const headers = { ...guest.bearer, "idempotency-key": "concurrent-key-50" };
    const results = await answers(
      await Promise.all(Array.from({ length: 50 }, () => buy(videoIds[1] as number, headers))),
    );
    // The key row is written first in the buying transaction: concurrent sends wait for it and
    // then answer with the stored result, so every answer is the first one, byte for byte.
    expect(results.map((r) => r.status)).toEqual(Array(50).fill(200));
    const first = results[0] as (typeof results)[number];
    for (const r of results) expect(r.text).toBe(first.text);
    expect(first.body).toEqual({
      success: true,
      guestBalance: 90,
      guestBalanceFormatted: "90 VXC",
      charged: true,
      voucherUsed: false,
    });
    expect(await books(guest.guest.id)).toEqual({
      balance: 90,
      sum: 90,
      purchases: 1,
      charges: 1,
      debits: 1,
    });
  });

  it("answers 402 and writes nothing when a concurrent charge takes the coins after the balance check", async () => {
    // A transaction holds the guest row with a debit that leaves 5 coins: the buy reads the
    // committed 100, inserts its purchase row and waits at its conditional debit; after the commit
    // the debit finds too few coins, and buy_item() rolls back with SQLSTATE VX402.
    for (const how of ["bearer", "query"] as const) {
      const guest = await signUpGuest(server, { coins: 100 });
      const id = guest.guest.id;
      const held = hold(id, 95);
      await held.holding;
      const videoId = videoIds[2 + (how === "bearer" ? 0 : 1)] as number;
      const pending =
        how === "bearer"
          ? buy(videoId, guest.bearer)
          : server.fetch(`/rest/v1/video/${videoId}/buy?access_token=${guest.accessToken}`, {
              method: "POST",
              headers: { "content-type": "application/json" },
              body: "{}",
            });
      // The buy is now blocked on the guest row (it cannot finish before the commit).
      await new Promise((resolve) => setTimeout(resolve, 300));
      const [waiting] = await queryRows<{ n: number }>(
        server.database.db,
        sql`select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and query like '%buy_item%'`,
      );
      expect(waiting?.n).toBe(1);
      held.release();
      await held.done;
      const response = await pending;
      expect(response.status).toBe(402);
      expect(await response.json()).toMatchObject({
        error: { code: "INSUFFICIENT_FUNDS", details: { required: 10 } },
      });
      expect(await books(id)).toEqual({ balance: 5, sum: 5, purchases: 0, charges: 0, debits: 1 });
    }
  });

  /** Statements whose text has `name(` waiting on a lock. */
  const waitingOn = async (name: string) => {
    const [row] = await queryRows<{ n: number }>(
      server.database.db,
      sql`select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and query like ${`%${name}(%`}`,
    );
    return row?.n;
  };
  const untilWaiting = async (name: string, n: number) => {
    for (let i = 0; i < 100 && (await waitingOn(name)) !== n; i++)
      await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await waitingOn(name)).toBe(n);
  };
  const deadlocks = async () => {
    const [row] = await queryRows<{ n: number }>(
      server.database.db,
      sql`select deadlocks::int as n from pg_stat_database where datname = current_database()`,
    );
    return row?.n ?? 0;
  };
  /** GROUP_IN_FLIGHT lone buys of a held guest: every slot taken until that guest is released. */
  const fillSlots = async () => {
    const c = await directGuest(100);
    const held = hold(c.guest.id);
    await held.holding;
    const buys = Array.from({ length: GROUP_IN_FLIGHT }, (_, i) => buy(videoIds[10 + i] as number, c.bearer));
    await untilWaiting("buy_item_by_session", GROUP_IN_FLIGHT);
    return {
      c,
      release: async () => {
        held.release();
        await held.done;
        const statuses = (await answers(await Promise.all(buys))).map((r) => r.status);
        expect(statuses).toEqual(Array(GROUP_IN_FLIGHT).fill(200));
      },
    };
  };

  it("shares one commit among the buys that wait while every slot is taken", async () => {
    const slots = await fillSlots();
    const waiting = await Promise.all(Array.from({ length: 7 }, () => directGuest(100)));
    const first = waiting[0] as (typeof waiting)[number];
    const held = hold(first.guest.id, 95);
    await held.holding;
    const buys = waiting.map((guest) => buy(videoIds[21] as number, guest.bearer));
    await new Promise((resolve) => setTimeout(resolve, 300));
    // None of them has reached the database: every slot is taken.
    expect(await waitingOn("buy_item_by_session")).toBe(GROUP_IN_FLIGHT);
    await slots.release();
    // The seven are one statement, waiting at the held guest's debit.
    await untilWaiting("buy_items_by_session", 1);
    held.release();
    await held.done;
    const [refused, ...sold] = await answers(await Promise.all(buys));
    // The held guest was left 5 coins: that debit fails (VX402) and rolls the group back; each buy
    // then runs alone: the held guest's is refused, the six others are sold.
    expect(refused).toMatchObject({
      status: 402,
      body: { error: { code: "INSUFFICIENT_FUNDS", details: { required: 10 } } },
    });
    for (const r of sold)
      expect(r).toMatchObject({ status: 200, body: { success: true, charged: true, guestBalance: 90 } });
    expect(await books(first.guest.id)).toEqual({ balance: 5, sum: 5, purchases: 0, charges: 0, debits: 1 });
    for (const guest of waiting.slice(1))
      expect(await books(guest.guest.id)).toEqual({
        balance: 90,
        sum: 90,
        purchases: 1,
        charges: 1,
        debits: 1,
      });
    const c = slots.c.guest.id;
    const spent = 10 * GROUP_IN_FLIGHT;
    expect(await books(c)).toEqual({
      balance: 100 - spent,
      sum: 100 - spent,
      purchases: GROUP_IN_FLIGHT,
      charges: GROUP_IN_FLIGHT,
      debits: GROUP_IN_FLIGHT,
    });
  });

  it("answers every buy when a deadlock rolls one back: a guest buying through two sessions, one in a group", async () => {
    // A group takes one buy per session, sorted by session: [g buys Z, h buys Y, g buys X] through
    // g's sessions s1 < h's < s2. It buys Z (holding g's row) and waits for h's row (held). A lone buy
    // of X by g through a third session writes its purchase row and waits for g's row. When h is
    // released the group wants to write (g, X) too: a circle, which PostgreSQL breaks by rolling one
    // statement back (nothing written). A lone buy runs again, a group's buys run alone: either way
    // every answer is a 200 and X is charged once.
    const slots = await fillSlots();
    const g = await directGuest(100);
    const h = await directGuest(100);
    const hHash = hashToken(h.token);
    let below: string | null = null;
    let above: string | null = null;
    while (!below || !above) {
      const token = await createSession(server.database.db, g.guest.id, new Date());
      if (hashToken(token) < hHash) below ??= token;
      else above ??= token;
    }
    const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
    const heldH = hold(h.guest.id);
    await heldH.holding;
    const [z, y, x] = [videoIds[30], videoIds[31], videoIds[32]] as number[];
    const grouped = [
      buy(z as number, bearer(below)),
      buy(y as number, h.bearer),
      buy(x as number, bearer(above)),
    ];
    await new Promise((resolve) => setTimeout(resolve, 300));
    const before = await deadlocks();
    await slots.release();
    await untilWaiting("buy_items_by_session", 1);
    const lone = buy(x as number, g.bearer);
    await untilWaiting("buy_item_by_session", 1);
    heldH.release();
    await heldH.done;
    const results = await answers([...(await Promise.all(grouped)), await lone]);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    const [gz, hy, gx, again] = results;
    expect(gz?.body.charged).toBe(true);
    expect(hy?.body).toMatchObject({ charged: true, guestBalance: 90 });
    expect([gx?.body.charged, again?.body.charged].sort()).toEqual([false, true]);
    expect(await books(g.guest.id)).toEqual({ balance: 80, sum: 80, purchases: 2, charges: 2, debits: 2 });
    expect(await books(h.guest.id)).toEqual({ balance: 90, sum: 90, purchases: 1, charges: 1, debits: 1 });
    // The circle did happen (the statistics arrive a moment later).
    for (let i = 0; i < 40 && (await deadlocks()) === before; i++)
      await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await deadlocks()).toBeGreaterThan(before);
  });

  it("answers a burst of many guests' buys each by its own rule, and the books balance", async () => {
    // 30 guests with 35 coins: each asks for 5 different videos (3 sold, 2 refused for coins) and
    // one of them twice (sold once); an unknown token is refused. Half of them send the token as a
    // Bearer header (session and buy in one statement), half as access_token (the session resolved
    // first). In groups or alone, the same answers.
    const guests = await Promise.all(Array.from({ length: 30 }, () => directGuest(35)));
    const requests = guests.flatMap((_, g) => [
      ...[0, 1, 2, 3, 4].map((k) => ({ g, video: videoIds[40 + ((g + k) % 50)] as number })),
      { g, video: videoIds[40 + (g % 50)] as number },
    ]);
    const responses = await answers(
      await Promise.all([
        ...requests.map((r) => {
          const guest = guests[r.g] as (typeof guests)[number];
          if (r.g % 2 === 0) return buy(r.video, guest.bearer);
          return server.fetch(`/rest/v1/video/${r.video}/buy?access_token=${guest.token}`, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: "{}",
          });
        }),
        buy(videoIds[0] as number, { authorization: "Bearer not-a-session-token" }),
      ]),
    );
    expect(responses.filter((r) => r.status >= 500)).toEqual([]);
    expect(responses.at(-1)?.status).toBe(401);
    for (const [g, guest] of guests.entries()) {
      const mine = responses.slice(g * 6, g * 6 + 6);
      const charged = mine.filter((r) => r.status === 200 && r.body.charged === true);
      expect(charged).toHaveLength(3);
      expect(mine.filter((r) => r.status === 402)).toHaveLength(
        mine.length - mine.filter((r) => r.status === 200).length,
      );
      expect(await books(guest.guest.id)).toEqual({
        balance: 5,
        sum: 5,
        purchases: 3,
        charges: 3,
        debits: 3,
      });
    }
  });
});
