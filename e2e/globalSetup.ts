import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { LocalMediaStore } from "../src/server/adapters/media-store/localMediaStore.ts";
import { buildApp } from "../src/server/app.ts";
import { loadConfig } from "../src/server/config.ts";
import { openDatabase } from "../src/server/db/client.ts";
import { startShowClockJob } from "../src/server/jobs/camShows.ts";
import { startLiveBillingJob } from "../src/server/jobs/liveBilling.ts";
import { InProcessBus } from "../src/server/lib/bus.ts";
import { seedDemo } from "../src/server/seed/demo.ts";
import { ensureDemoActivity } from "../src/server/seed/demoActivity.ts";
import { ensureDemoAdvent } from "../src/server/seed/demoAdvent.ts";
import { ensureDemoBlog } from "../src/server/seed/demoBlog.ts";
import { ensureDemoCamShows } from "../src/server/seed/demoCamShows.ts";
import { ensureDemoContests } from "../src/server/seed/demoContests.ts";
import { ensureDemoDailyBonus } from "../src/server/seed/demoDailyBonus.ts";
import { ensureDemoEaster } from "../src/server/seed/demoEaster.ts";
import { ensureDemoGames } from "../src/server/seed/demoGames.ts";
import { ensureDemoGuest } from "../src/server/seed/demoGuest.ts";
import { ensureDemoMediathek } from "../src/server/seed/demoMediathek.ts";
import { ensureDemoJumbotron } from "../src/server/seed/demoVideostation.ts";
import { portOf } from "../src/server/test/testServer.ts";
import { CHROMIUM } from "./browser.ts";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    operatorKey: string;
  }
}

/**
 * Browser tests run against the real platform: the built web app served by the Fastify server on
 * an in-memory PGlite, with a small demo catalogue whose images are rendered for real.
 */
export default async function setup(project: TestProject) {
  if (!existsSync(CHROMIUM)) {
    throw new Error(
      `Chromium not found at ${CHROMIUM}. Install it with "apt-get install -y chromium" or set CHROMIUM_PATH.`,
    );
  }
  if (!existsSync(new URL("../build/server/index.js", import.meta.url))) {
    throw new Error('The web app is not built: run "npm run build" (npm test does it for you).');
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), "velvet-e2e-"));
  const operatorKey = "e2e-operator-key-0123456789";
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    PORT: "0",
    OPERATOR_KEY: operatorKey,
    // Live chats bill a "minute" every 3 s here, so a browser test sees the meter run.
    LIVECHAT_MINUTE_MS: "3000",
    // Stream URLs live 10 s here (45 s by default): every live chat runs through their renewals.
    LIVE_STREAM_URL_TTL_SECONDS: "10",
    // Every browser of every test comes from 127.0.0.1: one address for hundreds of guests, as
    // behind a carrier's NAT. 20 sign-ups and logins a minute per address was reached whenever the
    // run went fast (a quiet machine); the limits per e-mail address stay.
    AUTH_RATE_LIMIT_PER_MINUTE: "1000",
  });
  const database = await openDatabase({});
  await database.migrate();
  await seedDemo({
    db: database.db,
    media: new LocalMediaStore(config.mediaDir),
    protectedMedia: new LocalMediaStore(config.protectedMediaDir),
    now: new Date(),
    scale: 0.15,
  });
  await ensureDemoGuest(database.db, new Date());
  await ensureDemoContests(database.db, new Date());
  await ensureDemoBlog(database.db, new Date());
  await ensureDemoMediathek(database.db, new Date());
  await ensureDemoJumbotron(database.db, new Date());
  await ensureDemoGames(database.db, new Date());
  await ensureDemoAdvent(database.db, new Date());
  await ensureDemoActivity(database.db, new Date());
  await ensureDemoCamShows(database.db, new Date());
  await ensureDemoDailyBonus(database.db, new Date());
  await ensureDemoEaster(database.db, new Date());
  // One event bus for both apps, as main.ts has it: each app's outbox dispatcher takes events of
  // the shared database, and a push the overlay's dispatcher delivers must reach the site's sockets
  // (with a bus each, a push was lost whenever the overlay's poll took the event first).
  const events = new InProcessBus();
  const app = await buildApp({ config, database, events, web: true, logger: false });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const url = `http://127.0.0.1:${portOf(app)}`;
  config.publicUrl = url;
  // The payment/login overlay on its own origin (another host name, so no cookie is shared).
  const pay = await buildApp({ config, database, events, web: true, logger: false, role: "pay" });
  await pay.listen({ port: 0, host: "127.0.0.1" });
  config.payOrigin = `http://localhost:${portOf(pay)}`;
  // The server bills live chats by the minute (main.ts starts the same job).
  const jobLog = {
    info: () => undefined,
    error: (object: object, message: string) => console.error(message, object),
  };
  const billing = startLiveBillingJob(app.ctx, jobLog);
  // Cam shows start and end on the clock (main.ts starts the same job).
  const showClock = startShowClockJob(app.ctx, jobLog);
  project.provide("baseUrl", url);
  project.provide("operatorKey", operatorKey);
  return async () => {
    await billing.stop();
    await showClock.stop();
    await pay.close();
    await app.close();
    await events.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
