import sharp from "sharp";
import { IMAGE_WIDTHS, type ImageWidth } from "../lib/media/imageWidths.ts";

export type ArtMotif = "portrait" | "scene" | "pattern";

export interface ArtSpec {
  /** Any integer; decides placement of the shapes. */
  seed: number;
  /** Base hue 0..359. */
  hue: number;
  /** Aspect as width/height, e.g. 16/9 or 3/4. */
  aspect: number;
  motif: ArtMotif;
  /** Large text, e.g. the actor's name; omitted when empty. */
  title?: string;
  /** Small text above the title. */
  caption?: string;
  /** Short hair on the silhouette (men). */
  shortHair?: boolean;
  /** A small signature in the top right corner (where tiles show no badges). */
  watermark?: string;
}

export interface RenderedArt {
  /** JPEG bytes per width. */
  files: Record<ImageWidth, Buffer>;
  width: number;
  height: number;
  /** Dominant colour as #rrggbb, used as placeholder while loading. */
  color: string;
}

/** A small deterministic PRNG (mulberry32) so the same spec always draws the same picture. */
export function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function hsl(h: number, s: number, l: number): string {
  return `hsl(${Math.round(((h % 360) + 360) % 360)} ${s}% ${l}%)`;
}

/** #rrggbb for an HSL colour (used for the placeholder colour). */
export function hslToHex(h: number, s: number, l: number): string {
  const sat = s / 100;
  const light = l / 100;
  const k = (n: number) => (n + h / 30) % 12;
  const a = sat * Math.min(light, 1 - light);
  const f = (n: number) => light - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  const hex = (x: number) =>
    Math.round(x * 255)
      .toString(16)
      .padStart(2, "0");
  return `#${hex(f(0))}${hex(f(8))}${hex(f(4))}`;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The SVG source of an artwork at a width (exported for tests). */
export function artSvg(spec: ArtSpec, width: number): string {
  const height = Math.round(width / spec.aspect);
  const random = prng(spec.seed);
  const hue = spec.hue;
  const accent = hue + 40 + random() * 60;
  const u = width / 100;
  const shapes: string[] = [];
  const defs: string[] = [];

  // Soft light blobs (bokeh) for every motif.
  const blobCount = spec.motif === "pattern" ? 14 : 7;
  for (let i = 0; i < blobCount; i++) {
    const cx = random() * width;
    const cy = random() * height;
    const r = (8 + random() * 28) * u;
    const colour = hsl(i % 2 ? accent : hue + 180 * random(), 80, 60 + random() * 15);
    const opacity = (0.25 + random() * 0.35).toFixed(2);
    defs.push(
      `<radialGradient id="b${i}"><stop offset="0" stop-color="${colour}" stop-opacity="${opacity}"/><stop offset="0.6" stop-color="${colour}" stop-opacity="${(Number(opacity) / 3).toFixed(2)}"/><stop offset="1" stop-color="${colour}" stop-opacity="0"/></radialGradient>`,
    );
    shapes.push(
      `<circle cx="${cx.toFixed(1)}" cy="${cy.toFixed(1)}" r="${r.toFixed(1)}" fill="url(#b${i})"/>`,
    );
  }

  if (spec.motif === "scene") {
    // Diagonal light beams.
    for (let i = 0; i < 3; i++) {
      const x = (random() * 1.2 - 0.1) * width;
      const w = (6 + random() * 14) * u;
      shapes.push(
        `<polygon points="${x},0 ${x + w},0 ${x + w - height * 0.6},${height} ${x - height * 0.6},${height}" fill="${hsl(accent, 90, 80)}" opacity="0.08"/>`,
      );
    }
  }

  if (spec.motif === "portrait" || spec.motif === "scene") {
    // A stylised silhouette: head and shoulders, with a rim light.
    const scale = Math.min(width, height) / 100;
    const cx = spec.motif === "portrait" ? width / 2 : width * (0.3 + random() * 0.4);
    const base = height;
    const head = 15 * scale;
    const headY = base - 62 * scale;
    const shoulders = `M ${cx - 42 * scale} ${base} C ${cx - 40 * scale} ${base - 30 * scale}, ${cx - 22 * scale} ${base - 38 * scale}, ${cx} ${base - 40 * scale} C ${cx + 22 * scale} ${base - 38 * scale}, ${cx + 40 * scale} ${base - 30 * scale}, ${cx + 42 * scale} ${base} Z`;
    const hair = spec.shortHair
      ? `M ${cx - head * 0.98} ${headY} C ${cx - head * 1.05} ${headY - head * 1.35}, ${cx + head * 1.05} ${headY - head * 1.35}, ${cx + head * 0.98} ${headY} Z`
      : `M ${cx - head * 1.25} ${headY + head * 1.6} C ${cx - head * 1.6} ${headY - head * 0.6}, ${cx - head * 0.6} ${headY - head * 1.5}, ${cx} ${headY - head * 1.3} C ${cx + head * 0.6} ${headY - head * 1.5}, ${cx + head * 1.6} ${headY - head * 0.6}, ${cx + head * 1.25} ${headY + head * 1.6} Z`;
    const rim = `stroke="${hsl(accent, 95, 65)}" stroke-opacity="0.6" stroke-width="${(0.8 * u).toFixed(1)}"`;
    shapes.push(
      `<g><path d="${hair}" fill="${hsl(hue, 35, 12)}" ${rim}/><path d="${shoulders}" fill="${hsl(hue, 30, 14)}" ${rim}/><rect x="${cx - head * 0.35}" y="${headY + head * 0.8}" width="${head * 0.7}" height="${head * 1.2}" fill="${hsl(hue, 30, 17)}"/><ellipse cx="${cx}" cy="${headY}" rx="${head * 0.9}" ry="${head * 1.1}" fill="${hsl(hue, 30, 18)}"/></g>`,
    );
  }

  if (spec.motif === "pattern") {
    // Concentric rings and a diamond: an emblem for categories.
    const cx = width * (0.55 + random() * 0.3);
    const cy = height * (0.3 + random() * 0.4);
    for (let i = 5; i > 0; i--) {
      shapes.push(
        `<circle cx="${cx}" cy="${cy}" r="${(i * 9 * u).toFixed(1)}" fill="none" stroke="${hsl(accent, 85, 70)}" stroke-width="${(0.6 * u).toFixed(1)}" opacity="${(0.1 * i).toFixed(2)}"/>`,
      );
    }
  }

  const text: string[] = [];
  const pad = 5 * u;
  if (spec.title) {
    const size = Math.min(11 * u, (width * 1.6) / Math.max(6, spec.title.length));
    text.push(
      `<text x="${pad}" y="${height - pad}" font-family="DejaVu Sans, sans-serif" font-weight="700" font-size="${size.toFixed(1)}" fill="#fff" fill-opacity="0.92" letter-spacing="${(size * 0.02).toFixed(2)}">${escapeXml(spec.title)}</text>`,
    );
    if (spec.caption) {
      text.push(
        `<text x="${pad}" y="${(height - pad - size * 1.05).toFixed(1)}" font-family="DejaVu Sans, sans-serif" font-size="${(size * 0.38).toFixed(1)}" fill="${hsl(accent, 90, 80)}" letter-spacing="${(size * 0.08).toFixed(2)}">${escapeXml(spec.caption.toUpperCase())}</text>`,
      );
    }
  }

  if (spec.watermark) {
    const size = 3.6 * u;
    text.push(
      `<text x="${width - pad}" y="${pad + size}" text-anchor="end" font-family="DejaVu Sans, sans-serif" font-weight="700" font-size="${size.toFixed(1)}" fill="#fff" fill-opacity="0.55" letter-spacing="${(size * 0.04).toFixed(2)}">${escapeXml(spec.watermark)}</text>`,
    );
  }

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(hue, 70, 30)}"/><stop offset="0.55" stop-color="${hsl(hue + 25, 60, 16)}"/><stop offset="1" stop-color="${hsl(accent, 70, 10)}"/></linearGradient>
<radialGradient id="spot" cx="0.5" cy="0.35" r="0.7"><stop offset="0" stop-color="${hsl(accent, 90, 70)}" stop-opacity="0.45"/><stop offset="1" stop-color="${hsl(accent, 90, 70)}" stop-opacity="0"/></radialGradient>
<linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0.5" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.65"/></linearGradient>
${defs.join("\n")}
</defs>
<rect width="100%" height="100%" fill="url(#bg)"/>
<rect width="100%" height="100%" fill="url(#spot)"/>
${shapes.join("\n")}
<rect width="100%" height="100%" fill="url(#shade)"/>
${text.join("\n")}
</svg>`;
}

/**
 * Renders an artwork as JPEG in the three spec widths. The SVG is drawn once at 640 px (the
 * gradients and shapes scale without visible loss) and resized, which is about twice as fast as
 * drawing each width.
 */
export async function renderArt(spec: ArtSpec): Promise<RenderedArt> {
  const drawn = await sharp(Buffer.from(artSvg(spec, 640)))
    .flatten({ background: "#000" })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const base = () =>
    sharp(drawn.data, {
      raw: { width: drawn.info.width, height: drawn.info.height, channels: drawn.info.channels },
    });
  const [w320, w640, w1280] = await Promise.all(
    IMAGE_WIDTHS.map((width) =>
      (width === 640 ? base() : base().resize(width, Math.round(width / spec.aspect), { fit: "fill" }))
        .jpeg({ quality: width === 320 ? 76 : 80 })
        .toBuffer(),
    ),
  );
  const width = 1280;
  return {
    files: { 320: w320 as Buffer, 640: w640 as Buffer, 1280: w1280 as Buffer },
    width,
    height: Math.round(width / spec.aspect),
    color: hslToHex(spec.hue + 25, 60, 16),
  };
}
