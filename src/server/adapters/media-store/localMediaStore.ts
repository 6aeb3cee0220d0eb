import { randomUUID } from "node:crypto";
import { access, mkdir, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { assertMediaKey, type MediaStore } from "./mediaStore.ts";

const MISSING = new Set(["ENOENT", "ENOTDIR", "ENAMETOOLONG"]);

/** Media store on the local file system (the sandbox and single-machine default). */
export class LocalMediaStore implements MediaStore {
  constructor(readonly rootDir: string) {}

  /** The file of a key (validated: a relative key inside the directory). */
  pathOf(key: string): string {
    assertMediaKey(key);
    return path.join(this.rootDir, ...key.split("/"));
  }

  async put(key: string, data: Uint8Array): Promise<void> {
    const file = this.pathOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    const temporary = `${file}.${randomUUID()}.tmp`;
    try {
      await writeFile(temporary, data);
      await rename(temporary, file);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  async has(key: string): Promise<boolean> {
    try {
      await access(this.pathOf(key));
      return true;
    } catch (error) {
      // No such file: none there, a file where a directory would be, or a name too long to exist.
      if (MISSING.has((error as NodeJS.ErrnoException).code ?? "")) return false;
      throw error;
    }
  }
}
