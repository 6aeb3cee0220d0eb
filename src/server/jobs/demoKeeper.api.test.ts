import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addCalendarDays, berlinDate } from "../../common/berlinTime.ts";
import { type Database, queryRows } from "../db/client.ts";
import { ensureDemoDailyBonus } from "../seed/demoDailyBonus.ts";
import { createTestDatabase } from "../test/testDb.ts";
import { startDemoKeeper } from "./demoKeeper.ts";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe("the demo keeper", () => {
  it("tops the daily bonus up at the keeper's clock, and one failing area does not stop the others", async () => {
    // A server started 200 days ago: its seed reached 120 days from then, nothing of today's.
    const started = new Date(Date.now() - 200 * 86_400_000);
    await ensureDemoDailyBonus(database.db, started);
    const today = berlinDate(new Date());
    const offersOn = async (day: string) =>
      (
        await queryRows<{ n: number }>(
          database.db,
          sql`select count(*)::int as n from daily_offers where day = ${day}::date`,
        )
      )[0]?.n;
    expect(await offersOn(today)).toBe(0);
    const errors: string[] = [];
    let later = false;
    const keeper = startDemoKeeper(
      { db: database.db, now: () => new Date(), wakeOutbox: () => {} },
      { info: () => {}, error: (_object, message) => errors.push(message) },
      [
        { name: "broken", run: async () => Promise.reject(new Error("no")) },
        { name: "daily bonus", run: ensureDemoDailyBonus },
        { name: "later", run: async () => (later = true) },
      ],
    );
    const end = Date.now() + 60_000;
    while (!later && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 20));
    await keeper.stop();
    expect(later).toBe(true);
    expect(errors).toEqual(["demo keeper: an area was not topped up"]);
    expect(await offersOn(today)).toBeGreaterThan(0);
    expect(await offersOn(addCalendarDays(today, 1))).toBeGreaterThan(0);
  });
});
