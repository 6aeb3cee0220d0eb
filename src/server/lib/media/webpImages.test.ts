import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterEach, describe, expect, it } from "vitest";
import { LocalMediaStore } from "../../adapters/media-store/localMediaStore.ts";
import { acceptsWebp, PICTURE_FILE, WebpCopies, webpKeyOf } from "./webpImages.ts";

describe("acceptsWebp", () => {
  it.each([
    ["image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8", true],
    ["image/webp", true],
    ["IMAGE/WEBP;q=0.5", true],
    ["image/png, image/*;q=0.9", true],
    ["*/*", false],
    [undefined, false],
    ["", false],
    ["image/jpeg,image/png", false],
    ["image/webp;q=0, image/jpeg", false],
    ["image/webpx", false],
    ["text/html, application/json", false],
  ])("%s → %s", (accept, expected) => {
    expect(acceptsWebp(accept)).toBe(expected);
  });
});

describe("PICTURE_FILE", () => {
  it.each([
    ["imports/images/3f/3f9bab60c365-w640.jpg", true],
    ["test/i12-abc-w320.jpg", true],
    ["a-w1280.jpg", true],
    ["a-w800.jpg", false],
    ["a-w640.jpeg", false],
    ["a-w640.webp", false],
    ["../a-w640.jpg", false],
    ["a/../b-w640.jpg", false],
    ["videos/abc-preview.mp4", false],
    ["Upper/A-w640.jpg", false],
  ])("%s → %s", (key, expected) => {
    expect(PICTURE_FILE.test(key)).toBe(expected);
  });

  it("names the copy beside the picture", () => {
    expect(webpKeyOf("imports/images/ab/abc-w640.jpg")).toBe("imports/images/ab/abc-w640.webp");
  });
});

describe("WebpCopies", () => {
  const CHROME = "image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8";
  let dir = "";
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });
  const setUp = async () => {
    dir = mkdtempSync(path.join(tmpdir(), "velvet-webp-"));
    const warnings: string[] = [];
    const copies = new WebpCopies({ rootDir: dir, warn: (message) => warnings.push(message) });
    const store = new LocalMediaStore(dir);
    const jpeg = await sharp({ create: { width: 640, height: 480, channels: 3, background: "#a04070" } })
      .jpeg({ quality: 80 })
      .toBuffer();
    return { copies, store, jpeg, warnings };
  };

  it("answers the JPEG while the copy is written once, then the copy", async () => {
    const { copies, store, jpeg } = await setUp();
    await store.put("p/a-w640.jpg", jpeg);
    const asked = await Promise.all([1, 2, 3].map(() => copies.choose("p/a-w640.jpg", CHROME)));
    expect(asked).toEqual([1, 2, 3].map(() => ({ key: "p/a-w640.jpg", pending: true })));
    await copies.settled();
    const copy = readFileSync(path.join(dir, "p/a-w640.webp"));
    const facts = await sharp(copy).metadata();
    expect([facts.format, facts.width, facts.height]).toEqual(["webp", 640, 480]);
    expect(await copies.choose("p/a-w640.jpg", CHROME)).toEqual({ key: "p/a-w640.webp", pending: false });
    // A client that does not name WebP keeps the JPEG; other files are never copied.
    expect(await copies.choose("p/a-w640.jpg", "*/*")).toEqual({ key: "p/a-w640.jpg", pending: false });
    await store.put("p/b-preview.jpg", jpeg);
    expect(await copies.choose("p/b-preview.jpg", CHROME)).toEqual({
      key: "p/b-preview.jpg",
      pending: false,
    });
    await copies.settled();
    expect(existsSync(path.join(dir, "p/b-preview.webp"))).toBe(false);
    await copies.close();
  });

  it("queues nothing for a missing picture, and tries a broken one once", async () => {
    const { copies, store, warnings } = await setUp();
    expect(await copies.choose("p/missing-w640.jpg", CHROME)).toEqual({
      key: "p/missing-w640.jpg",
      pending: false,
    });
    await store.put("p/broken-w640.jpg", Buffer.from("not a picture"));
    expect((await copies.choose("p/broken-w640.jpg", CHROME)).pending).toBe(true);
    await copies.settled();
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain("p/broken-w640.jpg");
    expect(await copies.choose("p/broken-w640.jpg", CHROME)).toEqual({
      key: "p/broken-w640.jpg",
      pending: false,
    });
    await copies.settled();
    expect(warnings).toHaveLength(1);
    expect(existsSync(path.join(dir, "p/broken-w640.webp"))).toBe(false);
    expect(existsSync(path.join(dir, "p/missing-w640.webp"))).toBe(false);
    await copies.close();
  });

  it("writes no copy after it is closed", async () => {
    const { copies, store, jpeg } = await setUp();
    await copies.close();
    await store.put("p/a-w320.jpg", jpeg);
    expect(await copies.choose("p/a-w320.jpg", CHROME)).toEqual({ key: "p/a-w320.jpg", pending: true });
    await copies.settled();
    expect(existsSync(path.join(dir, "p/a-w320.webp"))).toBe(false);
  });
});
