import { AppError, AppErrorCode } from "../../lib/errors.ts";
import { buildOffThread, type OffThreadBuild } from "../../lib/offThread.ts";
import type { ZipLocation } from "./zipIndex.ts";

export type { ZipLocation } from "./zipIndex.ts";

type ZipIndex = Map<string, ZipLocation>;

/**
 * German postal codes to coordinates, offline (zipIndex.ts). The index takes half a second of CPU
 * (more on a small machine) to build: a worker thread builds it, started with the server
 * (`start()`, main.ts) or by the first lookup, so no request's event loop ever waits for it. A
 * lookup before it is ready waits for it asynchronously; a failed build answers 503 and the next
 * lookup tries again.
 */
export class ZipGeocoder {
  private index: Promise<ZipIndex> | null = null;
  private build: OffThreadBuild<ZipIndex> | null = null;

  /** Starts building the index (once); resolves when it is ready, rejects with why the build failed. */
  async start(): Promise<void> {
    await this.load();
  }

  /** The location of a postal code, null for a malformed or unknown one. */
  async locate(zip: string): Promise<ZipLocation | null> {
    if (!/^\d{5}$/.test(zip)) return null;
    try {
      return (await this.load()).get(zip) ?? null;
    } catch {
      throw new AppError(AppErrorCode.SERVICE_UNAVAILABLE, "The postal-code index is not available");
    }
  }

  /** Ends a build still running (the application closes). */
  async close(): Promise<void> {
    await this.build?.stop();
  }

  private load(): Promise<ZipIndex> {
    if (this.index) return this.index;
    const build = buildOffThread<ZipIndex>(new URL("./zipIndex.ts", import.meta.url), "buildZipIndex");
    this.build = build;
    this.index = build.result.then(
      (index) => {
        this.build = null;
        return index;
      },
      (error: unknown) => {
        this.build = null;
        this.index = null;
        throw error;
      },
    );
    return this.index;
  }
}
