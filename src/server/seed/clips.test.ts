import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { LocalMediaStore } from "../adapters/media-store/localMediaStore.ts";
import { storeVideoThumbnails } from "../lib/media/videoThumbnails.ts";
import { clipKey, DEMO_CLIP_SECONDS, DEMO_CLIP_THUMBNAILS, renderClip } from "./clips.ts";

describe("renderClip", () => {
  it("renders an MP4 with its index in front and a shorter preview", async () => {
    const { full, preview } = await renderClip(1, 6);
    for (const file of [full, preview]) {
      expect(file.subarray(4, 8).toString("latin1")).toBe("ftyp");
      // +faststart: the movie header comes before the media data.
      const moov = file.indexOf("moov");
      const mdat = file.indexOf("mdat");
      expect(moov).toBeGreaterThan(0);
      expect(moov).toBeLessThan(mdat);
    }
    expect(preview.length).toBeLessThan(full.length);
  });
});

describe("DEMO_CLIP_THUMBNAILS", () => {
  it("is what a demo clip really yields when its duration is read from the file (as the import does)", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "velvet-democlip-"));
    try {
      const media = new LocalMediaStore(dir);
      const { full } = await renderClip(4, DEMO_CLIP_SECONDS);
      expect(await storeVideoThumbnails(media, clipKey(4), full)).toBe(DEMO_CLIP_THUMBNAILS);
      expect(DEMO_CLIP_THUMBNAILS).toBe(100);
      expect(readdirSync(path.join(dir, "clips/clip-4-thumbs"))).toHaveLength(DEMO_CLIP_THUMBNAILS + 2);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
