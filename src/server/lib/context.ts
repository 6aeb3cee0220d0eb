import type { Mailer } from "../adapters/mailer/mailer.ts";
import type { Config } from "../config.ts";
import type { Database, Db } from "../db/client.ts";

/** What every transport (REST, SSR, jobs) gets: configuration and the database. */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  /** The clock; tests pin it. */
  now: () => Date;
  mailer: Mailer;
}

declare module "fastify" {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
