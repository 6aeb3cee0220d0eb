import { createHash } from "node:crypto";
import type { ImageWidth } from "../../../lib/media/imageWidths.ts";

export type FileKind = "jpeg" | "png" | "webp" | "mp4" | "other";

/** An image whose sizes were already made (the demo renderer draws them itself). */
export interface PreparedImage {
  width: number;
  height: number;
  color: string;
  /** Makes the JPEG per spec width (called only when they are not stored yet); without it the import resizes the file. */
  variants?: () => Promise<Record<ImageWidth, Buffer>>;
}

/** A file of an import: its content hash names it in the media store, so a re-run reuses it. */
export interface ImportFile {
  ref: string;
  sha256: string;
  size: number;
  kind: FileKind;
  read(): Promise<Buffer>;
  image?: PreparedImage;
}

export interface ImportFileSource {
  get(ref: string): ImportFile | undefined;
}

/** The file type by its first bytes (never by its name). */
export function sniffKind(head: Uint8Array): FileKind {
  const at = (offset: number, ...bytes: number[]) => bytes.every((b, i) => head[offset + i] === b);
  if (at(0, 0xff, 0xd8, 0xff)) return "jpeg";
  if (at(0, 0x89, 0x50, 0x4e, 0x47)) return "png";
  if (at(0, 0x52, 0x49, 0x46, 0x46) && at(8, 0x57, 0x45, 0x42, 0x50)) return "webp";
  if (at(4, 0x66, 0x74, 0x79, 0x70)) return "mp4";
  return "other";
}

/** A source over files held in memory (tests, the demo seed). */
export function memorySource(
  files: Iterable<Omit<ImportFile, "sha256" | "size" | "kind" | "read"> & { data: Buffer }>,
) {
  const byRef = new Map<string, ImportFile>();
  for (const { data, ...file } of files)
    byRef.set(file.ref, {
      ...file,
      sha256: createHash("sha256").update(data).digest("hex"),
      size: data.length,
      kind: sniffKind(data),
      read: async () => data,
    });
  return { get: (ref: string) => byRef.get(ref) } satisfies ImportFileSource;
}
