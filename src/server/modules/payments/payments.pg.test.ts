import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../db/client.ts";
import { signUpGuest } from "../../test/guests.ts";
import { startTestServer, TEST_OPERATOR_KEY, type TestServer } from "../../test/testServer.ts";

/** Real concurrency on PostgreSQL: limits, confirmations and renewals hold under races. */
let server: TestServer;
let clock = Date.now();
beforeAll(async () => {
  server = await startTestServer({ now: () => new Date(clock) });
});
afterAll(() => server.close());

const OK = { number: "4242424242424242", expMonth: 12, expYear: 2030, cvc: "123", holder: "Race Guest" };
const CONFIRM = { ...OK, number: "4000000000003220" };
const one = async <T>(query: ReturnType<typeof sql>) =>
  (await queryRows<T>(server.database.db, query))[0] as T;

describe("concurrent payments on PostgreSQL", () => {
  it("20 simultaneous charges against a 50 € monthly limit: exactly five 10 € charges pass", async () => {
    const guest = await signUpGuest(server);
    await server.post("payment/limit", { monthlyEuros: 50 }, guest.bearer);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        server.post("payment/charge", { packageId: "p40", currency: "EUR", card: OK }, guest.bearer),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(statuses.filter((status) => status === 403)).toHaveLength(15);
    const ledger = await one<{ sum: string; balance: number }>(
      sql`select (select sum(delta) from ledger_entries where guest_id = ${guest.guest.id}) as sum,
                 coalesce((select balance from wallet_balances where guest_id = ${guest.guest.id}), 0) as balance`,
    );
    expect(Number(ledger.sum)).toBe(200);
    expect(ledger.balance).toBe(200);
  });

  it("10 simultaneous confirmations of one payment credit it once", async () => {
    const guest = await signUpGuest(server);
    const started = await server.post(
      "payment/charge",
      { packageId: "p100", currency: "EUR", card: CONFIRM },
      guest.bearer,
    );
    const { paymentId } = (await started.json()) as { paymentId: string };
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        server.post(`payment/${paymentId}/confirm`, { code: "1234" }, guest.bearer),
      ),
    );
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    const row = await one<{ entries: number; balance: number }>(
      sql`select (select count(*)::int from ledger_entries where guest_id = ${guest.guest.id}) as entries,
                 coalesce((select balance from wallet_balances where guest_id = ${guest.guest.id}), 0) as balance`,
    );
    expect(row).toEqual({ entries: 1, balance: 110 });
  });

  it("renewal jobs running at once renew each subscription once", async () => {
    const guests = await Promise.all(Array.from({ length: 6 }, () => signUpGuest(server)));
    for (const guest of guests)
      await server.post("subscription/start", { plan: "vip", currency: "EUR", card: OK }, guest.bearer);
    const saved = clock;
    try {
      clock += 31 * 86_400_000;
      const runs = await Promise.all(
        Array.from({ length: 4 }, () =>
          server.post("internal/subscriptions/renew", {}, { "x-operator-key": TEST_OPERATOR_KEY }),
        ),
      );
      const renewed = (
        await Promise.all(runs.map((run) => run.json() as Promise<{ renewed: number }>))
      ).reduce((sum, report) => sum + report.renewed, 0);
      expect(renewed).toBe(6);
      const ids = guests.map((guest) => guest.guest.id);
      const row = await one<{ payments: number }>(
        sql`select count(*)::int as payments from payments
            where purpose = 'subscription' and status = 'succeeded' and guest_id in ${sql.raw(`(${ids.join(",")})`)}`,
      );
      expect(row.payments).toBe(12);
    } finally {
      clock = saved;
    }
  });

  it("10 simultaneous subscription starts: one 200, nine 409, one charge", async () => {
    const guest = await signUpGuest(server);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        server.post("subscription/start", { plan: "vip", currency: "EUR", card: OK }, guest.bearer),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, ...Array(9).fill(409)]);
    const row = await one<{ payments: number; subscriptions: number }>(
      sql`select (select count(*)::int from payments where guest_id = ${guest.guest.id}) as payments,
                 (select count(*)::int from subscriptions where guest_id = ${guest.guest.id}) as subscriptions`,
    );
    expect(row).toEqual({ payments: 1, subscriptions: 1 });
  });

  it("two first subscription payments awaiting confirmation: the second confirmed is 409, not charged", async () => {
    const guest = await signUpGuest(server);
    const start = async () =>
      (
        (await (
          await server.post(
            "subscription/start",
            { plan: "vip", currency: "EUR", card: CONFIRM },
            guest.bearer,
          )
        ).json()) as { paymentId: string }
      ).paymentId;
    const first = await start();
    const second = await start();
    const answers = await Promise.all(
      [first, second].map((id) => server.post(`payment/${id}/confirm`, { code: "1234" }, guest.bearer)),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const row = await one<{ succeeded: number; subscriptions: number }>(
      sql`select (select count(*)::int from payments where guest_id = ${guest.guest.id} and status = 'succeeded') as succeeded,
                 (select count(*)::int from subscriptions where guest_id = ${guest.guest.id}) as subscriptions`,
    );
    expect(row).toEqual({ succeeded: 1, subscriptions: 1 });
  });
});
