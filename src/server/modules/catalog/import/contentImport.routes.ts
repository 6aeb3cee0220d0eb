import fastifyMultipart from "@fastify/multipart";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ImportProgress } from "../../../../common/contracts/contentImport.ts";
import { LocalMediaStore } from "../../../adapters/media-store/localMediaStore.ts";
import { stageUpload } from "../../../lib/http/multipart.ts";
import { operatorGuard } from "../../../lib/http/operatorGuard.ts";
import { answerWithProgress } from "../../../lib/http/progressStream.ts";
import { importContent } from "./commands/importContent.ts";
import type { ImportKind } from "./validate.ts";

/** Limits of one import upload (see docs/decisions.md "Content import"). */
export const IMPORT_LIMITS = {
  /** Media are processed in memory (the MediaStore takes whole files), so one file stays well below RAM. */
  maxFileBytes: 1024 ** 3,
  maxFiles: 20_000,
  maxManifestBytes: 64 * 1024 ** 2,
};

/**
 * The content import of the operator API (spec core §7: actor_import_full, album_import). A
 * multipart upload of a manifest and its files; with `Accept: application/x-ndjson` the answer
 * streams progress lines once the manifest is valid, otherwise it is the summary when all is done.
 */
export async function contentImportRoutes(app: FastifyInstance): Promise<void> {
  const authorize = operatorGuard(app);
  await app.register(fastifyMultipart, { throwFileSizeLimit: true });
  const stores = {
    media: new LocalMediaStore(app.ctx.config.mediaDir),
    protectedMedia: new LocalMediaStore(app.ctx.config.protectedMediaDir),
  };

  const run = (kind: ImportKind) => async (request: FastifyRequest, reply: FastifyReply) => {
    authorize(request);
    const upload = await stageUpload(request, IMPORT_LIMITS);
    try {
      return await answerWithProgress(
        request,
        reply,
        async (onProgress: (progress: ImportProgress) => void) => {
          const { summary } = await importContent({
            db: app.ctx.db,
            stores,
            source: upload.source,
            manifest: upload.manifest,
            kind,
            now: app.ctx.now(),
            onProgress: (progress) => {
              request.log.info({ import: kind, ...progress }, "content import progress");
              onProgress(progress);
            },
          });
          request.log.info({ import: kind, ...summary }, "content import done");
          return summary;
        },
      );
    } finally {
      await upload.cleanup();
    }
  };

  app.post("/internal/actor_import_full", run("actors"));
  app.post("/internal/album_import", run("albums"));
}
