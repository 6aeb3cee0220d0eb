import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../test/testServer.ts";
import { API_CONTENT_SECURITY_POLICY } from "./securityHeaders.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ web: true });
});
afterAll(() => server.close());

const FIXED = {
  "cross-origin-opener-policy": "same-origin",
  "cross-origin-resource-policy": "same-origin",
  "origin-agent-cluster": "?1",
  "referrer-policy": "no-referrer",
  "x-content-type-options": "nosniff",
  "x-dns-prefetch-control": "off",
  "x-download-options": "noopen",
  "x-frame-options": "DENY",
  "x-permitted-cross-domain-policies": "none",
  "x-xss-protection": "0",
};

/** What an API answer (JSON) keeps of them; the rest govern documents. */
const API_FIXED = ["cross-origin-resource-policy", "x-content-type-options", "x-frame-options"];

function expectFixed(response: Response, api = false): void {
  for (const [name, value] of Object.entries(FIXED))
    expect(response.headers.get(name), name).toBe(!api || API_FIXED.includes(name) ? value : null);
  expect(response.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
}

describe("security headers on the site", () => {
  it.each(["/rest/v1/alive", "/rest/v1/does/not/exist", "/rest/v1/video/999999", "/graphql"])(
    "%s: the API's fixed headers and policy, no nonce",
    async (path) => {
      const response = await server.fetch(path);
      expectFixed(response, true);
      expect(response.headers.get("content-security-policy")).toBe(API_CONTENT_SECURITY_POLICY);
      expect(response.headers.get("cache-control")).toBe("no-store");
    },
  );

  it("a REST path the web app's catch-all would take stays a JSON 404 with the API's headers", async () => {
    const response = await server.fetch("/rest/v1/nothing/here");
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: { code: "NOT_FOUND" } });
    expect(response.headers.get("content-security-policy")).toBe(API_CONTENT_SECURITY_POLICY);
  });

  it("a page: the fixed headers and a policy whose nonce every inline script carries, fresh per page", async () => {
    const nonces = new Set<string>();
    for (const path of ["/en/", "/en/", "/"]) {
      const response = await server.fetch(path);
      const html = await response.text();
      expect(response.headers.get("content-type")).toContain("text/html");
      expectFixed(response);
      const csp = response.headers.get("content-security-policy") ?? "";
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toMatch(/frame-src http:\/\/(127\.0\.0\.1|localhost):\d+/);
      const nonce = /script-src 'self' 'nonce-([0-9a-f]{32})'/.exec(csp)?.[1] as string;
      expect(nonce).toBeDefined();
      expect(csp).toMatch(/style-src 'self' 'unsafe-inline' 'nonce-[0-9a-f]{32}'/);
      const scripts = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)];
      expect(scripts.length).toBeGreaterThan(0);
      for (const script of scripts) expect(script[1]).toContain(`nonce="${nonce}"`);
      nonces.add(nonce);
    }
    expect(nonces.size).toBe(3);
  });
});
