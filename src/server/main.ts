import { mkdirSync } from "node:fs";
import type { FastifyInstance } from "fastify";
import { formatCoins } from "../common/money.ts";
import { buildApp } from "./app.ts";
import { type Config, ConfigError, loadConfig } from "./config.ts";
import { type Database, openDatabase } from "./db/client.ts";
import { DEMO_BONUS_CODE, DEMO_GUEST, ensureDemoBonusCode, ensureDemoGuest } from "./seed/demoGuest.ts";
import { seedIfEmpty } from "./seed/seedIfEmpty.ts";

const SHUTDOWN_TIMEOUT_MS = 10_000;

/** Starts the platform: config, database, migrations, demo seed, HTTP server, graceful shutdown. */
async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  mkdirSync(config.mediaDir, { recursive: true });
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.databaseUrl ? undefined : `${config.dataDir}/pglite`,
    poolSize: config.databasePoolSize,
  });
  await database.migrate();
  const app = await buildApp({ config, database });
  let demoBalance: number | null = null;
  if (config.seedDemo) {
    await seedIfEmpty({ database, config, log: app.log });
    demoBalance = await ensureDemoGuest(database.db, new Date());
    await ensureDemoBonusCode(database.db, new Date());
  }
  const pay = await buildApp({ config, database, role: "pay" });
  installShutdown([app, pay], database);
  await app.listen({ port: config.port, host: config.host });
  await pay.listen({ port: config.payPort, host: config.host });
  const storage = database.kind === "pglite" ? `PGlite in ${config.dataDir}/pglite` : "PostgreSQL";
  console.log(`\nVelvet is running at ${config.publicUrl} (storage: ${storage})`);
  console.log(`Payment and login overlay at ${config.payOrigin}`);
  if (demoBalance !== null) {
    console.log(
      `Demo guest login: ${DEMO_GUEST.email} / ${DEMO_GUEST.password} (${formatCoins(demoBalance)}; REST: POST /rest/v1/auth/login)`,
    );
    console.log(
      `Demo bonus code: ${DEMO_BONUS_CODE} (50 VXC and a video voucher; POST /rest/v1/guest/redeemBonus)`,
    );
  }
  console.log("");
}

function installShutdown(apps: FastifyInstance[], database: Database): void {
  const [app] = apps as [FastifyInstance];
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, "shutting down");
    const timer = setTimeout(() => {
      app.log.error("shutdown timed out");
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    timer.unref();
    try {
      await Promise.all(apps.map((server) => server.close()));
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, "shutdown failed");
      process.exit(1);
    }
  };
  process.once("SIGTERM", () => void stop("SIGTERM"));
  process.once("SIGINT", () => void stop("SIGINT"));
}

main().catch((error: unknown) => {
  console.error("Velvet failed to start:", error);
  process.exit(1);
});
