import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { SEARCH_CATEGORIES, ZSearchListQuery, ZSearchPattern } from "../../../../common/contracts/search.ts";
import { normalizeLanguage } from "../../../../common/languages.ts";
import { parseInput } from "../../../lib/validate.ts";
import { sharedSearchApi } from "./search.ts";

const ZParams = z.object({ language: z.string().max(8), searchPattern: ZSearchPattern });
const ZCategoryParams = ZParams.extend({ category: z.enum(SEARCH_CATEGORIES) });

/**
 * Global search (spec content §4/§7): searchResult/search (every category's first page),
 * searchResult/suggest (as you type) and searchResult/list (one category page). Anonymous;
 * answers are shared for SEARCH_CACHE_SECONDS (300 s), the cache swept every 5 s.
 */
export async function searchRoutes(app: FastifyInstance): Promise<void> {
  // Shared with the content service's search fields (one answer cache).
  const search = sharedSearchApi(app.ctx);
  app.addHook("onClose", async () => search.close());

  app.get("/searchResult/search/:language/:searchPattern", async (request) => {
    const params = parseInput(ZParams, request.params);
    return search.result(normalizeLanguage(params.language), params.searchPattern);
  });

  app.get("/searchResult/suggest/:language/:searchPattern", async (request) => {
    const params = parseInput(ZParams, request.params);
    return search.suggest(normalizeLanguage(params.language), params.searchPattern);
  });

  app.get("/searchResult/list/:category/:language/:searchPattern", async (request) => {
    const params = parseInput(ZCategoryParams, request.params);
    // sort=distance orders actors by the postal code's or the edge headers' place (else rank).
    const query = parseInput(ZSearchListQuery, request.query);
    return search.list(
      normalizeLanguage(params.language),
      params.category,
      params.searchPattern,
      query.page,
      {
        sort: query.sort,
        zip: query.zip,
        header: (name) => {
          const value = request.headers[name];
          return Array.isArray(value) ? value[0] : value;
        },
      },
    );
  });
}
