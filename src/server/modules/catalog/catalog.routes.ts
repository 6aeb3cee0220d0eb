import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { ZStoreTileGridSettings } from "../../../common/contracts/catalog.ts";
import { ZVideoPicturesParams } from "../../../common/contracts/videoPictures.ts";
import { AppError, AppErrorCode, notFound } from "../../lib/errors.ts";
import { requireGuest } from "../../lib/http/auth.ts";
import { memoizeAsync } from "../../lib/memoize.ts";
import { parseInput } from "../../lib/validate.ts";
import { storeGridSettings } from "../accounts/index.ts";
import { presentVideoPictures } from "./presenter.ts";
import { findVideoThumbnails } from "./queries/videoPictures.ts";

const _ZGridParams = z.object({ type: z.string().max(32), payload: z.string().max(4000) });
const _JSON_TYPE = "application/json; charset=utf-8";

/**
 * Catalogue REST calls: the tile grids' settings and a video's pictures (spec content §7); the grid
 * itself, with the guest's own flags, is the storefront's (tileGrid/get).
 */
export async function catalogRoutes(app: FastifyInstance): Promise<void> {
  // Anonymous reads are shared for CATALOG_CACHE_SECONDS.
  const ttl = app.ctx.config.catalogCacheSeconds * 1000;
  const videoPictures = memoizeAsync(async (videoId: number) => {
    const row = await findVideoThumbnails(app.ctx.db, videoId, app.ctx.now());
    return row ? presentVideoPictures(row) : null;
  }, ttl);

  // A grid's settings, kept per type in the guest's preferences.
  app.post("/tileGrid/storeTileGridSettings", async (request) => {
    const { guest } = await requireGuest(request);
    const { type, settings } = parseInput(ZStoreTileGridSettings, request.body);
    const stored = await storeGridSettings(app.ctx.db, guest.id, type, settings);
    if (!stored) throw new AppError(AppErrorCode.UNAUTHENTICATED, "Login required");
    return { success: true, tileGridSettings: stored };
  });

  // Spec content §7 names the parameter albumId; it is the video's id.
  app.get("/tileGrid/getVideoPictures/:videoId", async (request) => {
    const { videoId } = parseInput(ZVideoPicturesParams, request.params);
    const pictures = await videoPictures(videoId);
    if (!pictures) throw notFound("Video");
    return pictures;
  });
}
