import { createHash } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import type {} from "@fastify/multipart";
import type { FastifyRequest } from "fastify";
import { ZImportFile } from "../../../common/contracts/contentImport.ts";
import { AppError, AppErrorCode } from "../../lib/errors.ts";
import type { ArtWidth } from "../../seed/art.ts";

export type FileKind = "jpeg" | "png" | "webp" | "mp4" | "other";

/** An image whose sizes were already made (the demo renderer draws them itself). */
export interface PreparedImage {
  width: number;
  height: number;
  color: string;
  /** Makes the JPEG per spec width (called only when they are not stored yet); without it the import resizes the file. */
  variants?: () => Promise<Record<ArtWidth, Buffer>>;
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

export interface StagedUpload {
  manifest: unknown;
  source: ImportFileSource;
  /** Removes the staged files. */
  cleanup(): Promise<void>;
}

export interface UploadLimits {
  maxFileBytes: number;
  maxFiles: number;
  maxManifestBytes: number;
}

/**
 * Reads a multipart import upload: the part `manifest` (JSON, as a field or a file) and one file
 * part per media file whose field name is the file's path in the manifest. Files are streamed to a
 * temporary directory while their SHA-256 and type are taken, so nothing is held in memory.
 */
export async function stageUpload(request: FastifyRequest, limits: UploadLimits): Promise<StagedUpload> {
  if (!request.isMultipart())
    throw new AppError(
      AppErrorCode.UNSUPPORTED_MEDIA_TYPE,
      "Send the manifest and its files as multipart/form-data",
    );
  const dir = await mkdtemp(path.join(tmpdir(), "velvet-import-"));
  const files = new Map<string, ImportFile>();
  const cleanup = () => rm(dir, { recursive: true, force: true });
  let manifestText: string | undefined;
  try {
    const parts = request.parts({
      limits: {
        fileSize: limits.maxFileBytes,
        files: limits.maxFiles + 1,
        fieldSize: limits.maxManifestBytes,
      },
    });
    for await (const part of parts) {
      if (part.fieldname === "manifest") {
        if (part.type === "field") manifestText = String(part.value);
        else {
          manifestText = (await part.toBuffer()).toString("utf8");
          if (part.file.truncated) throw tooLarge("The manifest");
        }
        continue;
      }
      if (part.type === "field")
        throw new AppError(AppErrorCode.BAD_REQUEST, `Unexpected field ${part.fieldname}`);
      const ref = part.fieldname;
      if (!ZImportFile.safeParse(ref).success)
        throw new AppError(
          AppErrorCode.BAD_REQUEST,
          `The file part name ${JSON.stringify(ref)} is not a relative path`,
        );
      if (files.has(ref)) throw new AppError(AppErrorCode.BAD_REQUEST, `The file ${ref} was sent twice`);
      const target = path.join(dir, String(files.size));
      const hash = createHash("sha256");
      let size = 0;
      let head = Buffer.alloc(0);
      await pipeline(
        part.file,
        new Transform({
          transform(chunk: Buffer, _encoding, done) {
            hash.update(chunk);
            size += chunk.length;
            if (head.length < 16) head = Buffer.concat([head, chunk.subarray(0, 16 - head.length)]);
            done(null, chunk);
          },
        }),
        createWriteStream(target),
      );
      if (part.file.truncated) throw tooLarge(`The file ${ref}`);
      files.set(ref, {
        ref,
        sha256: hash.digest("hex"),
        size,
        kind: sniffKind(head),
        read: () => readFile(target),
      });
    }
  } catch (error) {
    await cleanup();
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code ?? "";
    if (code === "FST_FILES_LIMIT" || code === "FST_PARTS_LIMIT")
      throw new AppError(AppErrorCode.PAYLOAD_TOO_LARGE, `At most ${limits.maxFiles} files per import`);
    if (code.includes("TOO_LARGE") || code.includes("LIMIT"))
      throw new AppError(
        AppErrorCode.PAYLOAD_TOO_LARGE,
        "A file or the manifest is larger than the import allows",
      );
    if (code.startsWith("FST_")) throw new AppError(AppErrorCode.BAD_REQUEST, (error as Error).message);
    throw error;
  }
  if (manifestText === undefined) {
    await cleanup();
    throw new AppError(AppErrorCode.BAD_REQUEST, "The part manifest is missing");
  }
  let manifest: unknown;
  try {
    manifest = JSON.parse(manifestText);
  } catch {
    await cleanup();
    throw new AppError(AppErrorCode.BAD_REQUEST, "The manifest is not valid JSON");
  }
  return { manifest, source: { get: (ref) => files.get(ref) }, cleanup };
}

function tooLarge(what: string) {
  return new AppError(AppErrorCode.PAYLOAD_TOO_LARGE, `${what} is larger than the import allows`);
}
