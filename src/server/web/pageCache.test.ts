import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { hashPolicy, PageCache } from "./pageCache.ts";

const html = (nonce: string) => `<script nonce="${nonce}">1</script><script nonce="${nonce}">2</script>`;
const store = (
  cache: PageCache,
  key: string,
  now: number,
  extra: Record<string, string> = {},
  status = 200,
) =>
  cache.set(key, now, {
    status,
    headers: new Headers({ "content-type": "text/html", "x-request-id": "r1", ...extra }),
    body: html("aaaa1111"),
    policy:
      "default-src 'self'; script-src 'self' 'nonce-aaaa1111'; style-src 'self' 'unsafe-inline' 'nonce-bbbb'",
  });

describe("PageCache", () => {
  const request = (cookies: Record<string, string> = {}, method = "GET", url = "/en/") => ({
    method,
    url,
    cookies,
  });

  it("keys anonymous GET requests by URL and consent choice only", () => {
    const cache = new PageCache(5000);
    expect(cache.key(request())).toBe("/en/\u0000");
    expect(cache.key(request({ vv_cc: "n1.f0.a0" }))).toBe("/en/\u0000n1.f0.a0");
    expect(cache.key(request({ session: "x" }))).toBeNull();
    expect(cache.key(request({}, "POST"))).toBeNull();
    expect(new PageCache(0).key(request())).toBeNull();
  });

  it("serves a page until it expires, without per-response headers", () => {
    const cache = new PageCache(5000);
    expect(store(cache, "k", 1000)).not.toBeNull();
    const page = cache.get("k", 5999);
    expect(page?.headers).toEqual([["content-type", "text/html"]]);
    expect(cache.get("k", 6000)).toBeNull();
    // Stale pages may still be served while a new render runs, until the stale window ends.
    expect(cache.lookup("k", 6000)?.fresh).toBe(false);
    expect(cache.lookup("k", 36_000)).toBeNull();
    expect(cache.size).toBe(0);
  });

  it("never stores errors, cookies or no-store responses", () => {
    const cache = new PageCache(5000);
    expect(store(cache, "a", 0, {}, 404)).toBeNull();
    expect(store(cache, "b", 0, { "set-cookie": "x=1" })).toBeNull();
    expect(store(cache, "c", 0, { "cache-control": "private, no-store" })).toBeNull();
    expect(cache.size).toBe(0);
  });

  it("allows the inline scripts of a stored page by hash instead of the render's nonce", () => {
    const cache = new PageCache(5000);
    store(cache, "k", 0);
    const page = cache.get("k", 1);
    const hash = (text: string) => createHash("sha256").update(text).digest("base64");
    expect(page?.csp).toBe(
      `default-src 'self'; script-src 'self' 'sha256-${hash("1")}' 'sha256-${hash("2")}'; style-src 'self' 'unsafe-inline'`,
    );
    expect(page?.body.toString()).toBe(html("aaaa1111"));
  });

  it("hashes only inline scripts", () => {
    const policy = hashPolicy(
      "script-src 'self' 'nonce-x'",
      '<script src="/a.js"></script><script type="module">go()</script>',
    );
    expect(policy).toBe(`script-src 'self' 'sha256-${createHash("sha256").update("go()").digest("base64")}'`);
  });

  it("runs one render per key at a time", async () => {
    const cache = new PageCache(5000);
    let renders = 0;
    let finish: (value: null) => void = () => undefined;
    const render = () => {
      renders++;
      return new Promise<null>((resolve) => {
        finish = resolve;
      });
    };
    const first = cache.single("k", render);
    const second = cache.single("k", render);
    expect([first.leader, second.leader, renders]).toEqual([true, false, 1]);
    finish(null);
    await Promise.all([first.result, second.result]);
    expect(cache.single("k", render).leader).toBe(true);
    expect(renders).toBe(2);
  });

  it("evicts the oldest pages beyond its size", () => {
    const cache = new PageCache(5000, 2);
    for (const key of ["a", "b", "c"]) store(cache, key, 0);
    expect(cache.get("a", 1)).toBeNull();
    expect(cache.get("c", 1)).not.toBeNull();
  });
});
