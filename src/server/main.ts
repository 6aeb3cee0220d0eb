import { mkdirSync } from "node:fs";
import type { FastifyInstance } from "fastify";
import { Redis } from "ioredis";
import { formatCoins } from "../common/money.ts";
import { sandboxProviders } from "./adapters/providers.ts";
import { buildApp } from "./app.ts";
import { type Config, ConfigError, loadConfig } from "./config.ts";
import { type Database, openDatabase } from "./db/client.ts";
import { startShowClockJob } from "./jobs/camShows.ts";
import { startDemoKeeper } from "./jobs/demoKeeper.ts";
import { startLiveBillingJob } from "./jobs/liveBilling.ts";
import { startQuietHoursDigestJob } from "./jobs/quietHoursDigest.ts";
import { startRenewalJob } from "./jobs/renewals.ts";
import { type EventBus, InProcessBus, RedisBus } from "./lib/bus.ts";
import { loadCountryData } from "./lib/geoip.ts";
import { protectAdultImages } from "./modules/catalog/index.ts";
import { startPerformerSimulator } from "./modules/performers/index.ts";
import { ensureDemoActivity } from "./seed/demoActivity.ts";
import { ensureDemoAdvent } from "./seed/demoAdvent.ts";
import { ensureDemoBlog } from "./seed/demoBlog.ts";
import { ensureDemoCamShows } from "./seed/demoCamShows.ts";
import { ensureDemoContests } from "./seed/demoContests.ts";
import { ensureDemoDailyBonus } from "./seed/demoDailyBonus.ts";
import { ensureDemoEaster } from "./seed/demoEaster.ts";
import { ensureDemoFeed } from "./seed/demoFeed.ts";
import { ensureDemoGames } from "./seed/demoGames.ts";
import { DEMO_BONUS_CODE, DEMO_GUEST, ensureDemoBonusCode, ensureDemoGuest } from "./seed/demoGuest.ts";
import { ensureDemoMediathek } from "./seed/demoMediathek.ts";
import { ensureDemoJumbotron } from "./seed/demoVideostation.ts";
import { seedIfEmpty } from "./seed/seedIfEmpty.ts";

const SHUTDOWN_TIMEOUT_MS = 10_000;

/** Starts the platform: config, database, migrations, demo seed, HTTP server, scheduled jobs, graceful shutdown. */
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
  mkdirSync(config.protectedMediaDir, { recursive: true });
  const sandboxes = announceSandboxes(config);
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.databaseUrl ? undefined : `${config.dataDir}/pglite`,
    poolSize: config.databasePoolSize,
  });
  await database.migrate();
  // One event bus for the site and the overlay app: a payment on the overlay reaches the site's sockets.
  const events: EventBus = config.redisUrl
    ? new RedisBus(config.redisUrl, (error) => console.error("redis:", error.message))
    : new InProcessBus();
  const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2 }) : null;
  redis?.on("error", (error) => console.error("redis:", error.message));
  const app = await buildApp({ config, database, events, redis });
  // What requests would otherwise build on first use: the postal-code index in a worker thread
  // (half a second of CPU or more, off the event loop: the start does not wait for it) and the
  // GeoLite2 country data (about 25 ms, read before the server listens).
  app.ctx.geo.start().catch((error: unknown) => app.log.error({ err: error }, "postal-code index failed"));
  loadCountryData();
  if (sandboxes.length > 0) app.log.warn({ sandboxes }, "PRODUCTION USES SANDBOX PROVIDERS");
  let demoBalance: number | null = null;
  if (config.seedDemo) {
    await seedIfEmpty({ database, config, log: app.log });
    demoBalance = await ensureDemoGuest(database.db, new Date());
    await ensureDemoBonusCode(database.db, new Date());
    await ensureDemoContests(database.db, new Date());
    // A data dir from before the feed gets the demo posts once; a failure here must not stop the start.
    await ensureDemoFeed(database.db, new Date()).catch((error: unknown) =>
      app.log.warn({ err: error }, "demo feed not seeded"),
    );
    await ensureDemoBlog(database.db, new Date()).catch((error: unknown) =>
      app.log.warn({ err: error }, "demo blog not seeded"),
    );
    await ensureDemoMediathek(database.db, new Date()).catch((error: unknown) =>
      app.log.warn({ err: error }, "demo mediathek not seeded"),
    );
    await ensureDemoJumbotron(database.db, new Date()).catch((error: unknown) =>
      app.log.warn({ err: error }, "demo jumbotron not seeded"),
    );
    await ensureDemoCamShows(database.db, new Date()).catch((error: unknown) =>
      app.log.warn({ err: error }, "demo cam shows not scheduled"),
    );
    await ensureDemoGames(database.db, new Date()).catch((error: unknown) =>
      app.log.warn({ err: error }, "demo games not created"),
    );
    await ensureDemoAdvent(database.db, new Date()).catch((error: unknown) =>
      app.log.warn({ err: error }, "demo advent calendars not created"),
    );
    await ensureDemoActivity(database.db, new Date()).catch((error: unknown) =>
      app.log.warn({ err: error }, "demo goldrush not created"),
    );
    await ensureDemoDailyBonus(database.db, new Date()).catch((error: unknown) =>
      app.log.warn({ err: error }, "demo daily bonus not seeded"),
    );
    await ensureDemoEaster(database.db, new Date()).catch((error: unknown) =>
      app.log.warn({ err: error }, "demo easter egg hunt not created"),
    );
  }
  // Data written before 18-rated images were protected: their files leave the public /media dir.
  const moved = await protectAdultImages({
    db: database.db,
    mediaDir: config.mediaDir,
    protectedMediaDir: config.protectedMediaDir,
  });
  if (moved > 0) app.log.info({ images: moved }, "18-rated images moved to the protected store");
  const pay = await buildApp({ config, database, role: "pay", events, redis });
  installShutdown([app, pay], database, events, redis);
  const renewals = startRenewalJob(app.ctx, app.log);
  app.addHook("onClose", async () => renewals.stop());
  // Live chats are billed by every instance (the sessions are shared out by row locks).
  const liveBilling = startLiveBillingJob(app.ctx, app.log);
  app.addHook("onClose", () => liveBilling.stop());
  // Cam shows start, end and remind on every instance (each step a conditional update).
  const showClock = startShowClockJob(app.ctx, app.log);
  app.addHook("onClose", () => showClock.stop());
  // Held alerts go out as one digest per guest when her quiet hours end (claimed per row).
  const digests = startQuietHoursDigestJob(app.ctx, app.log);
  app.addHook("onClose", () => digests.stop());
  // The demo's calendar areas are topped up every hour while the server runs (days ahead, contests,
  // a new gift calendar when the last one ended).
  const keeper = config.seedDemo
    ? startDemoKeeper(app.ctx, app.log, [
        { name: "daily bonus", run: ensureDemoDailyBonus },
        { name: "contests", run: ensureDemoContests },
        { name: "cam shows", run: ensureDemoCamShows },
        { name: "gift calendars", run: ensureDemoAdvent },
      ])
    : null;
  app.addHook("onClose", async () => keeper?.stop());
  const simulator = config.performerSimulator ? startPerformerSimulator(app.ctx, app.log) : null;
  app.addHook("onClose", async () => simulator?.stop());
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

/**
 * A production start with a sandbox provider says so loudly (warn level, on stderr, framed), so it
 * cannot pass unnoticed in the logs of a real deployment.
 */
function announceSandboxes(config: Config): string[] {
  if (config.env !== "production") return [];
  const sandboxes = sandboxProviders(config.providers);
  if (sandboxes.length === 0) return [];
  const bar = "!".repeat(78);
  const lines = [
    bar,
    "!! WARNING: production is running with SANDBOX providers:",
    ...sandboxes.map((name) => `!!   - ${name}`),
    "!! No real money is taken and no real age is verified. Never use this for real guests.",
    bar,
  ];
  console.warn(`\n${lines.join("\n")}\n`);
  return sandboxes;
}

function installShutdown(
  apps: FastifyInstance[],
  database: Database,
  events: EventBus,
  redis: Redis | null,
): void {
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
      await events.close();
      redis?.disconnect();
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
