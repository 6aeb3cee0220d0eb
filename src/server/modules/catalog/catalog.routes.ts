import type { FastifyInstance } from "fastify";
import { z } from "zod";
import {
  type TVideo,
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
import { boughtIds } from "../purchases/commands/buyItem.ts";
import { cachedCatalogApi } from "./cachedCatalog.ts";
import { createCatalogApi } from "./catalogApi.ts";
import { storeGridSettings } from "./commands/gridSettings.ts";
import { presentVideo, presentVideoPictures } from "./presenter.ts";
import { profileRoutes } from "./profile.routes.ts";
import { findVideoThumbnails } from "./queries/videoPictures.ts";
import { findVideos } from "./queries/videos.ts";

const ZId = z.coerce.number().int().positive().max(2_147_483_647);
const ZGridParams = z.object({ type: z.string().max(32), payload: z.string().max(4000) });

/** Catalogue REST calls: tileGrid/get (spec content §7), video/{id}, actor/getActorDataByIdOrName. */
export async function catalogRoutes(app: FastifyInstance): Promise<void> {
  // Anonymous reads are shared for CATALOG_CACHE_SECONDS; what belongs to a guest is added per request.
  const ttl = app.ctx.config.catalogCacheSeconds * 1000;
  const shared = cachedCatalogApi(
    createCatalogApi(app.ctx.db, app.ctx.now, { mediaSigningKey: app.ctx.config.mediaSigningKey }),
    ttl,
  );
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

  /** Marks the videos the guest bought. */
  const personalize = async (items: TVideo[], guestId: number | null): Promise<TVideo[]> => {
    if (!guestId || items.length === 0) return items;
    const bought = await boughtIds(
      app.ctx.db,
      guestId,
      "video",
      items.map((v) => v.id),
    );
    return items.map((v) => (bought.has(v.id) ? { ...v, guestInfo: { ...v.guestInfo, bought: true } } : v));
  };

  await profileRoutes(app, shared, personalize);

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
    return { success: true, items: await personalize(items, guestId), total };
  });

  app.get("/video/:videoId", async (request) => {
    const { videoId } = parseInput(z.object({ videoId: ZId }), request.params);
    const video = await shared.video(request.language, videoId);
    if (!video) throw notFound("Video");
    const [personal] = await personalize([video], (await request.auth())?.guest.id ?? null);
    return personal;
  });

  // Spec content §7 names the parameter albumId; it is the video's id.
  app.get("/tileGrid/getVideoPictures/:videoId", async (request) => {
    const { videoId } = parseInput(ZVideoPicturesParams, request.params);
    const pictures = await videoPictures(videoId);
    if (!pictures) throw notFound("Video");
    return pictures;
  });

  app.get("/actor/getActorDataByIdOrName/:actorIdOrName", async (request) => {
    const { actorIdOrName } = parseInput(
      z.object({ actorIdOrName: z.string().min(1).max(64) }),
      request.params,
    );
    const actor = await shared.actorProfile(request.language, actorIdOrName);
    if (!actor) throw notFound("Actor");
    return actor;
  });
}
