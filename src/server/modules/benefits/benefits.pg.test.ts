import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TBuyResult } from "../../../common/contracts/accounts.ts";
import { queryRows } from "../../db/client.ts";
import { buildActor, buildVideo } from "../../test/factories.ts";
import { signUpGuest } from "../../test/guests.ts";
import { startTestServer, TEST_OPERATOR_KEY, type TestServer } from "../../test/testServer.ts";

/** Real concurrency on PostgreSQL: bonus codes and vouchers are used exactly once. */
let server: TestServer;
let videoIds: number[];
beforeAll(async () => {
  server = await startTestServer();
  const actor = await buildActor({ db: server.database.db });
  videoIds = [];
  for (let i = 0; i < 5; i++)
    videoIds.push((await buildVideo({ db: server.database.db }, actor.id, { price: 10 })).id);
});
afterAll(() => server.close());

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  server.post(path, body, headers);

describe("concurrent benefits on PostgreSQL", () => {
  it("redeems a code once when the guest sends it ten times at once", async () => {
    const validTo = new Date(Date.now() + 86_400_000).toISOString();
    await post(
      "internal/bonusCodes",
      { code: "RACE", benefits: [{ kind: "coins", amount: 40 }], validTo },
      { "x-operator-key": TEST_OPERATOR_KEY },
    );
    const guest = await signUpGuest(server);
    const statuses = (
      await Promise.all(
        Array.from({ length: 10 }, () => post("guest/redeemBonus", { code: "RACE" }, guest.bearer)),
      )
    ).map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(9);
    const [row] = await queryRows<{ balance: number; entries: number }>(
      server.database.db,
      sql`select coalesce((select balance from wallet_balances where guest_id = ${guest.guest.id}), 0) as balance, (select count(*) from ledger_entries where guest_id = ${guest.guest.id})::int as entries from guests where id = ${guest.guest.id}`,
    );
    expect(row).toEqual({ balance: 40, entries: 1 });
  });

  it("spends the last voucher unit on exactly one of five simultaneous purchases", async () => {
    const validTo = new Date(Date.now() + 86_400_000).toISOString();
    await post(
      "internal/bonusCodes",
      { code: "ONEVIDEO", benefits: [{ kind: "voucher", type: 1, amount: 1, validDays: 5 }], validTo },
      { "x-operator-key": TEST_OPERATOR_KEY },
    );
    const guest = await signUpGuest(server, { coins: 100 });
    await post("guest/redeemBonus", { code: "ONEVIDEO" }, guest.bearer);
    const results = (await Promise.all(
      videoIds.map(async (id) => (await post(`video/${id}/buy`, {}, guest.bearer)).json()),
    )) as TBuyResult[];
    expect(results.filter((r) => r.voucherUsed)).toHaveLength(1);
    expect(results.filter((r) => r.charged)).toHaveLength(4);
    const [row] = await queryRows<{ balance: number; remaining: number; sum: number }>(
      server.database.db,
      sql`select coalesce((select w.balance from wallet_balances w where w.guest_id = g.id), 0) as balance, (select remaining from vouchers where guest_id = g.id) as remaining,
        (select sum(delta) from ledger_entries where guest_id = g.id)::int as sum from guests g where g.id = ${guest.guest.id}`,
    );
    expect(row).toEqual({ balance: 60, remaining: 0, sum: 60 });
  });
});
