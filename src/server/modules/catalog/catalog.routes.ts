import type { FastifyInstance } from "fastify";
import { z } from "zod";
import {
  type TVideoGridPayload,
  ZStoreTileGridSettings,
  ZVideoGridPayload,
} from "../../../common/contracts/catalog.ts";
import { ZVideoPicturesParams } from "../../../common/contracts/videoPictures.ts";
import type { Language } from "../../../common/languages.ts";
import { AppError, AppErrorCode, notFound } from "../../lib/errors.ts";
import { requireGuest } from "../../lib/http/auth.ts";
import { memoizeAsync } from "../../lib/memoize.ts";
import { parseInput, parseJsonParam } from "../../lib/validate.ts";
import { storeGridSettings } from "./commands/gridSettings.ts";
import { presentVideo, presentVideoPictures } from "./presenter.ts";
import { findVideoThumbnails } from "./queries/videoPictures.ts";
import { findVideos, markBoughtVideos } from "./queries/videos.ts";

const ZGridParams = z.object({ type: z.string().max(32), payload: z.string().max(4000) });

/** Catalogue REST calls: the video tile grid and its settings, a video's pictures (spec content §7). */
export async function catalogRoutes(app: FastifyInstance): Promise<void> {
  // Anonymous reads are shared for CATALOG_CACHE_SECONDS; what belongs to a guest is added per request.
  const ttl = app.ctx.config.catalogCacheSeconds * 1000;
  const grid = memoizeAsync(
    async (language: Language, payload: TVideoGridPayload, guestId: number | null) => {
      const now = app.ctx.now();
      const { rows, total } = await findVideos(app.ctx.db, { ...payload, now, guestId });
      return { items: rows.map((row) => presentVideo(row, language, now)), total };
    },
    ttl,
  );

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

  app.get("/tileGrid/get/:type/:payload", async (request) => {
    const params = parseInput(ZGridParams, request.params);
    if (params.type !== "videos")
      throw new AppError(AppErrorCode.NOT_FOUND, `Unknown tile grid type ${params.type}`);
    const payload = parseInput(ZVideoGridPayload, parseJsonParam(params.payload));
    const guestId = (await request.auth())?.guest.id ?? null;
    // Only a list filtered by purchases depends on the guest; every other list is shared.
    const { items, total } = await grid(
      request.language,
      payload,
      payload.filter.types?.bought === undefined ? null : guestId,
    );
    return { success: true, items: await markBoughtVideos(app.ctx.db, guestId, items), total };
  });

  // Spec content §7 names the parameter albumId; it is the video's id.
  app.get("/tileGrid/getVideoPictures/:videoId", async (request) => {
    const { videoId } = parseInput(ZVideoPicturesParams, request.params);
    const pictures = await videoPictures(videoId);
    if (!pictures) throw notFound("Video");
    return pictures;
  });
}
