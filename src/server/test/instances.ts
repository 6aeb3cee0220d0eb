import { Redis } from "ioredis";
import type { Database } from "../db/client.ts";
import { RedisBus } from "../lib/bus.ts";
import { createTestDatabase } from "./testDb.ts";
import { startTestServer, type TestServer } from "./testServer.ts";

/** Two server instances on one PostgreSQL database, one Redis bus and one Redis store. */
export interface TwoInstances {
  a: TestServer;
  b: TestServer;
  close(): Promise<void>;
}

/**
 * Starts two instances as production runs them: a fresh test database, a Redis bus each and a
 * Redis client each whose keys carry a prefix of this run, so runs never share counters.
 */
export async function startTwoInstances(
  redisUrl: string,
  name: string,
  options: { catalogCacheSeconds?: number } = {},
): Promise<TwoInstances> {
  const database: Database = await createTestDatabase();
  const busA = new RedisBus(redisUrl, (error) => console.error(error));
  const busB = new RedisBus(redisUrl, (error) => console.error(error));
  await Promise.all([busA.whenReady(), busB.whenReady()]);
  const prefix = `velvet-test-${name}-${process.pid}-${Date.now()}:`;
  const redisA = new Redis(redisUrl, { keyPrefix: prefix });
  const redisB = new Redis(redisUrl, { keyPrefix: prefix });
  const a = await startTestServer({ ...options, database, events: busA, redis: redisA });
  const b = await startTestServer({ ...options, database, events: busB, redis: redisB });
  return {
    a,
    b,
    async close() {
      await a.close();
      await b.close();
      await database.close();
      redisA.disconnect();
      redisB.disconnect();
    },
  };
}
