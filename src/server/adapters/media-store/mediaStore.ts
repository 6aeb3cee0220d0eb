/**
 * Where image and media files live. The sandbox implementation writes to a local directory
 * served under /media; a production adapter would write to object storage behind a CDN.
 */
export interface MediaStore {
  /** Stores `data` under a relative key such as `actors/12/avatar-w320.jpg`. Atomic: readers see the old or the whole new file. */
  put(key: string, data: Uint8Array): Promise<void>;
  /** True when a file exists under the key. */
  has(key: string): Promise<boolean>;
}

const KEY_PATTERN = /^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/;

/** Validates a media key: lower-case relative path segments, no `..`, no absolute paths. */
export function assertMediaKey(key: string): void {
  if (!KEY_PATTERN.test(key) || key.split("/").some((segment) => segment === "." || segment === "..")) {
    throw new Error(`Invalid media key: ${JSON.stringify(key)}`);
  }
}
