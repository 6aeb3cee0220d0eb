import { describe, expect, it } from "vitest";
import { renderClip } from "./clips.ts";

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
