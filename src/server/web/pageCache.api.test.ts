import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpGuest } from "../test/guests.ts";
import { startTestServer, type TestServer } from "../test/testServer.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ web: true, pageCacheSeconds: 60 });
});
afterAll(() => server.close());

describe("page cache", () => {
  it("reuses a render for anonymous guests, allowing its inline scripts by hash", async () => {
    const first = await server.fetch("/en/terms-of-service/");
    const firstHtml = await first.text();
    const second = await server.fetch("/en/terms-of-service/");
    const secondHtml = await second.text();
    expect(first.headers.get("x-page-cache")).toBe("miss");
    expect(second.headers.get("x-page-cache")).toBe("hit");
    expect(secondHtml).toBe(firstHtml);
    const policy = second.headers.get("content-security-policy") ?? "";
    expect(policy).not.toContain("'nonce-");
    const scripts = [...secondHtml.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, content] of scripts) {
      expect(policy).toContain(
        `'sha256-${createHash("sha256")
          .update(content ?? "")
          .digest("base64")}'`,
      );
    }
    expect(second.headers.get("x-request-id")).not.toBe(first.headers.get("x-request-id"));
  });

  it("keeps a variant per consent choice and bypasses guests with other cookies", async () => {
    const withConsent = await server.fetch("/en/data-protection/", { headers: { cookie: "vv_cc=n1.f0.a0" } });
    expect(withConsent.headers.get("x-page-cache")).toBe("miss");
    expect(await withConsent.text()).not.toContain('data-testid="cookie-banner"');
    const without = await server.fetch("/en/data-protection/");
    expect(without.headers.get("x-page-cache")).toBe("miss");
    expect(await without.text()).toContain('data-testid="cookie-banner"');
    const other = await server.fetch("/en/data-protection/", { headers: { cookie: "something=1" } });
    expect(other.headers.get("x-page-cache")).toBeNull();
  });

  it("renders a page once for guests arriving together", async () => {
    const responses = await Promise.all(Array.from({ length: 6 }, () => server.fetch("/es/condiciones/")));
    const states = responses.map((r) => r.headers.get("x-page-cache"));
    expect(states.filter((state) => state === "miss")).toHaveLength(1);
    expect(states.every((state) => ["miss", "shared", "hit"].includes(state ?? ""))).toBe(true);
    const bodies = await Promise.all(responses.map((response) => response.text()));
    expect(new Set(bodies).size).toBe(1);
  });

  it("stores a page re-rendered in the background with the policy of its own scripts", async () => {
    const short = await startTestServer({ web: true, pageCacheSeconds: 1 });
    try {
      const hashesMatch = async (response: Response) => {
        const html = await response.text();
        const policy = response.headers.get("content-security-policy") ?? "";
        return [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].every(
          ([, content]) =>
            policy.includes(
              `'sha256-${createHash("sha256")
                .update(content ?? "")
                .digest("base64")}'`,
            ),
        );
      };
      expect(await hashesMatch(await short.fetch("/en/data-protection/"))).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 1100));
      const stale = await short.fetch("/en/data-protection/");
      expect(stale.headers.get("x-page-cache")).toBe("stale");
      expect(await hashesMatch(stale)).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 300));
      const refreshed = await short.fetch("/en/data-protection/");
      expect(refreshed.headers.get("x-page-cache")).toBe("hit");
      expect(await hashesMatch(refreshed)).toBe(true);
    } finally {
      await short.close();
    }
  });

  it("does not cache 404 pages", async () => {
    await server.fetch("/en/no-such-page/");
    const again = await server.fetch("/en/no-such-page/");
    expect(again.status).toBe(404);
    expect(again.headers.get("x-page-cache")).toBeNull();
  });

  describe("a request with a credential", () => {
    // Every kind of credential `request.auth()` takes: each renders the guest's own page, which is
    // private, never stored, and never answered from the cache.
    const kinds = [
      { kind: "Bearer header", send: (token: string) => ({ headers: { authorization: `Bearer ${token}` } }) },
      { kind: "session cookie", send: (token: string) => ({ headers: { cookie: `vv_session=${token}` } }) },
      {
        kind: "session cookie with the consent cookie",
        send: (token: string) => ({ headers: { cookie: `vv_cc=n1.f0.a0; vv_session=${token}` } }),
      },
      { kind: "access_token parameter", send: (_token: string) => ({}), query: true },
    ];

    it.each(kinds)(
      "($kind) is never stored: an anonymous visitor then sees no private data",
      async (kind) => {
        const guest = await signUpGuest(server, { coins: 37 });
        for (const path of ["/en/", "/_root.data", "/en/videos/", "/en/videos.data"]) {
          const url = kind.query ? `${path}?access_token=${guest.accessToken}` : path;
          const mine = await server.fetch(url, kind.send(guest.accessToken));
          expect(mine.status, path).toBe(200);
          expect(mine.headers.get("x-page-cache"), path).toBeNull();
          expect(mine.headers.get("cache-control"), path).toBe("private, no-store");
          const body = await mine.text();
          expect(body, path).toContain(guest.email);
          // The anonymous visitor of the same page (and of the same URL, token parameter and all).
          for (const anonymousUrl of new Set([path, url.replace(/access_token=[^&]+/, "access_token=")])) {
            const anonymous = await server.fetch(anonymousUrl);
            const html = await anonymous.text();
            expect(html, anonymousUrl).not.toContain(guest.email);
            expect(html, anonymousUrl).not.toContain(guest.accessToken);
            expect(html, anonymousUrl).not.toContain('data-testid="balance"');
            expect(anonymous.headers.get("cache-control") ?? "", anonymousUrl).not.toContain("private");
          }
        }
      },
    );

    it.each(kinds)("($kind) is never answered with a cached anonymous page", async (kind) => {
      const guest = await signUpGuest(server);
      const path = "/en/imprint/";
      await server.fetch(path);
      expect((await server.fetch(path)).headers.get("x-page-cache")).toBe("hit");
      const url = kind.query ? `${path}?access_token=${guest.accessToken}` : path;
      const mine = await server.fetch(url, kind.send(guest.accessToken));
      expect(mine.headers.get("x-page-cache")).toBeNull();
      expect(mine.headers.get("cache-control")).toBe("private, no-store");
      expect(await mine.text()).toContain(guest.email);
    });

    it("with an unknown token is rendered anonymously but still private and uncached", async () => {
      const response = await server.fetch("/en/", { headers: { authorization: `Bearer ${"x".repeat(43)}` } });
      expect(response.status).toBe(200);
      expect(response.headers.get("x-page-cache")).toBeNull();
      expect(response.headers.get("cache-control")).toBe("private, no-store");
    });
  });
});
