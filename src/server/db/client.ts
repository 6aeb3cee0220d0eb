import { mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { fuzzystrmatch } from "@electric-sql/pglite/contrib/fuzzystrmatch";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { ExtractTablesWithRelations, SQL } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import * as schema from "./schema/index.ts";

export type Schema = typeof schema;
/** The database handle every query and command takes (PGlite and PostgreSQL alike). */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction; commands take it from their caller so that several compose atomically. */
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Either a database or a transaction: what a read-only query needs. */
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** Applies the committed migrations in ./drizzle. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export const MIGRATIONS_FOLDER = fileURLToPath(new URL("../../../drizzle", import.meta.url));

export interface OpenOptions {
  /** postgres:// URL; when absent the embedded PGlite is used. */
  url?: string | undefined;
  /** PGlite data directory; absent means in memory. */
  dataDir?: string | undefined;
  /** A PGlite data-dir dump to start from (tests load a migrated snapshot). */
  loadDataDir?: Blob | File | undefined;
  /** Pool size for PostgreSQL. */
  poolSize?: number;
}

/** Opens PostgreSQL when a URL is given, else the embedded PGlite (in DATA_DIR or in memory). */
export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.url) return openPostgres(options.url, options.poolSize ?? 20);
  return openPglite(options.dataDir, options.loadDataDir);
}

async function openPostgres(url: string, poolSize: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle client that errors (server restart) must not crash the process.
  pool.on("error", () => undefined);
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  return {
    db,
    kind: "postgres",
    migrate: () => migratePg(drizzlePg({ client: pool, schema }), { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => pool.end(),
  };
}

/** PGlite ships contrib extensions as separate bundles: these are the ones the migrations need. */
export const PGLITE_EXTENSIONS = { pg_trgm, fuzzystrmatch };

async function openPglite(
  dataDir: string | undefined,
  loadDataDir: Blob | File | undefined,
): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create({
    // The contrib extensions the migrations create (search: trigram similarity, edit distance).
    extensions: PGLITE_EXTENSIONS,
    ...(dataDir ? { dataDir } : {}),
    ...(loadDataDir ? { loadDataDir } : {}),
  });
  const db = drizzlePglite({ client: turningEachStatement(client), schema }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    migrate: () => migratePglite(drizzlePglite({ client, schema }), { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => client.close(),
  };
}

const turnOfTheLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * PGlite runs each statement synchronously on this thread and resolves it as a microtask, so the
 * statements of a request in a row never let the event loop turn: 300 of them held it for 350 ms
 * without one timer (issue 26). The client handed to Drizzle, and each transaction it opens, let
 * the loop turn once after every statement, also between statements sent at once: a request holds
 * the loop for its longest statement, not for the sum of them, and other requests are read and
 * answered in between. PGlite's own
 * locks keep a transaction's statements together. (PostgreSQL's client waits on a socket anyway.)
 */
/** The proxies' own clients (tests that count statements patch the client itself). */
const targets = new WeakMap<object, object>();

/**
 * The driver client under a database handle: node-postgres' pool, or PGlite itself rather than
 * the proxy that turns the loop (a test that patches `query` to count statements patches this).
 */
export function driverClientOf(db: Db): unknown {
  const client = (db as unknown as { $client: object }).$client;
  return targets.get(client) ?? client;
}

function turningEachStatement<T extends object>(target: T): T {
  // Statements sent together (Promise.all) would still run back to back: PGlite's own queue starts
  // the next one as a microtask when the last one ends. They wait here instead, each for the turn
  // after the one before it.
  let gate: Promise<void> = Promise.resolve();
  const proxy = new Proxy(target, {
    get(object, key) {
      // PGlite keeps its state in private fields: methods run on the object, never on the proxy.
      const value: unknown = Reflect.get(object, key);
      if (typeof value !== "function") return value;
      if (key === "query" || key === "exec")
        return async (...args: unknown[]) => {
          const before = gate;
          let release = () => {};
          gate = new Promise<void>((resolve) => {
            release = resolve;
          });
          await before;
          try {
            return await value.apply(object, args);
          } finally {
            await turnOfTheLoop();
            release();
          }
        };
      if (key === "transaction")
        return (callback: (tx: object) => unknown) =>
          value.call(object, (tx: object) => callback(turningEachStatement(tx)));
      return value.bind(object);
    },
  });
  targets.set(proxy, target);
  return proxy;
}

/** Dumps an in-memory PGlite (tests snapshot a migrated database once and load it per file). */
export async function dumpPglite(database: Database): Promise<Blob> {
  const client = (database.db as unknown as { $client: PGlite }).$client;
  return client.dumpDataDir("none");
}

/** Runs raw SQL and returns its rows (PGlite and node-postgres both answer with `{ rows }`). */
export async function queryRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
