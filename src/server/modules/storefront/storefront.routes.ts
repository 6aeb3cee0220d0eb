import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { notFound } from "../../lib/errors.ts";
import { parseInput } from "../../lib/validate.ts";
import { breadcrumbRoutes } from "./breadcrumb.routes.ts";
import { cachedCatalogApi } from "./cachedCatalog.ts";
import { catalogOptions, createCatalogApi } from "./catalogApi.ts";
import { markGuestVideos } from "./guestVideos.ts";
import { profileRoutes } from "./profile.routes.ts";
import { tileGridRoutes } from "./tileGrid.routes.ts";

const ZId = z.coerce.number().int().positive().max(2_147_483_647);
// Schemas made once: zod compiles a schema's validator when it is built, not per request.
const ZVideoParams = z.object({ videoId: ZId });
const ZActorIdOrName = z.object({ actorIdOrName: z.string().min(1).max(64) });

/**
 * The composed catalogue over the shared cache: the start page's lower blocks and online
 * performers, video/{id}, actor/getActorDataByIdOrName and the actor profile's showcase calls. Anonymous reads are shared for CATALOG_CACHE_SECONDS; what
 * belongs to a guest (the videos bought) is added per request.
 */
export async function storefrontRoutes(app: FastifyInstance): Promise<void> {
  const ttl = app.ctx.config.catalogCacheSeconds * 1000;
  const shared = cachedCatalogApi(createCatalogApi(app.ctx.db, app.ctx.now, catalogOptions(app.ctx)), ttl);
  const personalize: Parameters<typeof profileRoutes>[2] = async (items, request) =>
    markGuestVideos(app.ctx.db, (await request.auth())?.guest ?? null, items, app.ctx.now());
  await profileRoutes(app, shared, personalize);
  await tileGridRoutes(app);
  await breadcrumbRoutes(app);

  // The start page's blocks below its first screen, and every performer online now ("show all"):
  // the same for every guest, so a browser or proxy may keep them for the catalogue's cache time.
  const shareable = `public, max-age=${app.ctx.config.catalogCacheSeconds}`;
  app.get("/home/more", async (request, reply) => {
    reply.header("cache-control", shareable);
    return shared.homeMore(request.language);
  });
  app.get("/home/online", async (request, reply) => {
    reply.header("cache-control", shareable);
    return { items: await shared.onlineActors(request.language) };
  });

  // Every performer online now with her live still (the /cams/ page re-reads it when one comes or goes).
  app.get("/cams", async (request, reply) => {
    reply.header("cache-control", "public, max-age=2");
    return { items: await shared.cams(request.language) };
  });

  app.get("/video/:videoId", async (request) => {
    const { videoId } = parseInput(ZVideoParams, request.params);
    const video = await shared.video(request.language, videoId);
    if (!video) throw notFound("Video");
    const [personal] = await personalize([video], request);
    return personal;
  });

  app.get("/actor/getActorDataByIdOrName/:actorIdOrName", async (request) => {
    const { actorIdOrName } = parseInput(ZActorIdOrName, request.params);
    const actor = await shared.actorProfile(request.language, actorIdOrName);
    if (!actor) throw notFound("Actor");
    return actor;
  });
}
