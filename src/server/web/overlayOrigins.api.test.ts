import { request } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpGuest } from "../test/guests.ts";
import { startTestServer, type TestServer } from "../test/testServer.ts";

let server: TestServer;
let sitePort: string;
let payPort: string;
beforeAll(async () => {
  // The page cache on: pages of different addresses must not be served for each other.
  server = await startTestServer({ web: true, pay: true, pageCacheSeconds: 30 });
  sitePort = new URL(server.url).port;
  payPort = new URL(server.payUrl ?? "").port;
});
afterAll(() => server.close());

/** A request with the Host header a browser at that address sends (the test server listens on 127.0.0.1). */
function get(
  port: string,
  path: string,
  host: string,
  post?: { origin: string; body: unknown },
): Promise<{ status: number; csp: string; body: string }> {
  return new Promise((resolve, reject) => {
    const headers = post ? { host, origin: post.origin, "content-type": "application/json" } : { host };
    const method = post ? "POST" : "GET";
    const req = request({ host: "127.0.0.1", port, path, headers, method }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => {
        body += chunk;
      });
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, csp: String(res.headers["content-security-policy"]), body }),
      );
    });
    req.on("error", reject);
    req.end(post ? JSON.stringify(post.body) : undefined);
  });
}

const directive = (csp: string, name: string) =>
  csp
    .split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `));

describe("the overlay on the address the guest used", () => {
  it("a site page at localhost frames the overlay at localhost, in its policy and its data", async () => {
    for (const host of [`localhost:${sitePort}`, `127.0.0.1:${sitePort}`, `localhost:${sitePort}`]) {
      const hostname = host.split(":")[0];
      const page = await get(sitePort, "/en/", host);
      expect(page.status).toBe(200);
      expect(directive(page.csp, "frame-src")).toBe(`frame-src http://${hostname}:${payPort}`);
      expect(page.body).toContain(`http://${hostname}:${payPort}`);
    }
  });

  it("the overlay at localhost may be framed by the site at localhost and the configured site", async () => {
    const page = await get(payPort, "/_overlay/login?lang=en", `localhost:${payPort}`);
    expect(page.status).toBe(200);
    expect(directive(page.csp, "frame-ancestors")).toBe(
      `frame-ancestors http://127.0.0.1:${sitePort} http://localhost:${sitePort}`,
    );
    const configured = await get(payPort, "/_overlay/login?lang=en", `127.0.0.1:${payPort}`);
    expect(directive(configured.csp, "frame-ancestors")).toBe(`frame-ancestors http://127.0.0.1:${sitePort}`);
  });

  it("an unknown Host makes no origin: the configured pair", async () => {
    const page = await get(sitePort, "/en/", `evil.example:${sitePort}`);
    expect(directive(page.csp, "frame-src")).toBe(`frame-src http://127.0.0.1:${payPort}`);
    expect(page.body).not.toContain("evil.example");
    const overlay = await get(payPort, "/_overlay/login?lang=en", "evil.example");
    expect(directive(overlay.csp, "frame-ancestors")).toBe(`frame-ancestors http://127.0.0.1:${sitePort}`);
    const injected = await get(sitePort, "/en/", "evil.example/x");
    expect(injected.body).not.toContain("evil.example");
  });

  it("the login hand-over takes the site's own address, http or https (an alias behind TLS)", async () => {
    const guest = await signUpGuest(server);
    const handOver = (host: string, origin: string) =>
      get(sitePort, "/rest/v1/vxpay/onsuccess", host, { origin, body: { accessToken: guest.accessToken } });
    expect((await handOver(`localhost:${sitePort}`, `http://localhost:${sitePort}`)).status).toBe(200);
    expect((await handOver("www.velvet.example", "https://www.velvet.example")).status).toBe(200);
    expect((await handOver("www.velvet.example", "https://evil.example")).status).toBe(403);
    expect((await handOver(`localhost:${sitePort}`, `http://127.0.0.1:${Number(sitePort) + 1}`)).status).toBe(
      403,
    );
  });
});
