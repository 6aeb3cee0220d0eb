import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LocalMediaStore } from "../../adapters/media-store/localMediaStore.ts";
import { renderClip } from "../../seed/clips.ts";
import { cpuMsOf } from "../../test/cpuTime.ts";
import { storeVideoThumbnails, thumbnailCountFor } from "./videoThumbnails.ts";

describe("storeVideoThumbnails", () => {
  let dir: string;
  let clip: Buffer;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), "velvet-thumbs-test-"));
    clip = (await renderClip(1, 3)).full;
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /** A local store that counts its writes. */
  const countingStore = (name: string) => {
    const store = new LocalMediaStore(path.join(dir, name));
    const writes: string[] = [];
    const put = store.put.bind(store);
    store.put = async (key, data) => {
      writes.push(key);
      await put(key, data);
    };
    return { store, writes };
  };

  it("gives at most 100 thumbnails, one per 0.1 s of a short video", () => {
    expect(thumbnailCountFor(2700)).toBe(100);
    expect(thumbnailCountFor(12)).toBe(100);
    expect(thumbnailCountFor(3)).toBe(30);
    expect(thumbnailCountFor(0.01)).toBe(1);
  });

  it("stores w320 frames, a 10-column sprite and the index, then returns the count without rendering again", async () => {
    const { store, writes } = countingStore("a");
    expect(await storeVideoThumbnails(store, "clips/clip-1", clip, 3)).toBe(30);
    const folder = path.join(store.rootDir, "clips/clip-1-thumbs");
    const files = readdirSync(folder);
    expect(files).toHaveLength(32);
    expect(files).toContain("29-w320.jpg");
    expect(files).not.toContain("30-w320.jpg");
    expect(writes.at(-1)).toBe("clips/clip-1-thumbs/sprite.jpg");
    const frame = await sharp(path.join(folder, "0-w320.jpg")).metadata();
    expect([frame.format, frame.width, frame.height]).toEqual(["jpeg", 320, 180]);
    const sprite = await sharp(path.join(folder, "sprite.jpg")).metadata();
    expect([sprite.format, sprite.width, sprite.height]).toEqual(["jpeg", 1600, 270]);
    expect(JSON.parse(readFileSync(path.join(folder, "index.json"), "utf8"))).toEqual({
      count: 30,
      columns: 10,
      rows: 3,
      frameWidth: 160,
      frameHeight: 90,
    });

    const before = writes.length;
    const cpu = await cpuMsOf(async () =>
      expect(await storeVideoThumbnails(store, "clips/clip-1", Buffer.alloc(0), 3)).toBe(30),
    );
    expect(writes.length).toBe(before);
    expect(cpu).toBeLessThan(200);
  });

  it("reads the duration from the video when it is not given", async () => {
    const { store } = countingStore("b");
    expect(await storeVideoThumbnails(store, "videos/7", clip)).toBe(30);
    expect(await store.has("videos/7-thumbs/sprite.jpg")).toBe(true);
  });

  it("tiles only the frames there are when the given duration is longer than the video", async () => {
    const { store } = countingStore("d");
    expect(await storeVideoThumbnails(store, "videos/9", clip, 4.5)).toBe(30);
    const sprite = await sharp(path.join(store.rootDir, "videos/9-thumbs/sprite.jpg")).metadata();
    expect([sprite.width, sprite.height]).toEqual([1600, 270]);
  });

  it("frames differ along the video", async () => {
    const folder = path.join(dir, "a/clips/clip-1-thumbs");
    const first = await sharp(path.join(folder, "0-w320.jpg")).raw().toBuffer();
    const last = await sharp(path.join(folder, "29-w320.jpg")).raw().toBuffer();
    expect(first.equals(last)).toBe(false);
  });

  it("rejects what is not a video", async () => {
    const { store } = countingStore("c");
    await expect(storeVideoThumbnails(store, "videos/8", Buffer.from("not a video"), 3)).rejects.toThrow();
    expect(await store.has("videos/8-thumbs/sprite.jpg")).toBe(false);
  });
});
