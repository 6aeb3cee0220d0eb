import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, queryRows } from "../db/client.ts";
import { buildActor, buildVideo } from "./factories.ts";
import { TABLE_ID_SPACING } from "./idOffsets.ts";
import { createTestDatabase } from "./testDb.ts";

/**
 * Test ids of different tables never coincide (DESIGN.md §11): the test databases give each id
 * sequence a range of its own, so a query that joins on another table's id finds nothing.
 */
let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe("the test databases' ids", () => {
  it("start in a range of their own for every table", async () => {
    const rows = await queryRows<{ name: string; start: string }>(
      database.db,
      sql`select c.relname as name, s.seqstart::text as start from pg_class c
          join pg_namespace n on n.oid = c.relnamespace join pg_sequence s on s.seqrelid = c.oid
          where c.relkind = 'S' and n.nspname = 'public' order by c.relname`,
    );
    expect(rows.length).toBeGreaterThan(30);
    const ranges = rows.map((row) => Math.floor(Number(row.start) / TABLE_ID_SPACING));
    expect(ranges.every((range) => range >= 1)).toBe(true);
    expect(new Set(ranges).size).toBe(rows.length);
  });

  it("differ between the rows a test builds in different tables", async () => {
    const ctx = { db: database.db };
    const actor = await buildActor(ctx);
    const video = await buildVideo(ctx, actor.id);
    expect(new Set([actor.id, actor.avatarImageId, video.id]).size).toBe(3);
    expect(Math.floor(actor.id / TABLE_ID_SPACING)).not.toBe(Math.floor(video.id / TABLE_ID_SPACING));
  });
});
