import { appendFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import type { Redis } from "ioredis";
import { expect } from "vitest";
import { buildApp } from "../app.ts";
import { type Config, loadConfig } from "../config.ts";
import type { Database } from "../db/client.ts";
import { type EventBus, InProcessBus } from "../lib/bus.ts";
import type { DispatcherOptions } from "../lib/outbox/dispatcher.ts";
import { EVENT_LOOP_LIMIT_MS, type EventLoopBlock, EventLoopProbe, watchRequests } from "./eventLoopProbe.ts";
import { createTestDatabase } from "./testDb.ts";

/** The operator key of test servers (X-Operator-Key). */
export const TEST_OPERATOR_KEY = "test-operator-key-0123456789";

export interface TestServer {
  url: string;
  /** Origin of the payment/login overlay server (when started with `pay: true`). */
  payUrl: string | null;
  app: FastifyInstance;
  database: Database;
  config: Config;
  /** fetch against the server; relative paths resolve to its URL. */
  fetch(pathname: string, init?: RequestInit): Promise<Response>;
  /** POST a JSON body to /rest/v1/{path}. */
  post(path: string, body: unknown, headers?: Record<string, string>): Promise<Response>;
  /**
   * The requests during which the event loop was held over EVENT_LOOP_LIMIT_MS of CPU so far, taken:
   * close() no longer fails for them (a test of the probe itself).
   */
  takeEventLoopBlocks(): EventLoopBlock[];
  /** Closes the apps and the database; fails when a request held the event loop (see eventLoopProbe.ts). */
  close(): Promise<void>;
}

/** Starts the real HTTP stack on a random port against a fresh database (web app optional). */
export async function startTestServer(
  options: {
    web?: boolean;
    now?: () => Date;
    database?: Database;
    pageCacheSeconds?: number;
    /** Also start the overlay server on its own port. */
    pay?: boolean;
    catalogCacheSeconds?: number;
    searchCacheSeconds?: number;
    /** The real-time bus (default: one in-process bus for the site and overlay apps). */
    events?: EventBus;
    /** Redis for shared rate limits (tests of several instances). */
    redis?: Redis;
    /** The outbox dispatcher: off (tests that count statements) or its options (tests of its wake-up). */
    outbox?: { dispatch?: boolean } & DispatcherOptions;
    /** Trust X-Forwarded-For (tests of visitors told apart by their address). */
    trustProxy?: boolean;
    /** Adds routes or hooks to the site app before it listens (tests of the test server itself). */
    setup?: (app: FastifyInstance) => void | Promise<void>;
  } = {},
): Promise<TestServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "velvet-test-"));
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    PORT: "0",
    // Off unless a test is about it: most tests change data between requests.
    PAGE_CACHE_SECONDS: String(options.pageCacheSeconds ?? 0),
    CATALOG_CACHE_SECONDS: String(options.catalogCacheSeconds ?? 0),
    SEARCH_CACHE_SECONDS: String(options.searchCacheSeconds ?? 0),
    OPERATOR_KEY: TEST_OPERATOR_KEY,
    ...(options.trustProxy ? { TRUST_PROXY: "true" } : {}),
  });
  const database = options.database ?? (await createTestDatabase());
  const events = options.events ?? new InProcessBus();
  const app = await buildApp({
    events,
    redis: options.redis ?? null,
    ...(options.outbox ? { outbox: options.outbox } : {}),
    config,
    database,
    web: options.web ?? false,
    logger: false,
    ...(options.now ? { now: options.now } : {}),
  });
  // Every request of every API test is watched: one that holds the event loop fails the file at close.
  const probe = new EventLoopProbe();
  const watched = [watchRequests(app, probe)];
  await options.setup?.(app);
  await app.listen({ port: 0, host: "127.0.0.1" });
  const url = `http://127.0.0.1:${portOf(app)}`;
  config.publicUrl = url;
  let pay: FastifyInstance | null = null;
  if (options.pay) {
    pay = await buildApp({
      config,
      database,
      events,
      redis: options.redis ?? null,
      web: options.web ?? false,
      logger: false,
      role: "pay",
      // One clock for both apps (ticket expiry is checked on the overlay's origin).
      ...(options.now ? { now: options.now } : {}),
    });
    watched.push(watchRequests(pay, probe));
    await pay.listen({ port: 0, host: "127.0.0.1" });
    config.payOrigin = `http://127.0.0.1:${portOf(pay)}`;
  }
  return {
    url,
    payUrl: pay ? config.payOrigin : null,
    app,
    database,
    config,
    fetch: (pathname, init) => fetch(new URL(pathname, url), { redirect: "manual", ...init }),
    post: (path, body, headers = {}) =>
      fetch(new URL(`/rest/v1/${path}`, url), {
        method: "POST",
        redirect: "manual",
        headers: { "content-type": "application/json", ...headers },
        body: JSON.stringify(body),
      }),
    takeEventLoopBlocks: () => watched.flatMap((watch) => watch.blocks()),
    async close() {
      // Taken before closing: what the close itself costs is no request's.
      const holds = watched.flatMap((watch) => watch.blocks(probe.recordMs));
      const blocks = holds.filter((hold) => hold.cpuMs > EVENT_LOOP_LIMIT_MS);
      probe.stop();
      reportHolds(holds);
      // A test may leave a response body unread (it checked the status or the headers): a
      // compressed stream then keeps its connection busy, and close() would wait for it. The
      // tests are over, so every connection is cut.
      const closing = Promise.all([pay?.close(), app.close()]);
      pay?.server.closeAllConnections();
      app.server.closeAllConnections();
      await closing;
      await events.close();
      if (!options.database) await database.close();
      rmSync(dataDir, { recursive: true, force: true });
      if (blocks.length > 0) throw new Error(eventLoopReport(blocks));
    },
  };
}

/**
 * With VELVET_EVENT_LOOP_REPORT=<file>, every request that held the loop over 20 ms of CPU is
 * appended there, one JSON line per test server (how close the suite comes to the limit).
 */
function reportHolds(holds: EventLoopBlock[]): void {
  const file = process.env.VELVET_EVENT_LOOP_REPORT;
  if (!file || holds.length === 0) return;
  const testFile = path.relative(process.cwd(), expect.getState().testPath ?? "?");
  appendFileSync(file, `${JSON.stringify({ testFile, holds })}\n`);
}

/** The failure of a test file whose requests held the event loop: each request and its block. */
function eventLoopReport(blocks: EventLoopBlock[]): string {
  const lines = blocks.map(
    (block) =>
      `  ${block.method} ${block.url}: ${block.cpuMs} ms of CPU without a turn of the loop (${block.wallMs} ms wall)`,
  );
  return [
    `A request held the event loop over ${EVENT_LOOP_LIMIT_MS} ms (CPU time of the event-loop thread; waiting for a core does not count):`,
    ...lines,
  ].join("\n");
}

/** The port a listening Fastify app got. */
export function portOf(app: FastifyInstance): number {
  const address = app.server.address();
  return typeof address === "object" && address ? address.port : 0;
}
