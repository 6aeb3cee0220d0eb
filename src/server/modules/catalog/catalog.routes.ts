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
import { type SharedBody, sendShared } from "../../lib/http/sharedBody.ts";
import { memoizeAsync } from "../../lib/memoize.ts";
import { parseInput, parseJsonParam } from "../../lib/validate.ts";
import { storeGridSettings } from "../accounts/index.ts";
import { presentVideo, presentVideoPictures } from "./presenter.ts";
import { findVideoThumbnails } from "./queries/videoPictures.ts";
import { findVideos, markGuestVideos } from "./queries/videos.ts";

const ZGridParams = z.object({ type: z.string().max(32), payload: z.string().max(4000) });
const JSON_TYPE = "application/json; charset=utf-8";

/**
 * A page of the tile grid as the catalogue cache keeps it, with the answer as sent once someone got
 * it unchanged (the JSON of 16 tiles is about 21 KB: serialising it was most of a request's work).
 * It lives and expires with its cache entry (compressed once per encoding a client asks for); a guest with a bought video among the tiles gets an
 * answer of their own.
 */
interface GridPage {
  items: TVideo[];
  total: number;
  shared: SharedBody | null;
}

/** Catalogue REST calls: the video tile grid and its settings, a video's pictures (spec content §7). */
export async function catalogRoutes(app: FastifyInstance): Promise<void> {
  // Anonymous reads are shared for CATALOG_CACHE_SECONDS; what belongs to a guest is added per request.
  const ttl = app.ctx.config.catalogCacheSeconds * 1000;
  const grid = memoizeAsync(
    async (language: Language, payload: TVideoGridPayload, guestId: number | null): Promise<GridPage> => {
      const now = app.ctx.now();
      const { rows, total } = await findVideos(app.ctx.db, { ...payload, now, guestId });
      return { items: rows.map((row) => presentVideo(row, language, now)), total, shared: null };
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

  app.get("/tileGrid/get/:type/:payload", async (request, reply) => {
    const params = parseInput(ZGridParams, request.params);
    if (params.type !== "videos")
      throw new AppError(AppErrorCode.NOT_FOUND, `Unknown tile grid type ${params.type}`);
    const payload = parseInput(ZVideoGridPayload, parseJsonParam(params.payload));
    const guest = (await request.auth())?.guest ?? null;
    // Only a list filtered by purchases depends on the guest; every other list is shared.
    const page = await grid(
      request.language,
      payload,
      payload.filter.types?.bought === undefined ? null : (guest?.id ?? null),
    );
    const items = await markGuestVideos(app.ctx.db, guest, page.items, app.ctx.now());
    if (items !== page.items) return { success: true, items, total: page.total };
    // Nothing of the guest's own in it: the cached answer, serialised once for everyone who gets it.
    page.shared ??= { body: Buffer.from(JSON.stringify({ success: true, items, total: page.total })) };
    return sendShared(request, reply.type(JSON_TYPE), page.shared);
  });

  // Spec content §7 names the parameter albumId; it is the video's id.
  app.get("/tileGrid/getVideoPictures/:videoId", async (request) => {
    const { videoId } = parseInput(ZVideoPicturesParams, request.params);
    const pictures = await videoPictures(videoId);
    if (!pictures) throw notFound("Video");
    return pictures;
  });
}
