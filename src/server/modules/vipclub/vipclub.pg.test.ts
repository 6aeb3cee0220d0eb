import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TVipClub } from "../../../common/contracts/vipclub.ts";
import { queryRows } from "../../db/client.ts";
import { signUpGuest } from "../../test/guests.ts";
import { startTestServer, TEST_OPERATOR_KEY, type TestServer } from "../../test/testServer.ts";
import { renewDueSubscriptions } from "../payments/index.ts";

/** A VIP renewal racing itself on PostgreSQL: one charge per period, whatever runs at once. */
let server: TestServer;
let clock = Date.parse("2026-11-10T12:00:00Z");
const DAY = 86_400_000;
beforeAll(async () => {
  server = await startTestServer({ now: () => new Date(clock) });
});
afterAll(() => server.close());

const OK = { number: "4242424242424242", expMonth: 12, expYear: 2030, cvc: "123", holder: "Race Guest" };
const one = async <T>(query: ReturnType<typeof sql>) =>
  (await queryRows<T>(server.database.db, query))[0] as T;

describe("VIP renewal on PostgreSQL", () => {
  it("12 renewal rounds of one due subscription at once charge its period once", async () => {
    const guest = await signUpGuest(server);
    const start = clock;
    expect(
      (await server.post("subscription/start", { plan: "vip", currency: "EUR", card: OK }, guest.bearer))
        .status,
    ).toBe(200);
    const charges = async () =>
      (
        await one<{ n: number }>(
          sql`select count(*)::int as n from payments
              where purpose = 'subscription' and status = 'succeeded' and guest_id = ${guest.guest.id}`,
        )
      ).n;
    try {
      clock = start + 30 * DAY + 60_000;
      const ctx = server.app.ctx;
      const rounds = await Promise.all([
        ...Array.from({ length: 6 }, () =>
          server.post("internal/subscriptions/renew", {}, { "x-operator-key": TEST_OPERATOR_KEY }),
        ),
        ...Array.from({ length: 6 }, () =>
          renewDueSubscriptions({ db: ctx.db, provider: ctx.payments, now: new Date(clock) }),
        ),
      ]);
      let renewed = 0;
      for (const round of rounds)
        renewed +=
          round instanceof Response ? ((await round.json()) as { renewed: number }).renewed : round.renewed;
      expect(renewed).toBe(1);
      expect(await charges()).toBe(2);
      const periodEnd = start + 60 * DAY + 60_000;
      const row = await one<{ end: Date }>(
        sql`select current_period_end as end from subscriptions where guest_id = ${guest.guest.id}`,
      );
      expect(new Date(row.end).getTime()).toBe(periodEnd);

      // The period's key: a renewal of the period already charged (its end set back, as a stale
      // instance would see it) is refused by the database and charges nothing.
      await queryRows(
        server.database.db,
        sql`update subscriptions set current_period_end = ${new Date(start + 30 * DAY).toISOString()}
            where guest_id = ${guest.guest.id}`,
      );
      await expect(
        renewDueSubscriptions({ db: ctx.db, provider: ctx.payments, now: new Date(clock) }),
      ).rejects.toThrow();
      expect(await charges()).toBe(2);
      await queryRows(
        server.database.db,
        sql`update subscriptions set current_period_end = ${new Date(periodEnd).toISOString()}
            where guest_id = ${guest.guest.id}`,
      );
      // The clock jumped past the session's idle time: log in again.
      const login = await server.post("auth/login", { email: guest.email, password: guest.password });
      const { accessToken } = (await login.json()) as { accessToken: string };
      const headers = { authorization: `Bearer ${accessToken}` };
      const club = (await (await server.fetch("/rest/v1/vipclub", { headers })).json()) as TVipClub;
      expect(club.member?.subscription?.nextRenewal).toBe(new Date(periodEnd).toISOString());
    } finally {
      clock = start;
    }
  });
});
