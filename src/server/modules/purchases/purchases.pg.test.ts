import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../db/client.ts";
import { buildActor, buildVideo } from "../../test/factories.ts";
import { signUpGuest } from "../../test/guests.ts";
import { startTestServer, type TestServer } from "../../test/testServer.ts";

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
    sql`select g.balance, coalesce((select sum(delta) from ledger_entries l where l.guest_id = g.id), 0)::int as sum,
      (select count(*) from purchases p where p.guest_id = g.id)::int as purchases,
      (select count(*) from ledger_entries l where l.guest_id = g.id and l.kind = 'purchase')::int as charges,
      (select count(*) from ledger_entries l where l.guest_id = g.id and l.delta < 0)::int as debits
      from guests g where g.id = ${guestId}`,
  );
  return row;
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
      let release: () => void = () => {};
      const gate = new Promise<void>((resolve) => {
        release = resolve;
      });
      let locked: () => void = () => {};
      const holding = new Promise<void>((resolve) => {
        locked = resolve;
      });
      const other = server.database.db.transaction(async (tx) => {
        await tx.execute(sql`update guests set balance = balance - 95 where id = ${id}`);
        await tx.execute(
          sql`insert into ledger_entries (guest_id, delta, balance_after, kind, reason) values (${id}, -95, 5, 'charge', 'test')`,
        );
        locked();
        await gate;
      });
      await holding;
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
      release();
      await other;
      const response = await pending;
      expect(response.status).toBe(402);
      expect(await response.json()).toMatchObject({
        error: { code: "INSUFFICIENT_FUNDS", details: { required: 10 } },
      });
      expect(await books(id)).toEqual({ balance: 5, sum: 5, purchases: 0, charges: 0, debits: 1 });
    }
  });
});
