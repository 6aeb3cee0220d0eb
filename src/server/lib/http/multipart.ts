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
import { type ImportFile, type ImportFileSource, sniffKind } from "../../modules/catalog/index.ts";
import { AppError, AppErrorCode } from "../errors.ts";

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
