import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TICKET_ERROR } from "../../../common/contracts/camshows.ts";
import { queryRows } from "../../db/client.ts";
import { guests } from "../../db/schema/index.ts";
import { AppError } from "../../lib/errors.ts";
import { buildActor } from "../../test/factories.ts";
import { startTestServer, type TestServer } from "../../test/testServer.ts";
import { credit } from "../wallet/index.ts";
import { buyTicket, cancelShow, createPromoCode, removeTicket, scheduleShow } from "./index.ts";

/**
 * Tickets on PostgreSQL with real concurrency (PGlite serialises transactions): the last seat sells
 * once among 20 buyers at once, a show cancelled twice at once refunds every ticket once, a
 * ticket removed by parallel retries is refunded once, and a promo code's last use goes to one of
 * 10 buyers at once.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const db = () => server.database.db;
let n = 0;

async function guestWith(coins: number): Promise<number> {
  n++;
  const [guest] = await db()
    .insert(guests)
    .values({ email: `show-${n}-${Date.now()}@example.com`, name: `Show ${n}`, passwordHash: "x" })
    .returning({ id: guests.id });
  if (!guest) throw new Error("no guest");
  await db().transaction((tx) => credit({ tx, guestId: guest.id, coins, kind: "credit", reason: "test" }));
  return guest.id;
}

async function show(seats: number, price = 40) {
  const actor = await buildActor({ db: db() });
  const row = await db().transaction((tx) =>
    scheduleShow({
      tx,
      actorId: actor.id,
      input: {
        start: new Date(Date.now() + 3_600_000).toISOString(),
        lengthMinutes: 30,
        price,
        seats,
        title: "Race",
        description: "",
        featured: false,
      },
      now: new Date(),
    }),
  );
  return row;
}

const buy = (guestId: number, s: Awaited<ReturnType<typeof show>>, promoCode?: string) =>
  db().transaction((tx) =>
    buyTicket({
      tx,
      guestId,
      input: { id: s.id, modelId: s.actorId, start: s.startsAt.toISOString(), creationType: "C", promoCode },
      now: new Date(),
    }),
  );

/** A guest's balance and the sum of their ledger (they must agree), and their ticket entries. */
async function books(guestId: number) {
  const [row] = await queryRows<{ balance: number; sum: number; tickets: number }>(
    db(),
    sql`select coalesce((select w.balance from wallet_balances w where w.guest_id = g.id), 0) as balance, (select coalesce(sum(delta), 0) from ledger_entries l where l.guest_id = g.id)::int as sum,
          (select count(*) from ledger_entries l where l.guest_id = g.id and l.kind = 'ticket')::int as tickets
        from guests g where g.id = ${guestId}`,
  );
  if (!row) throw new Error("no guest");
  return row;
}

describe("cam-show tickets under concurrency", () => {
  it("sells the last seat once among 20 buyers at once", async () => {
    const s = await show(1);
    const buyers = await Promise.all(Array.from({ length: 20 }, () => guestWith(100)));
    const results = await Promise.allSettled(buyers.map((guestId) => buy(guestId, s)));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    for (const r of results)
      if (r.status === "rejected") {
        expect(r.reason).toBeInstanceOf(AppError);
        expect((r.reason as AppError).details).toMatchObject({ errorCode: TICKET_ERROR.soldOut });
      }
    const [seats] = await queryRows<{ taken: number; tickets: number }>(
      db(),
      sql`select seats_taken as taken, (select count(*) from cam_show_tickets where show_id = ${s.id})::int as tickets
          from cam_shows where id = ${s.id}`,
    );
    expect(seats).toEqual({ taken: 1, tickets: 1 });
    const all = await Promise.all(buyers.map(books));
    expect(all.filter((b) => b.balance === 60)).toHaveLength(1);
    expect(all.filter((b) => b.balance === 100)).toHaveLength(19);
    for (const b of all) expect(b.sum).toBe(b.balance);
  });

  it("refunds every ticket once when the show is cancelled twice at once", async () => {
    const s = await show(10);
    const holders = await Promise.all(Array.from({ length: 6 }, () => guestWith(100)));
    for (const guestId of holders) await buy(guestId, s);
    const cancel = () => db().transaction((tx) => cancelShow({ tx, showId: s.id, now: new Date() }));
    const [a, b] = await Promise.all([cancel(), cancel()]);
    expect((a?.refunded ?? 0) + (b?.refunded ?? 0)).toBe(6);
    for (const guestId of holders) {
      const book = await books(guestId);
      expect(book).toEqual({ balance: 100, sum: 100, tickets: 2 });
    }
    const [events] = await queryRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from outbox_events where type = 'camshows.ticketRemoved' and (payload->>'showId')::int = ${s.id}`,
    );
    expect(events?.n).toBe(6);
  });

  it("refunds a removed ticket once under parallel retries", async () => {
    const s = await show(3);
    const guestId = await guestWith(100);
    await buy(guestId, s);
    expect((await books(guestId)).balance).toBe(60);
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        db().transaction((tx) => removeTicket({ tx, guestId, showId: s.id, now: new Date() })),
      ),
    );
    expect(results.filter((r) => r.coins === 40)).toHaveLength(1);
    expect(results.every((r) => r.success)).toBe(true);
    expect(await books(guestId)).toEqual({ balance: 100, sum: 100, tickets: 2 });
    const [row] = await queryRows<{ taken: number }>(
      db(),
      sql`select seats_taken as taken from cam_shows where id = ${s.id}`,
    );
    expect(row?.taken).toBe(0);
  });

  it("gives a promo code's last use to one of 10 buyers at once, and charges the others nothing", async () => {
    // Each buyer on a show of their own: only the code's row is shared, so its update decides.
    const shows = await Promise.all(Array.from({ length: 10 }, () => show(5)));
    const buyers = await Promise.all(Array.from({ length: 10 }, () => guestWith(100)));
    const code = `LAST${Date.now()}`;
    const promo = await db().transaction((tx) =>
      createPromoCode({ tx, input: { code, percentOff: 50, maxUses: 1 }, now: new Date() }),
    );
    const results = await Promise.allSettled(
      buyers.map((guestId, i) =>
        buy(guestId, shows[i] as Awaited<ReturnType<typeof show>>, code.toLowerCase()),
      ),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    for (const r of results)
      if (r.status === "rejected")
        expect((r.reason as AppError).details).toMatchObject({ errorCode: TICKET_ERROR.promoUsedUp });
    const [row] = await queryRows<{ uses: number; tickets: number; seats: number }>(
      db(),
      sql`select uses, (select count(*) from cam_show_tickets where promo_code_id = ${promo.id})::int as tickets,
            (select sum(seats_taken) from cam_shows where id = any(${`{${shows.map((s) => s.id).join(",")}}`}::int[]))::int as seats
          from cam_show_promo_codes where id = ${promo.id}`,
    );
    expect(row).toEqual({ uses: 1, tickets: 1, seats: 1 });
    const all = await Promise.all(buyers.map(books));
    expect(all.filter((b) => b.balance === 80)).toHaveLength(1);
    expect(all.filter((b) => b.balance === 100)).toHaveLength(9);
    for (const b of all) expect(b.sum).toBe(b.balance);
  });
});
