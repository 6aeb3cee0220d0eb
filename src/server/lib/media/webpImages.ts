import { readFile } from "node:fs/promises";
import sharp, { type Sharp } from "sharp";
import { LocalMediaStore } from "../../adapters/media-store/localMediaStore.ts";

/**
 * WebP copies of the stored pictures (issue 13: the first screen's bytes). Every picture is stored
 * as JPEG in the spec's widths (`{path}-w{320|640|1280}.jpg`), and its URLs stay those JPEG URLs;
 * a browser that says it takes WebP (`Accept: image/webp`, which every current browser sends for
 * images) is answered the `.webp` copy under the same URL (`Vary: Accept`). A copy is written when
 * a picture is imported, from the original; a picture stored before (or by the demo seed) gets its
 * copy from the JPEG the first time a browser asks for it, in the background: that answer is the
 * JPEG, cached briefly, so nobody waits for an encoder.
 */

/** A stored picture in one of the spec's widths: the files that have a WebP copy. */
export const PICTURE_FILE = /^(?:[a-z0-9][a-z0-9._-]*\/)*[a-z0-9][a-z0-9._-]*-w(?:320|640|1280)\.jpg$/;

/** WebP quality: about half the bytes of the mozjpeg q80 JPEGs at the same look (bench/lighthouse.md). */
export const WEBP_QUALITY = 80;

/** The key of a picture file's WebP copy. */
export const webpKeyOf = (jpegKey: string): string => jpegKey.replace(/\.jpg$/, ".webp");

/** Encodes an image (a sharp pipeline: resized, flattened) as the WebP copy of a picture file. */
export const encodeWebp = (image: Sharp): Promise<Buffer> => image.webp({ quality: WEBP_QUALITY }).toBuffer();

/**
 * True when the Accept header names `image/webp` (or `image/*`) with a quality above 0. A bare
 * `*\/*` does not count: clients that name no image type (scripts, old tools) keep the JPEG.
 */
export function acceptsWebp(accept: string | undefined): boolean {
  if (!accept) return false;
  for (const part of accept.split(",")) {
    const [type = "", ...params] = part.split(";").map((piece) => piece.trim().toLowerCase());
    if (type !== "image/webp" && type !== "image/*") continue;
    const q = params.find((param) => param.startsWith("q="));
    if (!q || Number(q.slice(2)) > 0) return true;
  }
  return false;
}

/** What to send for a picture request. */
export interface PictureChoice {
  /** The file: the picture's key, or its WebP copy's. */
  key: string;
  /** The browser takes WebP but the copy is not written yet (it is queued): the JPEG goes out. */
  pending: boolean;
}

export interface WebpCopiesOptions {
  /** The directory the picture files are stored in. */
  rootDir: string;
  warn: (message: string) => void;
  /** Copies waiting to be written at most; requests past it are not queued (they ask again later). */
  maxQueued?: number;
}

/**
 * The WebP copies of one media directory: which file answers a request, and the copies written in
 * the background, one at a time (encoding is CPU work shared with the requests), each once.
 */
export class WebpCopies {
  private readonly store: LocalMediaStore;
  private readonly queue: string[] = [];
  private readonly queued = new Set<string>();
  /** Files that could not be copied (not a readable picture): not tried again by this process. */
  private readonly failed = new Set<string>();
  private running: Promise<void> | null = null;
  private closed = false;

  constructor(private readonly options: WebpCopiesOptions) {
    this.store = new LocalMediaStore(options.rootDir);
  }

  /**
   * The file that answers a request for `key` with this Accept header: the WebP copy when the
   * browser takes it and the copy exists; otherwise the key itself (and a missing copy is queued).
   */
  async choose(key: string, accept: string | undefined): Promise<PictureChoice> {
    if (!PICTURE_FILE.test(key) || !acceptsWebp(accept)) return { key, pending: false };
    const webp = webpKeyOf(key);
    if (await this.store.has(webp)) return { key: webp, pending: false };
    if (!(await this.store.has(key)) || this.failed.has(key)) return { key, pending: false };
    this.enqueue(key);
    return { key, pending: true };
  }

  /** Writes the missing copies queued so far (tests). */
  async settled(): Promise<void> {
    while (this.running) await this.running;
  }

  /** Stops writing copies; the one being written is finished. */
  async close(): Promise<void> {
    this.closed = true;
    this.queue.length = 0;
    await this.settled();
  }

  private enqueue(key: string): void {
    const max = this.options.maxQueued ?? 1000;
    if (this.closed || this.queued.has(key) || this.failed.has(key) || this.queued.size >= max) return;
    this.queued.add(key);
    this.queue.push(key);
    this.kick();
  }

  /** Starts the writer unless it runs; it starts again for what was queued while it finished. */
  private kick(): void {
    if (this.running || this.queue.length === 0) return;
    this.running = this.drain().finally(() => {
      this.running = null;
      this.kick();
    });
  }

  private async drain(): Promise<void> {
    for (let key = this.queue.shift(); key !== undefined; key = this.queue.shift()) {
      try {
        await this.write(key);
      } catch (error) {
        if (this.failed.size < 10_000) this.failed.add(key);
        this.options.warn(`no WebP copy of ${key}: ${(error as Error).message}`);
      } finally {
        this.queued.delete(key);
      }
    }
  }

  private async write(key: string): Promise<void> {
    const webp = webpKeyOf(key);
    if (await this.store.has(webp)) return;
    let jpeg: Buffer;
    try {
      jpeg = await readFile(this.store.pathOf(key));
    } catch (error) {
      // Gone meanwhile (moved to the protected store, say): nothing to copy.
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return;
      throw error;
    }
    const copy = await encodeWebp(sharp(jpeg));
    // Only beside a picture still there: one moved to the protected store meanwhile keeps no public copy.
    if (await this.store.has(key)) await this.store.put(webp, copy);
  }
}
