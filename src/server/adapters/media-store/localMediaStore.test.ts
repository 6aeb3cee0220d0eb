import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { LocalMediaStore } from "./localMediaStore.ts";

describe("LocalMediaStore", () => {
  const dirs: string[] = [];
  const store = () => {
    const dir = mkdtempSync(path.join(tmpdir(), "velvet-media-"));
    dirs.push(dir);
    return new LocalMediaStore(dir);
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it("writes files under nested keys and reports them", async () => {
    const media = store();
    expect(await media.has("actors/1/avatar-w320.jpg")).toBe(false);
    await media.put("actors/1/avatar-w320.jpg", new Uint8Array([1, 2, 3]));
    expect(await media.has("actors/1/avatar-w320.jpg")).toBe(true);
    expect([...readFileSync(path.join(media.rootDir, "actors/1/avatar-w320.jpg"))]).toEqual([1, 2, 3]);
  });

  it("replaces a file without leaving temporary files", async () => {
    const media = store();
    await media.put("a/b.jpg", new Uint8Array([1]));
    await media.put("a/b.jpg", new Uint8Array([2]));
    expect(readdirSync(path.join(media.rootDir, "a"))).toEqual(["b.jpg"]);
    expect([...readFileSync(path.join(media.rootDir, "a/b.jpg"))]).toEqual([2]);
  });

  it.each(["../x.jpg", "a/../../x.jpg", "/etc/passwd", "a//b.jpg", "A.jpg", "", "a/./b.jpg"])(
    "rejects the key %j",
    async (key) => {
      const media = store();
      await expect(media.put(key, new Uint8Array([1]))).rejects.toThrow(/Invalid media key/);
      await expect(media.has(key)).rejects.toThrow(/Invalid media key/);
    },
  );
});
