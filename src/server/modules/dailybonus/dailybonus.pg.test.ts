import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addCalendarDays, berlinDate } from "../../../common/berlinTime.ts";
import type { TDailyClaimResult, TDailyOffer } from "../../../common/contracts/dailybonus.ts";
import { queryRows } from "../../db/client.ts";
import { buildActor } from "../../test/factories.ts";
import { signUpGuest } from "../../test/guests.ts";
import { startTestServer, TEST_OPERATOR_KEY, type TestServer } from "../../test/testServer.ts";

/** Real concurrency on PostgreSQL: a free offer is granted once per guest, stock never goes below zero. */
let server: TestServer;
let actorId: number;
beforeAll(async () => {
  // Guests sign up from addresses of their own (X-Forwarded-For): the sign-up limit counts per address.
  server = await startTestServer({ trustProxy: true });
  actorId = (await buildActor({ db: server.database.db })).id;
});
afterAll(() => server.close());

const createOffer = async (body: object): Promise<TDailyOffer> => {
  const response = await server.post(
    "internal/dailyBonus/offers",
    { date: berlinDate(new Date()), free: true, ...body },
    { "x-operator-key": TEST_OPERATOR_KEY },
  );
  if (response.status !== 201) throw new Error(`offer: ${response.status} ${await response.text()}`);
  return (await response.json()) as TDailyOffer;
};

describe("concurrent daily-bonus claims on PostgreSQL", () => {
  it("grants a free offer exactly once when one guest claims it 50 times at once", async () => {
    const offer = await createOffer({ slot: 1, kind: "videoVoucher", value: 1, actorId });
    const guest = await signUpGuest(server);
    const statuses = (
      await Promise.all(
        Array.from({ length: 50 }, () =>
          server.post("dailyBonus/claim", { offerId: offer.offerId }, guest.bearer),
        ),
      )
    ).map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    const [row] = await queryRows<{ claims: number; vouchers: number; purchased: number }>(
      server.database.db,
      sql`select
        (select count(*)::int from daily_claims where guest_id = ${guest.guest.id}) as claims,
        (select count(*)::int from vouchers where guest_id = ${guest.guest.id}) as vouchers,
        (select purchased from daily_offers where id = ${offer.offerId}) as purchased`,
    );
    expect(row).toEqual({ claims: 1, vouchers: 1, purchased: 1 });
  });

  it("never takes stock below zero when many guests claim the last units at once", async () => {
    const offer = await createOffer({ slot: 2, kind: "oneDayVip", value: 1, quantity: 5 });
    const guests = await Promise.all(
      Array.from({ length: 20 }, (_, i) => signUpGuest(server, { address: `10.30.0.${i + 1}` })),
    );
    const responses = await Promise.all(
      guests.map((guest) => server.post("dailyBonus/claim", { offerId: offer.offerId }, guest.bearer)),
    );
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    expect(statuses.filter((s) => s === 409)).toHaveLength(15);
    const [row] = await queryRows<{ claims: number; purchased: number; vip: number }>(
      server.database.db,
      sql`select
        (select count(*)::int from daily_claims where offer_id = ${offer.offerId}) as claims,
        (select purchased from daily_offers where id = ${offer.offerId}) as purchased,
        (select count(*)::int from guests where id in ${sql.raw(`(${guests.map((g) => g.guest.id).join(",")})`)}
          and vip_until > now()) as vip`,
    );
    expect(row).toEqual({ claims: 5, purchased: 5, vip: 5 });
  });

  it("gives the five-days bonus once when a guest claims three offers of her fifth day at once", async () => {
    const today = berlinDate(new Date());
    const offers = await Promise.all(
      [3, 4, 5].map((slot) => createOffer({ slot, kind: "topUpFlat", value: 5 + slot })),
    );
    const guest = await signUpGuest(server, { address: "10.31.0.1" });
    // Her four days before: claims of earlier offers (written as the claim command writes them).
    for (const back of [1, 2, 3, 4]) {
      const date = addCalendarDays(today, -back);
      const earlier = await createOffer({ date, slot: 3, kind: "topUpFlat", value: 5 });
      await server.database.db.execute(
        sql`insert into daily_claims (offer_id, guest_id, day) values (${earlier.offerId}, ${guest.guest.id}, ${date})`,
      );
    }
    const results = await Promise.all(
      offers.map((offer) => server.post("dailyBonus/claim", { offerId: offer.offerId }, guest.bearer)),
    );
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    const bonuses = await Promise.all(
      results.map(async (r) => ((await r.json()) as TDailyClaimResult).fiveDaysBonus),
    );
    expect(bonuses.filter((b) => b !== null)).toEqual([20]);
    const [row] = await queryRows<{ rewards: number; coins: number }>(
      server.database.db,
      sql`select
        (select count(*)::int from daily_streak_rewards where guest_id = ${guest.guest.id}) as rewards,
        (select coalesce(sum(delta), 0)::int from ledger_entries where guest_id = ${guest.guest.id} and reason like 'fiveDaysBonus:%') as coins`,
    );
    expect(row).toEqual({ rewards: 1, coins: 20 });
  });
});
