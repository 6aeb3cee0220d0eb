import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { BREADCRUMB_TYPES } from "../../../common/breadcrumbs.ts";
import { ZBreadcrumbPayloads } from "../../../common/contracts/breadcrumbs.ts";
import { notFound } from "../../lib/errors.ts";
import { parseInput } from "../../lib/validate.ts";
import { breadcrumbOf } from "./breadcrumbs.ts";

const ZType = z.object({ breadcrumbType: z.enum(BREADCRUMB_TYPES) });

/**
 * POST breadcrumb/{breadcrumbType} (spec content §7): the payload's ids → data.breadcrumb, the
 * trail of {name, url} from the start page. An unknown type or a bad payload is 400/422, ids that
 * name nothing public 404.
 */
export async function breadcrumbRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  app.post("/breadcrumb/:breadcrumbType", async (request) => {
    const { breadcrumbType } = parseInput(ZType, request.params);
    const payload = parseInput(ZBreadcrumbPayloads[breadcrumbType], request.body ?? {});
    const breadcrumb = await breadcrumbOf(ctx.db, request.language, breadcrumbType, payload, ctx.now());
    if (!breadcrumb) throw notFound("Page");
    return { data: { breadcrumb } };
  });
}
