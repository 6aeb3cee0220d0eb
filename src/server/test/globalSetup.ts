import { writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { dumpPglite, openDatabase } from "../db/client.ts";
import { offsetIdSequences } from "./idOffsets.ts";

declare module "vitest" {
  export interface ProvidedContext {
    pgliteSnapshot: string;
    pgTemplate: string;
  }
}

/** The database kind this project runs on (set per vitest project). */
export function testDbKind(): "pglite" | "postgres" {
  return process.env.VELVET_TEST_DB === "postgres" ? "postgres" : "pglite";
}

/** Name of the admin database used to create and drop per-file test databases. */
export function adminUrl(url: string, database = "postgres"): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/**
 * Once per run: a migrated database to copy per test file. PGlite: a dump loaded by every file
 * (0.5 s instead of 2 s); PostgreSQL: a template database cloned with CREATE DATABASE ... TEMPLATE.
 * Either way each table's ids start in a range of their own (idOffsets.ts).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // The project's `env` reaches the test workers, not this process: read the kind from the project name.
  if (!project.name.endsWith("postgres")) {
    const database = await openDatabase({});
    await database.migrate();
    await offsetIdSequences(database.db);
    const file = path.join(tmpdir(), `velvet-pglite-${process.pid}.tar.gz`);
    writeFileSync(file, Buffer.from(await (await dumpPglite(database)).arrayBuffer()));
    await database.close();
    project.provide("pgliteSnapshot", file);
    return async () => undefined;
  }
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error("TEST_DATABASE_URL is required for the PostgreSQL test project");
  const template = `velvet_tpl_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl(url) });
  await admin.connect();
  await dropLeftovers(admin, false);
  await admin.query(`create database ${template}`);
  const database = await openDatabase({ url: adminUrl(url, template), poolSize: 1 });
  await database.migrate();
  await offsetIdSequences(database.db);
  await database.close();
  project.provide("pgTemplate", template);
  return async () => {
    await dropLeftovers(admin, true);
    await admin.end();
  };
}

/**
 * Drops the test databases of earlier runs whose process is gone (and this run's own at the end).
 * Names carry the run's process id (velvet_tpl_<pid>, velvet_t_<pid>_<hex>), so test runs going
 * on at the same time on one server never drop each other's databases.
 */
async function dropLeftovers(admin: pg.Client, includeOwn: boolean): Promise<void> {
  const { rows } = await admin.query<{ datname: string }>(
    "select datname from pg_database where datname like 'velvet_tpl_%' or datname like 'velvet_t_%'",
  );
  for (const row of rows) {
    const pid = Number(/^velvet_(?:tpl|t)_(\d+)/.exec(row.datname)?.[1] ?? Number.NaN);
    const own = pid === process.pid;
    if ((own && !includeOwn) || (!own && Number.isInteger(pid) && processAlive(pid))) continue;
    await admin.query(`drop database if exists ${row.datname} with (force)`);
  }
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
