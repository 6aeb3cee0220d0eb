import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import pg from "pg";
import { inject } from "vitest";
import { type Database, openDatabase } from "../db/client.ts";
import { adminUrl, testDbKind } from "./globalSetup.ts";

/** A fresh, migrated database for one test file: PGlite from the snapshot, or a PostgreSQL clone. */
export async function createTestDatabase(): Promise<Database> {
  if (testDbKind() === "pglite") {
    const snapshot = readFileSync(inject("pgliteSnapshot"));
    return openDatabase({ loadDataDir: new Blob([snapshot]) });
  }
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error("TEST_DATABASE_URL is required for PostgreSQL tests");
  // velvet_t_<pid of the run>_<random>: the run's globalSetup cleans up after itself only.
  const template = inject("pgTemplate");
  const name = `velvet_t_${template.replace("velvet_tpl_", "")}_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl(url) });
  await admin.connect();
  await admin.query(`create database ${name} template ${template}`);
  await admin.end();
  const database = await openDatabase({ url: adminUrl(url, name), poolSize: 30 });
  return {
    ...database,
    async close() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: adminUrl(url) });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
