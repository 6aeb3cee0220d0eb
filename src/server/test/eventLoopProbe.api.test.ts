import { setTimeout as sleep } from "node:timers/promises";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { holdEventLoop } from "./eventLoopProbe.ts";
import { startTestServer, type TestServer } from "./testServer.ts";

/** Two planted routes: one computes 150 ms without letting the loop turn, one waits 150 ms for a timer. */
function plantRoutes(app: FastifyInstance) {
  app.get("/test/busy", async () => {
    holdEventLoop(150);
    return { held: true };
  });
  app.get("/test/wait", async () => {
    await sleep(150);
    return { held: false };
  });
}

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ setup: plantRoutes });
});
afterAll(() => server.close());

describe("the test server's event-loop probe", () => {
  it("names a request that held the event loop over 100 ms, with the CPU it held it for", async () => {
    expect((await server.fetch("/test/busy")).status).toBe(200);
    const blocks = server.takeEventLoopBlocks();
    expect(blocks).toHaveLength(1);
    expect(blocks[0]).toMatchObject({ method: "GET", url: "/test/busy" });
    expect(blocks[0]?.cpuMs).toBeGreaterThanOrEqual(150);
    expect(blocks[0]?.wallMs).toBeGreaterThanOrEqual(blocks[0]?.cpuMs ?? 0);
  });

  it("does not count requests that wait asynchronously, nor the test's own computation between requests", async () => {
    expect((await server.fetch("/test/wait")).status).toBe(200);
    expect((await server.fetch("/rest/v1/alive")).status).toBe(200);
    holdEventLoop(150);
    expect((await server.fetch("/rest/v1/alive")).status).toBe(200);
    expect(server.takeEventLoopBlocks()).toEqual([]);
  });

  it("fails the file at close, naming the request and the block", async () => {
    const other = await startTestServer({ setup: plantRoutes });
    expect((await other.fetch("/test/busy?planted=1")).status).toBe(200);
    await expect(other.close()).rejects.toThrow(/GET \/test\/busy\?planted=1: \d+ ms of CPU/);
  });
});
