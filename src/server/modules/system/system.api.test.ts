import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../test/testServer.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe("REST conventions", () => {
  it("answers GET /rest/v1/alive with 200", async () => {
    const response = await server.fetch("/rest/v1/alive");
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ alive: true });
  });

  it("accepts language, ver and access_token on every route", async () => {
    const response = await server.fetch("/rest/v1/alive?language=de&ver=abc&access_token=xyz");
    expect(response.status).toBe(200);
  });

  it("gives every response a request id, and keeps a sane one sent by the client", async () => {
    const generated = await server.fetch("/rest/v1/alive");
    expect(generated.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    const given = await server.fetch("/rest/v1/alive", { headers: { "x-request-id": "trace-12345678" } });
    expect(given.headers.get("x-request-id")).toBe("trace-12345678");
    const hostile = await server.fetch("/rest/v1/alive", { headers: { "x-request-id": "<script>" } });
    expect(hostile.headers.get("x-request-id")).not.toBe("<script>");
  });

  it("sets security headers", async () => {
    const response = await server.fetch("/rest/v1/alive");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("x-frame-options")).toBe("DENY");
    expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(response.headers.get("cross-origin-resource-policy")).toBe("same-origin");
    // Headers that govern documents are a page's, not a JSON answer's.
    expect(response.headers.get("referrer-policy")).toBeNull();
  });

  it("answers an unknown REST path with the JSON error shape and 404", async () => {
    const response = await server.fetch("/rest/v1/does/not/exist");
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      error: { code: "NOT_FOUND", message: "No route GET /rest/v1/does/not/exist" },
    });
  });

  it("answers broken JSON with 400 BAD_REQUEST", async () => {
    const response = await server.fetch("/rest/v1/tracker/track", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{not json",
    });
    expect(response.status).toBe(400);
    expect((await response.json()).error.code).toBe("BAD_REQUEST");
  });

  it("answers an unsupported body type with 415", async () => {
    const response = await server.fetch("/rest/v1/tracker/track", {
      method: "POST",
      headers: { "content-type": "application/xml" },
      body: "<a/>",
    });
    expect(response.status).toBe(415);
    expect((await response.json()).error.code).toBe("UNSUPPORTED_MEDIA_TYPE");
  });

  it("answers a body over 1 MiB with 413", async () => {
    const response = await server.fetch("/rest/v1/tracker/track", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ eventContext: "x".repeat(1_100_000) }),
    });
    expect(response.status).toBe(413);
    expect((await response.json()).error.code).toBe("PAYLOAD_TOO_LARGE");
  });

  it("serves a favicon", async () => {
    const response = await server.fetch("/favicon.ico");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/x-icon");
    expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(100);
  });
});
