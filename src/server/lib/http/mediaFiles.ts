import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { PICTURE_FILE, WebpCopies } from "../media/webpImages.ts";

/** Public media files change only under a new name: a week, immutable (pictures are content-addressed). */
const PUBLIC_MAX_AGE = "7d";
/** A JPEG sent because its WebP copy is still being written: asked again soon. */
const PENDING_COPY_CACHE = "public, max-age=60";

/**
 * Sends a stored file of a plugin that registered @fastify/static (`reply.sendFile`); a picture
 * file goes out as its WebP copy where the browser takes one (webpImages.ts), with `Vary: Accept`.
 * `cacheControl` replaces the plugin's caching header; `pendingCacheControl` is used instead when
 * the browser takes WebP and the copy is not written yet.
 */
export async function sendStoredFile(
  request: FastifyRequest,
  reply: FastifyReply,
  copies: WebpCopies,
  key: string,
  caching: { cacheControl?: string; pendingCacheControl: string },
): Promise<FastifyReply> {
  if (!PICTURE_FILE.test(key))
    return caching.cacheControl ? sendWith(reply, key, caching.cacheControl) : reply.sendFile(key);
  reply.header("vary", "Accept");
  const choice = await copies.choose(key, request.headers.accept);
  if (choice.pending) return sendWith(reply, choice.key, caching.pendingCacheControl);
  return caching.cacheControl
    ? sendWith(reply, choice.key, caching.cacheControl)
    : reply.sendFile(choice.key);
}

const sendWith = (reply: FastifyReply, key: string, cacheControl: string) =>
  reply.header("cache-control", cacheControl).sendFile(key, { cacheControl: false });

/** GET /media/*: the public media directory (pictures, previews, thumbnails) as static files. */
export async function publicMediaRoutes(app: FastifyInstance, options: { rootDir: string }): Promise<void> {
  await app.register(fastifyStatic, {
    root: options.rootDir,
    serve: false,
    maxAge: PUBLIC_MAX_AGE,
    immutable: true,
  });
  const copies = new WebpCopies({ rootDir: options.rootDir, warn: (message) => app.log.warn(message) });
  app.addHook("onClose", () => copies.close());
  app.get("/media/*", async (request, reply) =>
    sendStoredFile(request, reply, copies, String((request.params as { "*"?: string })["*"] ?? ""), {
      pendingCacheControl: PENDING_COPY_CACHE,
    }),
  );
}
