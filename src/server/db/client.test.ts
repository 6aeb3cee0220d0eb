import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openDatabase, queryRows } from "./client.ts";

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
  }, 30_000);
});
