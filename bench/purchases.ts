import autocannon from "autocannon";
import { and, eq, gt, lte, sql } from "drizzle-orm";
import { type Database, openDatabase, queryRows } from "../src/server/db/client.ts";
import { guests, videos } from "../src/server/db/schema/index.ts";
import { createSession } from "../src/server/modules/accounts/index.ts";
import { credit } from "../src/server/modules/wallet/index.ts";
import type { Measurement } from "./lib.ts";

/**
 * The purchase scenario: many guests (so no single balance row is hot), each with enough coins,
 * buy distinct videos through the real HTTP stack (POST /rest/v1/video/{id}/buy with a Bearer token
 * of a real session). Afterwards the books must balance exactly, or the bench fails.
 */

export interface PurchaseFixture {
  guests: { id: number; token: string }[];
  videos: { id: number; price: number }[];
  coinsEach: number;
}

export const PURCHASE_PATH = "/rest/v1/video/{id}/buy";

/** Creates `count` guests with a session each and `coinsEach` coins credited through the wallet. */
export async function preparePurchases(url: string, count: number): Promise<PurchaseFixture> {
  const database = await openDatabase({ url, poolSize: 8 });
  try {
    const now = new Date();
    const sellable = await database.db
      .select({ id: videos.id, price: videos.price })
      .from(videos)
      .where(and(eq(videos.free, false), gt(videos.price, 0), lte(videos.releasedAt, now)))
      .orderBy(videos.id);
    if (sellable.length === 0) throw new Error("the bench catalogue has no video for sale");
    // Enough to buy every video: a guest never runs out, so every answer must be a 200.
    const coinsEach = sellable.reduce((sum, v) => sum + v.price, 0);
    const created = await database.db
      .insert(guests)
      .values(
        Array.from({ length: count }, (_, i) => ({
          email: `bench-buyer-${i}-${now.getTime()}@example.com`,
          name: `Bench buyer ${i}`,
          // Never logs in: the bench uses sessions created below.
          passwordHash: "bench-no-login",
        })),
      )
      .returning({ id: guests.id });
    const fixture: PurchaseFixture = { guests: [], videos: sellable, coinsEach };
    const batch = 50;
    for (let start = 0; start < created.length; start += batch) {
      const part = created.slice(start, start + batch);
      const tokens = await Promise.all(
        part.map((guest) =>
          database.db.transaction(async (tx) => {
            await credit({ tx, guestId: guest.id, coins: coinsEach, kind: "credit", reason: "bench" });
            return createSession(tx, guest.id, now);
          }),
        ),
      );
      part.forEach((guest, i) => {
        fixture.guests.push({ id: guest.id, token: tokens[i] as string });
      });
    }
    return fixture;
  } finally {
    await database.close();
  }
}

export interface PurchaseRun {
  measurement: Measurement;
  statuses: Map<number, number>;
  charged: number;
  requests: number;
  /** Connection errors and timeouts of warm-up and run (an answer lost is a book not checked). */
  failures: number;
}

/**
 * Runs autocannon with a request generator: request n is guest n mod G buying video
 * floor(n / G) mod V, so every (guest, video) pair is bought once and concurrent requests belong
 * to different guests. A warm-up run precedes the measured one; both are counted for the books.
 */
export async function measurePurchases(options: {
  url: string;
  fixture: PurchaseFixture;
  connections: number;
  seconds: number;
}): Promise<PurchaseRun> {
  const { fixture } = options;
  const G = fixture.guests.length;
  const V = fixture.videos.length;
  let next = 0;
  const statuses = new Map<number, number>();
  let charged = 0;
  const request: autocannon.Request = {
    method: "POST",
    setupRequest: (req: autocannon.Request): autocannon.Request => {
      const n = next++;
      if (n >= G * V) throw new Error("the bench ran out of distinct (guest, video) pairs");
      const guest = fixture.guests[n % G] as PurchaseFixture["guests"][number];
      const video = fixture.videos[Math.floor(n / G) % V] as PurchaseFixture["videos"][number];
      return {
        ...req,
        method: "POST",
        path: `/rest/v1/video/${video.id}/buy`,
        headers: { "content-type": "application/json", authorization: `Bearer ${guest.token}` },
        body: "{}",
      };
    },
    onResponse: (status: number, body: string) => {
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      if (status === 200 && body.includes('"charged":true')) charged++;
    },
  };
  // Runs by request count, not duration: autocannon drops the answers still in flight when a
  // duration ends, and the books need every answer. The measured run's count comes from the
  // warm-up's rate, so it lasts about `seconds`.
  const run = (amount: number) =>
    autocannon({ url: options.url, connections: options.connections, amount, requests: [request] });
  const warmUp = await run(options.connections * 20);
  const warmUpRate = warmUp.requests.total / Math.max(warmUp.duration, 0.1);
  const result = await run(Math.max(options.connections * 20, Math.round(warmUpRate * options.seconds)));
  let requests = 0;
  for (const count of statuses.values()) requests += count;
  return {
    measurement: {
      name: "purchases per second on PostgreSQL",
      path: `POST ${PURCHASE_PATH}`,
      requestsPerSecond: Math.round(result.requests.average),
      p50: result.latency.p50,
      p99: result.latency.p99,
      non2xx: result.non2xx,
      errors: result.errors + result.timeouts,
      bytes:
        result.requests.average > 0 ? Math.round(result.throughput.average / result.requests.average) : 0,
    },
    statuses,
    charged,
    requests,
    failures: warmUp.errors + warmUp.timeouts + result.errors + result.timeouts,
  };
}

/**
 * The books after the run, for the bench guests only. Throws (the bench fails) unless: for every
 * guest, coins credited - sum of purchase prices == balance == sum of ledger deltas, one purchase
 * ledger entry per purchase row, the 200 answers equal the purchase rows, and no answer was
 * anything but a 200.
 */
export async function checkConservation(url: string, fixture: PurchaseFixture, run: PurchaseRun) {
  const database: Database = await openDatabase({ url, poolSize: 2 });
  try {
    const ids = fixture.guests.map((g) => g.id);
    const rows = await queryRows<{
      id: number;
      balance: number;
      ledger: number;
      spent: number;
      purchases: number;
      debits: number;
    }>(
      database.db,
      sql`select g.id, coalesce((select w.balance from wallet_balances w where w.guest_id = g.id), 0) as balance,
        coalesce((select sum(l.delta) from ledger_entries l where l.guest_id = g.id), 0)::int as ledger,
        coalesce((select sum(p.price) from purchases p where p.guest_id = g.id), 0)::int as spent,
        (select count(*) from purchases p where p.guest_id = g.id)::int as purchases,
        (select count(*) from ledger_entries l where l.guest_id = g.id and l.kind = 'purchase')::int as debits
        from guests g where g.id = any(${`{${ids.join(",")}}`}::int[])`,
    );
    const problems: string[] = [];
    if (rows.length !== ids.length) problems.push(`expected ${ids.length} guests, found ${rows.length}`);
    let purchaseRows = 0;
    for (const row of rows) {
      purchaseRows += row.purchases;
      const expected = fixture.coinsEach - row.spent;
      if (row.balance !== expected || row.ledger !== row.balance || row.debits !== row.purchases)
        problems.push(
          `guest ${row.id}: credited ${fixture.coinsEach} - spent ${row.spent} = ${expected}, balance ${row.balance}, ledger sum ${row.ledger}, ${row.purchases} purchases, ${row.debits} purchase debits`,
        );
    }
    const ok = run.statuses.get(200) ?? 0;
    if (ok !== purchaseRows) problems.push(`${ok} answers 200 but ${purchaseRows} purchase rows`);
    if (run.charged !== purchaseRows)
      problems.push(`${run.charged} answers charged:true but ${purchaseRows} purchase rows`);
    const other = [...run.statuses].filter(([status]) => status !== 200);
    if (other.length > 0)
      problems.push(`unexpected answers: ${other.map(([s, n]) => `${n} x ${s}`).join(", ")}`);
    if (run.failures > 0) problems.push(`${run.failures} requests failed or timed out`);
    const summary = `${ids.length} guests, ${run.requests} buys, ${ok} answers 200, ${purchaseRows} purchase rows`;
    return { ok: problems.length === 0, problems, summary };
  } finally {
    await database.close();
  }
}
