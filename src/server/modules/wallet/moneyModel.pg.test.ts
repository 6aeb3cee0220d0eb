import { eq, sql } from "drizzle-orm";
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { queryRows, type Tx } from "../../db/client.ts";
import { ledgerEntries, walletBalances } from "../../db/schema/index.ts";
import { AppError, AppErrorCode } from "../../lib/errors.ts";
import { signUpGuest } from "../../test/guests.ts";
import { OP_WEIGHTS } from "../../test/moneyModel/operations.ts";
import { seedFromEnv } from "../../test/moneyModel/prng.ts";
import { ModelFailure, runMoneyModel } from "../../test/moneyModel/runModel.ts";
import { createTestDatabase } from "../../test/testDb.ts";
import { startTestServer, type TestServer } from "../../test/testServer.ts";
import type { LedgerKind } from "./commands/changeBalance.ts";

/**
 * The seeded random money model (issue 10): many guests, random concurrent top-ups, buys on every
 * path, vouchers, bonus codes, paid messages, gifts, subscriptions, refunds and locks through the
 * real HTTP stack on PostgreSQL, with the auditor after every step (src/server/test/moneyModel).
 * MONEY_MODEL_SEED replays a run's operations, MONEY_MODEL_OPS changes their number.
 */

// The teeth: a switch that swaps the wallet's debit for a read-then-write one (read the balance,
// then write read - price), as a careless refactoring would. Off except in the last test.
const broken = vi.hoisted(() => ({ on: false }));
vi.mock("./commands/changeBalance.ts", async (importOriginal) => {
  const real = await importOriginal<typeof import("./commands/changeBalance.ts")>();
  async function readThenWriteDebit(options: {
    tx: Tx;
    guestId: number;
    coins: number;
    kind: LedgerKind;
    reason: string;
  }): Promise<{ balance: number; ledgerEntryId: number }> {
    const { tx, guestId, coins } = options;
    const [row] = await tx
      .select({ balance: walletBalances.balance })
      .from(walletBalances)
      .where(eq(walletBalances.guestId, guestId));
    if (!row || row.balance < coins)
      throw new AppError(AppErrorCode.INSUFFICIENT_FUNDS, "Not enough VXC for this purchase", {
        required: coins,
      });
    const balance = row.balance - coins;
    await tx.update(walletBalances).set({ balance }).where(eq(walletBalances.guestId, guestId));
    const [entry] = await tx
      .insert(ledgerEntries)
      .values({ guestId, delta: -coins, balanceAfter: balance, kind: options.kind, reason: options.reason })
      .returning({ id: ledgerEntries.id });
    return { balance, ledgerEntryId: (entry as { id: number }).id };
  }
  return {
    ...real,
    debit: (options: Parameters<typeof real.debit>[0]) =>
      broken.on ? readThenWriteDebit(options) : real.debit(options),
  };
});

const seed = seedFromEnv();
const ops = Number(process.env.MONEY_MODEL_OPS ?? 100_000);
const common = { minPerStep: 40, maxPerStep: 96, strictLock: true, fullAuditEvery: 1000 };

/**
 * A test server on a database of its own whose connections commit without waiting for the WAL
 * flush (synchronous_commit off: durability after a crash only; locking, visibility and every
 * constraint are unchanged), so the run measures the code, not the disk.
 */
async function modelServer(): Promise<TestServer> {
  const database = await createTestDatabase();
  const pool = (database.db as unknown as { $client: pg.Pool }).$client;
  pool.on("connect", (client) => {
    client.query("set synchronous_commit = off").catch(() => undefined);
  });
  const started = await startTestServer({ database });
  return {
    ...started,
    async close() {
      await started.close();
      await database.close();
    },
  };
}

let server: TestServer;
beforeAll(async () => {
  server = await modelServer();
});
afterAll(() => server.close());

describe("money model on PostgreSQL", () => {
  // 308 s alone on a slow machine; beside the other server worker more than 600 s (CI runs two).
  it(`keeps the books through ${ops} random concurrent operations`, { timeout: 1_500_000 }, async () => {
    console.info(`money model: MONEY_MODEL_SEED=${seed} MONEY_MODEL_OPS=${ops}`);
    const report = await runMoneyModel(server, { ...common, seed, ops, guests: 200 });
    console.info(
      `money model: ${report.ops} operations in ${report.steps} steps, ${report.ms} ms`,
      report.timing,
      report.counts,
    );
    expect(report.ops).toBeGreaterThanOrEqual(ops);
    // Every path ran (a short run, MONEY_MODEL_OPS below 50,000, may miss a rare kind).
    if (ops >= 50_000) {
      for (const kind of Object.keys(OP_WEIGHTS)) expect(report.counts[kind] ?? 0, kind).toBeGreaterThan(0);
      for (const path of ["sessionDirect", "sessionHandedOver", "refusedWhileLocked", "renew"])
        expect(report.counts[path] ?? 0, path).toBeGreaterThan(0);
    }
    expect(report.counts.bought ?? 0).toBeGreaterThan(0);
  });

  it("answers concurrent keyed charges of one guest without a deadlock", { timeout: 60_000 }, async () => {
    // Found by the model: each call's Idempotency-Key row holds FOR KEY SHARE on the guest, and
    // two calls upgrading to FOR UPDATE deadlocked (500). lockActiveGuest takes FOR NO KEY UPDATE.
    const guest = await signUpGuest(server);
    const card = {
      number: "4242424242424242",
      expMonth: 12,
      expYear: 2099,
      cvc: "123",
      holder: "Model Guest",
    };
    expect((await server.post("payment/card", { card }, guest.bearer)).status).toBe(200);
    const settings = { oneClick: { enabled: true, packageIds: ["p20"] } };
    expect((await server.post("payment/settings", settings, guest.bearer)).status).toBe(200);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, n) =>
        server.post(
          "payment/oneclick",
          { packageId: "p20", currency: "EUR" },
          { ...guest.bearer, "idempotency-key": `deadlock-${guest.guest.id}-${n}` },
        ),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(12).fill(200));
    const [row] = await queryRows<{ balance: number; entries: number }>(
      server.database.db,
      sql`select coalesce((select balance from wallet_balances where guest_id = ${guest.guest.id}), 0) as balance, (select count(*)::int from ledger_entries where guest_id = ${guest.guest.id}) as entries
        from guests where id = ${guest.guest.id}`,
    );
    expect(row).toEqual({ balance: 12 * 20, entries: 12 });
  });

  it("fails with a read-then-write debit", { timeout: 120_000 }, async () => {
    // A database of its own: the broken books must not reach the other run's.
    const own = await modelServer();
    broken.on = true;
    try {
      const failure = await runMoneyModel(own, {
        ...common,
        seed: (seed ^ 0x5eed) >>> 0,
        ops: 2_000,
        guests: 6,
      }).then(
        () => null,
        (error: unknown) => error,
      );
      console.info(`money model with a read-then-write debit: ${String(failure)}`);
      expect(failure).toBeInstanceOf(ModelFailure);
      // The model stops at the first symptom of the planted debit: a money violation (a lost update,
      // books or model off), or, with some seeds, a 500 from the database's own guard tripping over
      // the lost update first (seed 2462638115 answered 500 at step 1). Either way the model failed
      // the broken code, which is what this test asks; the real runs above allow no 500 at all.
      expect(String(failure)).toMatch(/money model failed/);
    } finally {
      broken.on = false;
      await own.close();
    }
  });
});
