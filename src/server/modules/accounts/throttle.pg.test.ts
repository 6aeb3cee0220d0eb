import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import { signUpGuest } from "../../test/guests.ts";
import { createTestDatabase } from "../../test/testDb.ts";
import { startTestServer, type TestServer } from "../../test/testServer.ts";

/** Two instances on one database and one Redis: the login limit is one count for both. */
const redisUrl = process.env.TEST_REDIS_URL;
let database: Database;
let a: TestServer;
let b: TestServer;
let redisA: Redis;
let redisB: Redis;

beforeAll(async () => {
  if (!redisUrl) return;
  database = await createTestDatabase();
  // Keys prefixed per run, so runs never share counters.
  const prefix = `velvet-test-throttle-${process.pid}-${Date.now()}:`;
  redisA = new Redis(redisUrl, { keyPrefix: prefix });
  redisB = new Redis(redisUrl, { keyPrefix: prefix });
  a = await startTestServer({ database, redis: redisA });
  b = await startTestServer({ database, redis: redisB });
});
afterAll(async () => {
  await a?.close();
  await b?.close();
  await database?.close();
  redisA?.disconnect();
  redisB?.disconnect();
});

describe.skipIf(!redisUrl)("the login limit with Redis", () => {
  it("lets exactly 10 of 16 parallel guesses on two instances reach the password hash", async () => {
    const guest = await signUpGuest(a);
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        (i % 2 === 0 ? a : b).post("auth/login", { email: guest.email, password: "wrong guess" }),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([...Array(10).fill(401), ...Array(6).fill(429)]);
    expect((await b.post("auth/login", { email: guest.email, password: guest.password })).status).toBe(429);
  });
});
