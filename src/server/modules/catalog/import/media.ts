import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import sharp, { type Metadata, type Stats } from "sharp";
import type { MediaStore } from "../../../adapters/media-store/mediaStore.ts";
import { storeVideoThumbnails } from "../../../lib/media/videoThumbnails.ts";

export { isProtectedAlbumPicture, isProtectedSedcard } from "../policy.ts";

import { IMAGE_WIDTHS } from "../../../lib/media/imageWidths.ts";
import { encodeWebp } from "../../../lib/media/webpImages.ts";
import type { ImportFile } from "./files.ts";

const run = promisify(execFile);
const ffmpegPath = (createRequire(import.meta.url)("@ffmpeg-installer/ffmpeg") as { path: string }).path;

/** Seconds of the free preview cut from a full video when the manifest gives none. */
export const IMPORT_PREVIEW_SECONDS = 4;
/** Images narrower than this are refused: the largest size of the spec is w1280, the smallest w320. */
export const MIN_IMAGE_WIDTH = 320;

export interface ImportStores {
  media: MediaStore;
  protectedMedia: MediaStore;
}

export interface StoredImage {
  path: string;
  width: number;
  height: number;
  color: string;
  protected: boolean;
}

/**
 * The media-store path of an imported image: named by content, so the same file is stored once
 * however often it is imported. Paid pictures live in the protected store under their own prefix.
 */
export function imagePathOf(file: ImportFile, isProtected: boolean): string {
  return `imports/${isProtected ? "locked" : "images"}/${file.sha256.slice(0, 2)}/${file.sha256.slice(0, 40)}`;
}

export function videoKeyOf(clip: ImportFile): string {
  return `imports/videos/${clip.sha256.slice(0, 2)}/${clip.sha256.slice(0, 40)}`;
}

/** The image's facts without writing anything (rows-only imports). */
export async function describeImage(file: ImportFile, isProtected: boolean): Promise<StoredImage> {
  const path = imagePathOf(file, isProtected);
  if (file.image) {
    const { variants: _, ...facts } = file.image;
    return { path, protected: isProtected, ...facts };
  }
  const data = await file.read();
  const { width, height, color } = await imageFacts(data, file.ref);
  return { path, width, height, color, protected: isProtected };
}

async function imageFacts(data: Buffer, ref: string) {
  let meta: Metadata;
  let stats: Stats;
  try {
    meta = await sharp(data).metadata();
    stats = await sharp(data).stats();
  } catch {
    throw new ImportFileError(ref, "The file is not a readable image");
  }
  const rotated = (meta.orientation ?? 1) >= 5;
  const width = (rotated ? meta.height : meta.width) ?? 0;
  const height = (rotated ? meta.width : meta.height) ?? 0;
  if (width < MIN_IMAGE_WIDTH)
    throw new ImportFileError(
      ref,
      `The image is ${width} px wide; at least ${MIN_IMAGE_WIDTH} px are needed`,
    );
  const { r, g, b } = stats.dominant;
  // Darkened, so the placeholder behind a loading image stays in the dark theme.
  const hex = (v: number) =>
    Math.round(v * 0.35)
      .toString(16)
      .padStart(2, "0");
  return { width, height, color: `#${hex(r)}${hex(g)}${hex(b)}` };
}

/** A media file of the manifest that cannot be used; reported with its position like other issues. */
export class ImportFileError extends Error {
  constructor(
    readonly ref: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Stores an image in the three spec widths (w320, w640, w1280 JPEG, never upscaled, EXIF
 * orientation applied and metadata dropped). Idempotent: an image stored before is not redone.
 */
export async function storeImage(
  stores: ImportStores,
  file: ImportFile,
  isProtected: boolean,
): Promise<{ image: StoredImage; processed: boolean }> {
  const store = isProtected ? stores.protectedMedia : stores.media;
  const path = imagePathOf(file, isProtected);
  const last = `${path}-w${IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]}.jpg`;
  if (file.image?.variants) {
    const { variants, ...facts } = file.image;
    const processed = !(await store.has(last));
    if (processed) {
      const files = await variants();
      for (const width of IMAGE_WIDTHS) await store.put(`${path}-w${width}.jpg`, files[width]);
    }
    return { image: { path, protected: isProtected, ...facts }, processed };
  }
  const data = await file.read();
  const facts = await imageFacts(data, file.ref);
  const image = { path, protected: isProtected, ...facts };
  if (await store.has(last)) return { image, processed: false };
  for (const width of IMAGE_WIDTHS) {
    const resized = sharp(data)
      .rotate()
      .resize({ width, withoutEnlargement: true })
      .flatten({ background: "#000" });
    // The WebP copy from the original (lib/media/webpImages.ts), before the JPEG: the JPEG of the
    // last width is what marks the picture stored.
    await store.put(`${path}-w${width}.webp`, await encodeWebp(resized.clone()));
    await store.put(
      `${path}-w${width}.jpg`,
      await resized.jpeg({ quality: width === 320 ? 76 : 80, mozjpeg: true }).toBuffer(),
    );
  }
  return { image, processed: true };
}

/**
 * Stores a video: the full file in the protected store (`${key}.mp4`, signed URLs only), the free
 * preview in the public store (`${key}-preview.mp4`, the given preview clip or the first seconds of
 * the video), and its preview thumbnails. Idempotent by content.
 */
export async function storeVideo(
  stores: ImportStores,
  clip: ImportFile,
  previewClip: ImportFile | undefined,
): Promise<{ mediaKey: string; thumbnails: number; processed: boolean }> {
  const mediaKey = videoKeyOf(clip);
  const done =
    (await stores.protectedMedia.has(`${mediaKey}.mp4`)) &&
    (await stores.media.has(`${mediaKey}-preview.mp4`));
  const full = await clip.read();
  if (!done || previewClip) {
    // Cut first: it also proves the file is a readable video before anything is stored.
    const preview = previewClip ? await previewClip.read() : await cutPreview(full, clip.ref);
    await stores.media.put(`${mediaKey}-preview.mp4`, preview);
    if (!done) await stores.protectedMedia.put(`${mediaKey}.mp4`, full);
  }
  const thumbnails = await storeVideoThumbnails(stores.media, mediaKey, full).catch(() => {
    throw new ImportFileError(clip.ref, "No preview pictures can be taken from the video");
  });
  return { mediaKey, thumbnails, processed: !done || previewClip !== undefined };
}

/** The first seconds of a video as its own MP4 (stream copy, index at the front). */
async function cutPreview(full: Buffer, ref: string): Promise<Buffer> {
  const dir = await mkdtemp(path.join(tmpdir(), "velvet-import-clip-"));
  try {
    const input = path.join(dir, "full.mp4");
    const output = path.join(dir, "preview.mp4");
    await writeFile(input, full);
    await run(ffmpegPath, [
      "-v",
      "error",
      "-i",
      input,
      "-t",
      String(IMPORT_PREVIEW_SECONDS),
      "-c",
      "copy",
      "-movflags",
      "+faststart",
      output,
    ]).catch(() => {
      throw new ImportFileError(ref, "The video cannot be read");
    });
    return await readFile(output);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
