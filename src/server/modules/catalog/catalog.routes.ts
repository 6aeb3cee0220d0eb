import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { ZVideoGridPayload } from "../../../common/contracts/catalog.ts";
import { AppError, AppErrorCode, notFound } from "../../lib/errors.ts";
import { parseInput, parseJsonParam } from "../../lib/validate.ts";
import { owns } from "../purchases/commands/buyItem.ts";
import { createCatalogApi } from "./catalogApi.ts";
import { presentVideo } from "./presenter.ts";
import { findVideos } from "./queries/videos.ts";

const ZId = z.coerce.number().int().positive().max(2_147_483_647);
const ZGridParams = z.object({ type: z.string().max(32), payload: z.string().max(4000) });

/** Catalogue REST calls: tileGrid/get (spec content §7), video/{id}, actor/getActorDataByIdOrName. */
export async function catalogRoutes(app: FastifyInstance): Promise<void> {
  const catalog = () => createCatalogApi(app.ctx.db, app.ctx.now);

  app.get("/tileGrid/get/:type/:payload", async (request) => {
    const params = parseInput(ZGridParams, request.params);
    if (params.type !== "videos")
      throw new AppError(AppErrorCode.NOT_FOUND, `Unknown tile grid type ${params.type}`);
    const payload = parseInput(ZVideoGridPayload, parseJsonParam(params.payload));
    const now = app.ctx.now();
    const { rows, total } = await findVideos(app.ctx.db, { ...payload, now });
    return { success: true, items: rows.map((row) => presentVideo(row, request.language, now)), total };
  });

  app.get("/video/:videoId", async (request) => {
    const { videoId } = parseInput(z.object({ videoId: ZId }), request.params);
    const video = await catalog().video(request.language, videoId);
    if (!video) throw notFound("Video");
    const auth = await request.auth();
    if (!auth) return video;
    const bought = await owns(app.ctx.db, auth.guest.id, "video", video.id);
    return { ...video, guestInfo: { ...video.guestInfo, bought } };
  });

  app.get("/actor/getActorDataByIdOrName/:actorIdOrName", async (request) => {
    const { actorIdOrName } = parseInput(
      z.object({ actorIdOrName: z.string().min(1).max(64) }),
      request.params,
    );
    const actor = await catalog().actorProfile(request.language, actorIdOrName);
    if (!actor) throw notFound("Actor");
    return actor;
  });
}
