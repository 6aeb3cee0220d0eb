import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { IMAGE_WIDTHS } from "../lib/media/imageWidths.ts";
import { artSvg, hslToHex, prng, renderArt } from "./art.ts";

describe("art", () => {
  it("renders JPEGs in the three spec widths with the aspect ratio", async () => {
    const art = await renderArt({
      seed: 7,
      hue: 320,
      aspect: 16 / 9,
      motif: "scene",
      title: "Lena Sommer",
      caption: "Berlin",
    });
    for (const width of IMAGE_WIDTHS) {
      const meta = await sharp(art.files[width]).metadata();
      expect(meta.format).toBe("jpeg");
      expect(meta.width).toBe(width);
      expect(meta.height).toBe(Math.round(width / (16 / 9)));
    }
    expect(art.color).toMatch(/^#[0-9a-f]{6}$/);
  });

  it("draws the same picture for the same seed and different ones for other seeds", () => {
    const spec = { seed: 3, hue: 10, aspect: 3 / 4, motif: "portrait" as const, title: "Mia" };
    expect(artSvg(spec, 320)).toBe(artSvg(spec, 320));
    expect(artSvg({ ...spec, seed: 4 }, 320)).not.toBe(artSvg(spec, 320));
  });

  it("escapes text so names cannot break the SVG", () => {
    const svg = artSvg({ seed: 1, hue: 0, aspect: 1, motif: "pattern", title: `<script>&"'` }, 320);
    expect(svg).not.toContain("<script>");
    expect(svg).toContain("&#60;script&#62;&#38;");
  });

  it("produces uniform pseudo-random numbers and valid hex colours", () => {
    const random = prng(42);
    const values = Array.from({ length: 1000 }, random);
    expect(Math.min(...values)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...values)).toBeLessThan(1);
    expect(values.reduce((a, b) => a + b) / values.length).toBeCloseTo(0.5, 1);
    expect(hslToHex(0, 100, 50)).toBe("#ff0000");
    expect(hslToHex(120, 100, 25)).toBe("#008000");
  });
});
