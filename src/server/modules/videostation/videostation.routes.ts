import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { JUMBOTRON_PLACES } from "../../../common/contracts/values/videostation.ts";
import { ZJumbotronConfigInput } from "../../../common/contracts/videostation.ts";
import { runCommand } from "../../lib/command.ts";
import { operatorGuard } from "../../lib/http/operatorGuard.ts";
import { parseInput } from "../../lib/validate.ts";
import { setJumbotron } from "./commands/setJumbotron.ts";
import { jumbotronConfig, jumbotronHomepage } from "./jumbotron.ts";

const ZPlace = z.object({ place: z.enum(JUMBOTRON_PLACES) });

/**
 * The video station (spec content §7): the jumbotron's config and the start page's jumbotron, both
 * public and shared for a few seconds; the operator sets it with PUT internal/video/jumbotron/{place}.
 */
export async function videostationRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const authorize = operatorGuard(app);
  const shared = `public, max-age=${ctx.config.catalogCacheSeconds}`;

  app.get("/video/jumbotron/config", async (_request, reply) => {
    reply.header("cache-control", shared);
    return jumbotronConfig(ctx.db, "homepage");
  });

  app.get("/video/jumbotron/homepage", async (request, reply) => {
    reply.header("cache-control", shared);
    return jumbotronHomepage(ctx.db, request.language, ctx.now());
  });

  app.put("/internal/video/jumbotron/:place", async (request) => {
    authorize(request);
    const { place } = parseInput(ZPlace, request.params);
    const input = parseInput(ZJumbotronConfigInput, request.body);
    await runCommand(ctx, setJumbotron, { place, input });
    return { success: true, config: await jumbotronConfig(ctx.db, place) };
  });
}
