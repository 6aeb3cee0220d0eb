import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { type TVideo, type TVideoGridPayload, ZVideoGridPayload } from "../../../common/contracts/catalog.ts";
import type { Language } from "../../../common/languages.ts";
import { AppError, AppErrorCode } from "../../lib/errors.ts";
import { type SharedBody, sendShared } from "../../lib/http/sharedBody.ts";
import { memoizeAsync } from "../../lib/memoize.ts";
import { parseInput, parseJsonParam } from "../../lib/validate.ts";
import { findVideos, presentVideo } from "../catalog/index.ts";
import { boughtVideosFilter } from "../purchases/index.ts";
import { markGuestVideos } from "./guestVideos.ts";

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

/**
 * tileGrid/get (spec content §7): a page of catalog's video grid with the guest's own flags
 * (guestVideos.ts); the `bought` filter is the purchases' condition.
 */
export async function tileGridRoutes(app: FastifyInstance): Promise<void> {
  // Anonymous reads are shared for CATALOG_CACHE_SECONDS; what belongs to a guest is added per request.
  const ttl = app.ctx.config.catalogCacheSeconds * 1000;
  const grid = memoizeAsync(
    async (language: Language, payload: TVideoGridPayload, guestId: number | null): Promise<GridPage> => {
      const now = app.ctx.now();
      const boughtBy = guestId === null ? undefined : boughtVideosFilter(guestId);
      const { rows, total } = await findVideos(app.ctx.db, { ...payload, now, boughtBy });
      return { items: rows.map((row) => presentVideo(row, language, now)), total, shared: null };
    },
    ttl,
  );

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
}
