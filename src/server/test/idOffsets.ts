import { sql } from "drizzle-orm";
import { type DbOrTx, queryRows } from "../db/client.ts";

/**
 * Ids apart per table: a table's ids start at a multiple of this, a table of its own per multiple.
 * No test file inserts a million rows into one table, so no table's test ids reach the next one's.
 */
export const TABLE_ID_SPACING = 1_000_000;

/**
 * Gives every id sequence of the test database its own range (the k-th sequence by name starts
 * at (k + 1) * TABLE_ID_SPACING), so that test ids of different tables never coincide: a query that
 * joins on the wrong table's id finds nothing and fails its test (DESIGN.md §11). Tests only: the
 * migrations and production databases keep their sequences as they are.
 */
export async function offsetIdSequences(db: DbOrTx): Promise<{ sequence: string; start: number }[]> {
  const sequences = await queryRows<{ name: string }>(
    db,
    sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where c.relkind = 'S' and n.nspname = 'public' order by c.relname`,
  );
  const starts = sequences.map((row, k) => ({ sequence: row.name, start: (k + 1) * TABLE_ID_SPACING }));
  for (const { sequence, start } of starts)
    await db.execute(
      sql.raw(`alter sequence public."${sequence.replaceAll('"', '""')}" start with ${start} restart`),
    );
  return starts;
}
