import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { LocalMediaStore } from "../adapters/media-store/localMediaStore.ts";
import { storeVideoThumbnails } from "../lib/media/videoThumbnails.ts";
import {
  clipKey,
  clipSeconds,
  DEMO_CLIP_LENGTHS,
  DEMO_CLIP_THUMBNAILS,
  DEMO_CLIPS,
  renderClip,
} from "./clips.ts";
import { planDemo } from "./demoPlan.ts";

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
      const { full } = await renderClip(0);
      expect(await storeVideoThumbnails(media, clipKey(0), full)).toBe(DEMO_CLIP_THUMBNAILS);
      expect(DEMO_CLIP_THUMBNAILS).toBe(100);
      expect(readdirSync(path.join(dir, "clips/clip-0-thumbs"))).toHaveLength(DEMO_CLIP_THUMBNAILS + 2);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("demo durations", () => {
  it("a demo video lasts as long as the clip it plays (what the page says is what plays)", () => {
    const { videoPlans } = planDemo({ now: new Date("2026-11-26T12:00:00Z"), scale: 0.3 });
    for (const [index, video] of videoPlans.entries()) {
      expect(video.row.mediaKey).toBe(clipKey(index));
      expect(video.row.durationSec).toBe(clipSeconds(index));
    }
    // The clips are of several lengths, up to minutes, not one short loop.
    expect(new Set(videoPlans.map((v) => v.row.durationSec)).size).toBe(DEMO_CLIPS);
    expect(Math.max(...DEMO_CLIP_LENGTHS)).toBeGreaterThanOrEqual(180);
  });
});
