import type { PGlite } from "@electric-sql/pglite";
import type pg from "pg";
import type { Database } from "../../db/client.ts";

/** Runs one fixed SQL text with parameters and returns its rows, without building a query. */
export type RawQuery = <T>(name: string, text: string, values: unknown[]) => Promise<T[]>;

const cache = new WeakMap<Database["db"], RawQuery>();

/**
 * A raw query function for the hot paths: on PostgreSQL a named statement (node-postgres parses it
 * once per pooled connection and then only binds and executes it), on PGlite a plain query. One
 * statement outside a transaction runs in autocommit: it commits on its own or not at all.
 */
export function rawQueryOf(database: Database): RawQuery {
  const found = cache.get(database.db);
  if (found) return found;
  let query: RawQuery;
  if (database.kind === "postgres") {
    const pool = (database.db as unknown as { $client: pg.Pool }).$client;
    query = async <T>(name: string, text: string, values: unknown[]) =>
      (await pool.query({ name, text, values })).rows as T[];
  } else {
    const client = (database.db as unknown as { $client: PGlite }).$client;
    query = async <T>(_name: string, text: string, values: unknown[]) =>
      (await client.query<T>(text, values)).rows;
  }
  cache.set(database.db, query);
  return query;
}
