import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import type { Database } from "../db/client.ts";
import { createTestDatabase } from "../test/testDb.ts";

/**
 * Every cookie is `Secure` whenever the site is https (issue 10, finding 10): the session cookie,
 * the consent cookie of the web app, and any cookie a route sets without naming the flag.
 */
const ORIGIN = "https://velvet.example";
let app: FastifyInstance;
let database: Database;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "velvet-secure-"));
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    PORT: "0",
    PUBLIC_URL: ORIGIN,
    PAGE_CACHE_SECONDS: "0",
  });
  database = await createTestDatabase();
  app = await buildApp({ config, database, web: true, logger: false });
  // A route that forgets the flag, as any future one might.
  app.get("/rest/v1/__test/cookie", async (_request, reply) =>
    reply.setCookie("vv_any", "1", { path: "/" }).send({}),
  );
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const cookiesOf = (headers: Record<string, unknown>) => [headers["set-cookie"] ?? []].flat().map(String);

describe("cookies on an https site", () => {
  it("the session cookie of a signup is Secure, HttpOnly, SameSite=Lax", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/rest/v1/auth/signup",
      headers: { "content-type": "application/json", origin: ORIGIN },
      payload: { email: `secure-${Date.now()}@example.com`, password: "correct horse battery", name: "Sec" },
    });
    expect(response.statusCode, response.body).toBe(201);
    const session = cookiesOf(response.headers).find((c) => c.startsWith("vv_session="));
    expect(session).toMatch(/; Secure/);
    expect(session).toMatch(/; HttpOnly/);
  });

  it("the consent cookie set by the web app is Secure", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/consent",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: ORIGIN },
      payload: "choice=all&returnTo=%2Fen%2F",
    });
    expect(response.statusCode).toBeLessThan(400);
    expect(cookiesOf(response.headers).find((c) => c.startsWith("vv_cc="))).toMatch(/; Secure/);
  });

  it("a cookie a route sets without the flag is Secure by default", async () => {
    const response = await app.inject({ method: "GET", url: "/rest/v1/__test/cookie" });
    expect(cookiesOf(response.headers).find((c) => c.startsWith("vv_any="))).toMatch(/; Secure/);
  });

  it("the consent form's returnTo goes to same-origin paths only", async () => {
    for (const [returnTo, expected] of [
      ["/en/videos/?page=2", "/en/videos/?page=2"],
      ["/\\evil.example", "/"],
      ["/\t/evil.example", "/"],
      ["//evil.example", "/"],
      ["https://evil.example/", "/"],
    ]) {
      const response = await app.inject({
        method: "POST",
        url: "/consent",
        headers: { "content-type": "application/x-www-form-urlencoded", origin: ORIGIN },
        payload: new URLSearchParams({ choice: "necessary", returnTo: returnTo as string }).toString(),
      });
      expect(response.headers.location, JSON.stringify(returnTo)).toBe(expected);
    }
  });
});
