import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../db/client.ts";
import { guests, liveSessions } from "../../db/schema/index.ts";
import { buildActor } from "../../test/factories.ts";
import { startTestServer, type TestServer } from "../../test/testServer.ts";
import { credit } from "../wallet/index.ts";
import { chargeMinute } from "./commands/chargeMinute.ts";
import { billDueSessions, startSession, touchSession } from "./index.ts";

/**
 * Billing on PostgreSQL with real concurrency (PGlite serialises transactions): several billers,
 * as several instances run them, charge every started minute of every session exactly once, and a
 * biller that dies inside its transaction loses no minute and leaves none charged twice.
 */
const MINUTE = 60_000;
const T0 = new Date("2026-11-26T12:00:00Z");
const at = (ms: number) => new Date(T0.getTime() + ms);
const SESSIONS = 30;
const PRICE = 3;

let server: TestServer;
let guestIds: number[];
beforeAll(async () => {
  server = await startTestServer();
  const db = server.database.db;
  guestIds = [];
  for (let i = 0; i < SESSIONS; i++) {
    const actor = await buildActor({ db }, { isOnline: true, priceVideoChat: PRICE });
    // Guests written directly: thirty signups would meet the signup rate limit.
    const guest = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(guests)
        .values({ email: `biller-${i}-${Date.now()}@example.com`, name: `Biller ${i}`, passwordHash: "x" })
        .returning({ id: guests.id });
      if (!row) throw new Error("no guest");
      await credit({ tx, guestId: row.id, coins: 1000, kind: "credit", reason: "test" });
      return row;
    });
    guestIds.push(guest.id);
    // Starts spread over the first minute.
    await db.transaction((tx) =>
      startSession({
        tx,
        guestId: guest.id,
        actorId: actor.id,
        chatType: "LIVECHAT",
        capCoins: null,
        minuteMs: MINUTE,
        language: "en",
        now: at(i * 1000),
      }),
    );
  }
}, 120_000);
afterAll(() => server.close());

async function books() {
  return queryRows<{ minutes: number; charges: number; coins: number; ledger: number; balance_ok: boolean }>(
    server.database.db,
    sql`select (select sum(minutes_charged)::int from live_sessions) as minutes,
               (select count(*)::int from live_charges) as charges,
               (select sum(coins_charged)::int from live_sessions) as coins,
               (select -sum(delta)::int from ledger_entries where kind = 'chat') as ledger,
               (select bool_and(coalesce((select w.balance from wallet_balances w where w.guest_id = g.id), 0) = (select sum(delta) from ledger_entries l where l.guest_id = g.id))
                  from guests g) as balance_ok`,
  );
}

describe("billing with several instances on PostgreSQL", () => {
  it("charges every started minute once with four billers side by side, one of them dying mid-charge", async () => {
    const db = server.database.db;
    for (let minute = 1; minute <= 5; minute++) {
      const now = at(minute * MINUTE + 30_000);
      for (const guestId of guestIds) await touchSession({ db, guestId, now });
      // A biller dies inside its transaction: it took a due session and charged it, then its
      // connection went (the transaction rolls back, as a killed instance's does).
      const died = db
        .transaction(async (tx) => {
          const [due] = await tx
            .select()
            .from(liveSessions)
            .where(sql`${liveSessions.state} = 'active'`)
            .limit(1)
            .for("update", { skipLocked: true });
          if (due) await chargeMinute({ tx, session: due, now });
          throw new Error("instance killed");
        })
        .catch((error: Error) => error.message);
      const reports = await Promise.all([
        died,
        ...Array.from({ length: 4 }, () => billDueSessions({ db, now })),
      ]);
      expect(reports[0]).toBe("instance killed");
      // Whatever the dead one held is billed by the next round.
      await billDueSessions({ db, now });
      const [row] = await books();
      // Session i started at i s: by minute m + 30 s, minutes 0..m are due for every session.
      expect(row).toMatchObject({
        minutes: SESSIONS * (minute + 1),
        charges: SESSIONS * (minute + 1),
        coins: SESSIONS * (minute + 1) * PRICE,
        ledger: SESSIONS * (minute + 1) * PRICE,
        balance_ok: true,
      });
    }
    const [dupes] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from (select session_id, minute from live_charges group by 1, 2 having count(*) > 1) d`,
    );
    expect(dupes?.n).toBe(0);
  }, 120_000);
});
