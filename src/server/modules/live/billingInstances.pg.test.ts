import { type ChildProcess, spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { type Database, queryRows } from "../../db/client.ts";
import { guests } from "../../db/schema/index.ts";
import { buildActor } from "../../test/factories.ts";
import { adminUrl } from "../../test/globalSetup.ts";
import { createTestDatabase } from "../../test/testDb.ts";
import { credit } from "../wallet/index.ts";
import { endSession, startSession, touchSession } from "./index.ts";

/**
 * Billing by real instances (issue 14): two processes run the live billing job on one PostgreSQL
 * database; one is killed by the operating system (SIGKILL) in the middle of the chats. The other
 * goes on billing them, and when the chats end every minute that started is charged exactly once.
 */
const MINUTE_MS = 500;
const PRICE = 2;
const CHATS = 4;
const CHILD = fileURLToPath(new URL("../../test/liveBillingChild.ts", import.meta.url));

let database: Database;
let url: string;
const children: ChildProcess[] = [];
beforeAll(async () => {
  database = await createTestDatabase();
  const [row] = await queryRows<{ name: string }>(database.db, sql`select current_database() as name`);
  url = adminUrl(process.env.TEST_DATABASE_URL as string, row?.name);
});
afterAll(async () => {
  for (const child of children) child.kill("SIGKILL");
  await database?.close();
});

/** A billing instance, resolved once its job runs. */
async function instance(): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", CHILD, url], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  children.push(child);
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes("billing")) resolve();
    });
    child.once("exit", (code) => reject(new Error(`billing instance exited with ${code}`)));
  });
  return child;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

it("goes on billing every chat when the instance billing it dies, charging each started minute once", async () => {
  const db = database.db;
  const [first, second] = await Promise.all([instance(), instance()]);
  const sessions: { id: number; guestId: number }[] = [];
  for (let i = 0; i < CHATS; i++) {
    const actor = await buildActor({ db }, { isOnline: true, priceVideoChat: PRICE });
    const session = await db.transaction(async (tx) => {
      const [guest] = await tx
        .insert(guests)
        .values({
          email: `instances-${i}-${Date.now()}@example.com`,
          name: `Instances ${i}`,
          passwordHash: "x",
        })
        .returning({ id: guests.id });
      if (!guest) throw new Error("no guest");
      await credit({ tx, guestId: guest.id, coins: 1000, kind: "credit", reason: "test" });
      return startSession({
        tx,
        guestId: guest.id,
        actorId: actor.id,
        chatType: "LIVECHAT",
        capCoins: null,
        minuteMs: MINUTE_MS,
        language: "en",
        now: new Date(),
      });
    });
    if (session.guestId === null) throw new Error("a guest's session");
    sessions.push({ id: session.id, guestId: session.guestId });
  }
  // The guests stay (their sockets' keep-alive) while the instances bill.
  const alive = setInterval(() => {
    for (const s of sessions) void touchSession({ db, guestId: s.guestId, sessionId: s.id, now: new Date() });
  }, 200);
  try {
    await sleep(2_000);
    first?.kill("SIGKILL");
    const killedAt = new Date();
    await sleep(4_000);
    const endedAt = new Date();
    for (const s of sessions)
      await db.transaction((tx) => endSession({ tx, sessionId: s.id, exitCode: 100, now: endedAt }));
    second?.kill("SIGKILL");

    const rows = await queryRows<{
      id: number;
      exit_code: number;
      minutes_charged: number;
      coins_charged: number;
      elapsed: number;
      charges: number;
      distinct_minutes: number;
      max_minute: number;
      billed_after_kill: number;
    }>(
      db,
      sql`select s.id, s.exit_code, s.minutes_charged, s.coins_charged,
        (extract(epoch from (s.ended_at - s.started_at)) * 1000)::float8 as elapsed,
        (select count(*) from live_charges c where c.session_id = s.id)::int as charges,
        (select count(distinct minute) from live_charges c where c.session_id = s.id)::int as distinct_minutes,
        (select max(minute) from live_charges c where c.session_id = s.id)::int as max_minute,
        (select count(*) from live_charges c where c.session_id = s.id
           and c.charged_at > ${killedAt.toISOString()}::timestamptz
           and c.charged_at < ${endedAt.toISOString()}::timestamptz - interval '1 second')::int as billed_after_kill
        from live_sessions s order by s.id`,
    );
    expect(rows).toHaveLength(CHATS);
    for (const row of rows) {
      const started = Math.floor(row.elapsed / MINUTE_MS) + 1;
      expect(row).toMatchObject({
        exit_code: 100,
        minutes_charged: started,
        charges: started,
        distinct_minutes: started,
        max_minute: started - 1,
        coins_charged: started * PRICE,
      });
      // The survivor billed this chat's minutes while it ran, not only the end's settling.
      expect(row.billed_after_kill, `session ${row.id}`).toBeGreaterThan(0);
    }
    const [books] = await queryRows<{ charged: number; debits: number; balances_ok: boolean }>(
      db,
      sql`select (select sum(coins_charged)::int from live_sessions) as charged,
        (select -sum(delta)::int from ledger_entries where kind = 'chat') as debits,
        (select bool_and(coalesce((select w.balance from wallet_balances w where w.guest_id = g.id), 0) = (select sum(delta) from ledger_entries l where l.guest_id = g.id)) from guests g) as balances_ok`,
    );
    expect(books).toEqual({ charged: books?.debits, debits: books?.charged, balances_ok: true });
  } finally {
    clearInterval(alive);
  }
}, 60_000);
