import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { assertMediaKey } from "../../adapters/media-store/mediaStore.ts";
import { AppError, AppErrorCode, notFound } from "../../lib/errors.ts";
import { sendStoredFile } from "../../lib/http/mediaFiles.ts";
import { verifyImagePath } from "../../lib/media/imageSigning.ts";
import { WebpCopies } from "../../lib/media/webpImages.ts";
import { parseInput } from "../../lib/validate.ts";
import { isAgeChecked, isVip } from "../accounts/index.ts";
import { playableVideo } from "../catalog/index.ts";
import { boughtIds } from "../purchases/index.ts";
import { playRestriction, restrictionError } from "./policy.ts";
import { signStreamPath, verifyStreamPath } from "./signing.ts";

const ZId = z.coerce.number().int().positive().max(2_147_483_647);
const ZVideoParams = z.object({ videoId: ZId });

/** GET video/{videoId}/play (REST): a signed, short-lived URL (a path) of the full video for an entitled guest. */
export async function playbackRestRoutes(app: FastifyInstance): Promise<void> {
  app.get("/video/:videoId/play", async (request) => {
    const { videoId } = parseInput(ZVideoParams, request.params);
    // Full videos are for logged-in guests only: an anonymous caller gets 401 before anything else.
    const auth = await request.auth();
    if (!auth) throw restrictionError("needLogin");
    const video = await playableVideo(app.ctx.db, videoId, app.ctx.now());
    if (!video) throw notFound("Video");
    const guest = auth.guest;
    // A locked guest never gets here: request.auth() applies the guest-access policy (accounts/access.ts).
    const now = app.ctx.now();
    const bought = (await boughtIds(app.ctx.db, guest.id, "video", [video.id])).has(video.id);
    const viewer = {
      isVip: isVip(guest, now),
      avsAccepted: isAgeChecked(guest),
      isLocked: guest.isLocked,
    };
    const restriction = playRestriction(viewer, video, bought);
    if (restriction) throw restrictionError(restriction);
    if (!video.mediaKey) throw notFound("Video file");
    const { path, expires } = signStreamPath(app.ctx.config.mediaSigningKey, video.id, guest.id, now);
    // A path: the player loads it from the address the guest uses (issue 27), whichever of the site's.
    return { url: path, expiresAt: new Date(expires * 1000).toISOString() };
  });
}

const PROTECTED_IMAGE = /^(.+)-w(320|640|1280)\.jpg$/;

/** The signed stream: full video files with HTTP Range support; 403 when tampered or expired. */
export async function streamRoutes(app: FastifyInstance): Promise<void> {
  await app.register(fastifyStatic, { root: app.ctx.config.protectedMediaDir, serve: false });
  const copies = new WebpCopies({
    rootDir: app.ctx.config.protectedMediaDir,
    warn: (message) => app.log.warn(message),
  });
  app.addHook("onClose", () => copies.close());
  // Protected images (paid and 18-rated pictures) by a signed URL bound to one guest:
  // /pmedia/{guestId}/{expires}/{sig}/{path}-w{w}.jpg, answered only to that guest's session.
  app.get("/pmedia/:guestId/:expires/:sig/*", async (request, reply) => {
    const params = request.params as Record<string, string>;
    const file = String(params["*"] ?? "");
    const match = PROTECTED_IMAGE.exec(file);
    const expires = Number(params.expires);
    const guestId = Number(params.guestId);
    if (!match || !Number.isSafeInteger(expires) || !Number.isSafeInteger(guestId))
      throw new AppError(AppErrorCode.FORBIDDEN, "Invalid media link");
    const ok = verifyImagePath(
      app.ctx.config.mediaSigningKey,
      { guestId, path: match[1] as string, expires, sig: String(params.sig) },
      app.ctx.now(),
    );
    if (!ok) throw new AppError(AppErrorCode.FORBIDDEN, "The media link is invalid or expired");
    const auth = await request.auth().catch(() => null);
    if (auth?.guest.id !== guestId)
      throw new AppError(AppErrorCode.FORBIDDEN, "The media link belongs to another guest's session");
    try {
      assertMediaKey(file);
    } catch {
      throw new AppError(AppErrorCode.FORBIDDEN, "Invalid media link");
    }
    // Private: the URL is one guest's (@fastify/static would otherwise set its own public header).
    return sendStoredFile(request, reply, copies, file, {
      cacheControl: "private, max-age=3600",
      pendingCacheControl: "private, max-age=60",
    });
  });

  app.get("/stream/:videoId/:guestId/:expires/:sig", async (request, reply) => {
    const params = request.params as Record<string, string>;
    const parts = {
      videoId: Number(params.videoId),
      guestId: Number(params.guestId),
      expires: Number(params.expires),
      sig: String(params.sig).replace(/\.mp4$/, ""),
    };
    if (![parts.videoId, parts.guestId, parts.expires].every(Number.isSafeInteger))
      throw new AppError(AppErrorCode.FORBIDDEN, "Invalid stream link");
    if (!verifyStreamPath(app.ctx.config.mediaSigningKey, parts, app.ctx.now()))
      throw new AppError(AppErrorCode.FORBIDDEN, "The stream link is invalid or expired");
    const video = await playableVideo(app.ctx.db, parts.videoId, app.ctx.now());
    if (!video?.mediaKey) throw notFound("Video");
    reply.header("cache-control", "private, no-store");
    return reply.sendFile(`${video.mediaKey}.mp4`);
  });
}
