import { existsSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LocalMediaStore } from "../../adapters/media-store/localMediaStore.ts";
import { buildImage } from "../../test/factories.ts";
import { startTestServer, type TestServer } from "../../test/testServer.ts";

/** What Chromium sends for an image. */
const CHROME_IMAGE_ACCEPT = "image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8";

let server: TestServer;
let media: LocalMediaStore;
beforeAll(async () => {
  server = await startTestServer({ web: false });
  media = new LocalMediaStore(server.config.mediaDir);
});
afterAll(() => server.close());

/** Asks until the answer is the WebP copy (written in the background), or fails after 10 s. */
async function untilWebp(url: string): Promise<Response> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const response = await server.fetch(url, { headers: { accept: CHROME_IMAGE_ACCEPT } });
    if (response.headers.get("content-type") === "image/webp" || Date.now() > deadline) return response;
    await response.arrayBuffer();
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe("GET /media/* pictures", () => {
  it("answers a browser that takes WebP the JPEG at first, then its WebP copy under the same URL", async () => {
    const image = await buildImage({ db: server.database.db, media });
    const url = `/media/${image.path}-w640.jpg`;
    const jpeg = Buffer.from(await (await server.fetch(url)).arrayBuffer());

    const first = await server.fetch(url, { headers: { accept: CHROME_IMAGE_ACCEPT } });
    expect(first.status).toBe(200);
    expect(first.headers.get("content-type")).toBe("image/jpeg");
    expect(first.headers.get("vary")).toMatch(/accept/i);
    // Not kept long: the copy is on its way.
    expect(first.headers.get("cache-control")).toBe("public, max-age=60");
    expect(Buffer.from(await first.arrayBuffer()).equals(jpeg)).toBe(true);

    const later = await untilWebp(url);
    expect(later.status).toBe(200);
    expect(later.headers.get("content-type")).toBe("image/webp");
    expect(later.headers.get("vary")).toMatch(/accept/i);
    expect(later.headers.get("cache-control")).toBe("public, max-age=604800, immutable");
    const webp = Buffer.from(await later.arrayBuffer());
    const facts = await sharp(webp).metadata();
    expect([facts.format, facts.width]).toEqual(["webp", 640]);
    expect(webp.length).toBeLessThan(jpeg.length);
    expect(existsSync(path.join(server.config.mediaDir, `${image.path}-w640.webp`))).toBe(true);
  });

  it("keeps the JPEG for clients that do not name WebP, with Vary: Accept for caches", async () => {
    const image = await buildImage({ db: server.database.db, media });
    const url = `/media/${image.path}-w320.jpg`;
    await (await untilWebp(url)).arrayBuffer();
    for (const accept of [undefined, "*/*", "image/jpeg", "image/webp;q=0"]) {
      const response = await server.fetch(url, accept ? { headers: { accept } } : {});
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("image/jpeg");
      expect(response.headers.get("vary")).toMatch(/accept/i);
      expect(response.headers.get("cache-control")).toBe("public, max-age=604800, immutable");
      await response.arrayBuffer();
    }
  });

  it("serves other files as they are, and answers 404 in the error shape for a missing picture", async () => {
    await media.put(
      "test/clip-preview.jpg",
      await sharp({ create: { width: 8, height: 8, channels: 3, background: "#000" } })
        .jpeg()
        .toBuffer(),
    );
    const other = await server.fetch("/media/test/clip-preview.jpg", {
      headers: { accept: CHROME_IMAGE_ACCEPT },
    });
    expect(other.status).toBe(200);
    expect(other.headers.get("content-type")).toBe("image/jpeg");
    expect(other.headers.get("vary") ?? "").not.toMatch(/accept/i);
    await other.arrayBuffer();

    for (const url of [
      "/media/test/nothing-here-w640.jpg",
      "/media/test/nothing-here-w640.webp",
      "/media/../package.json",
      // A name longer than the file system allows, and a file where a directory would be.
      `/media/test/${"a".repeat(3000)}-w640.jpg`,
      "/media/test/clip-preview.jpg/x-w640.jpg",
    ]) {
      const response = await server.fetch(url, { headers: { accept: CHROME_IMAGE_ACCEPT } });
      expect(response.status, url).toBe(404);
      const body = (await response.json()) as { error: { code: string; message: string } };
      expect(typeof body.error.code).toBe("string");
      expect(typeof body.error.message).toBe("string");
    }
    expect(existsSync(path.join(server.config.mediaDir, "test/nothing-here-w640.webp"))).toBe(false);
  });

  it("answers HEAD like GET", async () => {
    const image = await buildImage({ db: server.database.db, media });
    const response = await server.fetch(`/media/${image.path}-w1280.jpg`, { method: "HEAD" });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/jpeg");
    expect(Number(response.headers.get("content-length"))).toBeGreaterThan(0);
  });
});
