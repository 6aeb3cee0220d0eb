import { readdirSync, statSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sharedEncoding } from "../lib/http/sharedBody.ts";
import { buildActor, buildVideo } from "../test/factories.ts";
import { startTestServer, type TestServer } from "../test/testServer.ts";

/** A raw GET (no automatic decoding): status, headers and the bytes as sent. */
function rawGet(url: string, acceptEncoding?: string) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      const request = http.get(
        url,
        { headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {} },
        (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (chunk: Buffer) => chunks.push(chunk));
          res.on("end", () =>
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
          );
        },
      );
      request.on("error", reject);
    },
  );
}

const decode = (body: Buffer, encoding: string | undefined) =>
  encoding === "br" ? zlib.brotliDecompressSync(body) : encoding === "gzip" ? zlib.gunzipSync(body) : body;

describe("compression", () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ web: true, pageCacheSeconds: 60 });
    const ctx = { db: server.database.db, now: new Date() };
    const actor = await buildActor(ctx, { name: "PackedLena" });
    for (let i = 0; i < 6; i++) await buildVideo(ctx, actor.id);
  });
  afterAll(() => server.close());

  it("sends pages in brotli or gzip as the client accepts, the same HTML as uncompressed, cached or not", async () => {
    const plain = await rawGet(`${server.url}/en/`);
    expect(plain.status).toBe(200);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    const html = plain.body.toString("utf8");
    expect(html).toContain("<html");
    for (const [accept, encoding] of [
      ["gzip, deflate, br", "br"],
      ["gzip", "gzip"],
      ["br;q=0, gzip;q=0.5", "gzip"],
      ["identity", undefined],
    ] as const) {
      // The second request of each is served from the page cache.
      for (const round of [1, 2]) {
        const response = await rawGet(`${server.url}/en/`, accept);
        expect(response.headers["content-encoding"], `${accept} #${round}`).toBe(encoding);
        expect(String(response.headers.vary)).toMatch(/accept-encoding/i);
        const text = decode(response.body, encoding).toString("utf8");
        expect(text.length).toBeGreaterThan(1000);
        expect(text.slice(0, 200)).toBe(html.slice(0, 200));
        // Compressed for real: HTML shrinks to well under half (about a third on this small page).
        if (encoding) expect(response.body.length).toBeLessThan(text.length / 2);
      }
    }
  });

  it("compresses JSON answers of 1 KiB or more and leaves small ones alone", async () => {
    const payload = encodeURIComponent(JSON.stringify({ filter: {}, order: "newest", limit: 6 }));
    const url = `${server.url}/rest/v1/tileGrid/get/videos/${payload}`;
    const plain = await rawGet(url);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(JSON.parse(plain.body.toString("utf8")).items).toHaveLength(6);
    // The shared list is compressed once per encoding and sent the same to every client after.
    for (const [accept, encoding] of [
      ["br", "br"],
      ["gzip, deflate", "gzip"],
      ["br;q=0, gzip", "gzip"],
      ["identity", undefined],
    ] as const)
      for (const round of [1, 2]) {
        const grid = await rawGet(url, accept);
        expect(grid.status).toBe(200);
        expect(grid.headers["content-encoding"], `${accept} #${round}`).toBe(encoding);
        expect(String(grid.headers.vary)).toMatch(/accept-encoding/i);
        expect(grid.headers["content-type"]).toMatch(/^application\/json/);
        expect(decode(grid.body, encoding).equals(plain.body)).toBe(true);
      }
    const alive = await rawGet(`${server.url}/rest/v1/alive`, "br");
    expect(alive.status).toBe(200);
    expect(alive.headers["content-encoding"]).toBeUndefined();
  });

  it("sends the build's precompressed copies of hashed assets with immutable caching", async () => {
    const dir = path.resolve("build/client/assets");
    const asset = readdirSync(dir).find(
      (name) => name.endsWith(".js") && statSync(path.join(dir, `${name}.br`), { throwIfNoEntry: false }),
    );
    expect(asset, "npm run build precompresses the assets").toBeTruthy();
    const br = await rawGet(`${server.url}/assets/${asset}`, "br, gzip");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.body.length).toBe(statSync(path.join(dir, `${asset}.br`)).size);
    expect(br.headers["cache-control"]).toContain("immutable");
    const plain = await rawGet(`${server.url}/assets/${asset}`);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(decode(br.body, "br").equals(plain.body)).toBe(true);
  });
});

describe("sharedEncoding", () => {
  it("prefers brotli, then gzip, honours q=0 and *, and skips small pages", () => {
    expect(sharedEncoding("gzip, deflate, br", 5000)).toBe("br");
    expect(sharedEncoding("gzip", 5000)).toBe("gzip");
    expect(sharedEncoding("br;q=0, gzip;q=0.8", 5000)).toBe("gzip");
    expect(sharedEncoding("*", 5000)).toBe("br");
    expect(sharedEncoding("*, br;q=0", 5000)).toBe("gzip");
    expect(sharedEncoding("identity", 5000)).toBeNull();
    expect(sharedEncoding(undefined, 5000)).toBeNull();
    expect(sharedEncoding("br", 500)).toBeNull();
  });
});
