import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openDatabase, queryRows } from "./client.ts";

// Each test opens a PGlite of its own: compiling its WebAssembly takes seconds, tens of them on a
// loaded machine (a timeout here says nothing about the statements).
describe("openDatabase (PGlite)", () => {
  it("loads the contrib extensions the search migration creates", async () => {
    const database = await openDatabase({});
    try {
      await database.db.execute(sql`create extension if not exists pg_trgm`);
      await database.db.execute(sql`create extension if not exists fuzzystrmatch`);
      const [row] = await queryRows<{ sim: number; distance: number }>(
        database.db,
        sql`select similarity('anal', 'annal') as sim, levenshtein('anal', 'anla') as distance`,
      );
      expect(row?.sim).toBeGreaterThan(0.5);
      expect(row?.distance).toBe(2);
    } finally {
      await database.close();
    }
  }, 120_000);

  it("lets the event loop turn between statements, in and out of a transaction (issue 26)", async () => {
    const database = await openDatabase({});
    let ticks = 0;
    const timer = setInterval(() => ticks++, 1);
    try {
      const turnsDuring = async (run: () => Promise<unknown>) => {
        const before = ticks;
        await run();
        return ticks - before;
      };
      const statements = async (db: Pick<typeof database.db, "execute">) => {
        for (let i = 0; i < 100; i++) await db.execute(sql`select generate_series(1, 100)`);
      };
      // PGlite runs a statement synchronously: without a turn between them a request's statements
      // held the loop for all of them (0 timer ticks).
      expect(await turnsDuring(() => statements(database.db))).toBeGreaterThan(0);
      expect(await turnsDuring(() => database.db.transaction((tx) => statements(tx)))).toBeGreaterThan(0);
      // Statements sent at once (Promise.all) too: PGlite's queue ran them back to back.
      const together = async () => {
        let turns = 0;
        const counting = setInterval(() => turns++, 0);
        const at = () => turns;
        const seen = await Promise.all(
          Array.from({ length: 20 }, () =>
            database.db.execute(sql`select count(*) from generate_series(1, 20000)`).then(at),
          ),
        );
        clearInterval(counting);
        return new Set(seen).size;
      };
      // Each statement ended after a different number of turns: none ran in the same turn as another.
      expect(await together()).toBe(20);
    } finally {
      clearInterval(timer);
      await database.close();
    }
  }, 120_000);
});
