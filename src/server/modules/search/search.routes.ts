import type { FastifyInstance } from "fastify";
import { z } from "zod";
import {
  SEARCH_CACHE_SWEEP_MS,
  SEARCH_CATEGORIES,
  ZSearchListQuery,
  ZSearchPattern,
} from "../../../common/contracts/search.ts";
import { normalizeLanguage } from "../../../common/languages.ts";
import { parseInput } from "../../lib/validate.ts";
import { SearchCache } from "./cache.ts";
import { emptyCategory, searchActors, searchAll, searchVideos, suggest } from "./search.ts";

const ZParams = z.object({ language: z.string().max(8), searchPattern: ZSearchPattern });
const ZCategoryParams = ZParams.extend({ category: z.enum(SEARCH_CATEGORIES) });

/**
 * Global search (spec content §4/§7): searchResult/search (every category's first page),
 * searchResult/suggest (as you type) and searchResult/list (one category page). Anonymous;
 * answers are shared for SEARCH_CACHE_SECONDS (300 s), the cache swept every 5 s.
 */
export async function searchRoutes(app: FastifyInstance): Promise<void> {
  const cache = new SearchCache(app.ctx.config.searchCacheSeconds * 1000, SEARCH_CACHE_SWEEP_MS);
  app.addHook("onClose", async () => cache.close());
  const { db } = app.ctx;

  app.get("/searchResult/search/:language/:searchPattern", async (request) => {
    const params = parseInput(ZParams, request.params);
    const input = {
      language: normalizeLanguage(params.language),
      pattern: params.searchPattern,
      now: app.ctx.now(),
    };
    return cache.get(`all|${input.language}|${input.pattern.toLowerCase()}`, () => searchAll(db, input));
  });

  app.get("/searchResult/suggest/:language/:searchPattern", async (request) => {
    const params = parseInput(ZParams, request.params);
    const input = {
      language: normalizeLanguage(params.language),
      pattern: params.searchPattern,
      now: app.ctx.now(),
    };
    return cache.get(`suggest|${input.language}|${input.pattern.toLowerCase()}`, () => suggest(db, input));
  });

  app.get("/searchResult/list/:category/:language/:searchPattern", async (request) => {
    const params = parseInput(ZCategoryParams, request.params);
    const query = parseInput(ZSearchListQuery, request.query);
    const input = {
      language: normalizeLanguage(params.language),
      pattern: params.searchPattern,
      now: app.ctx.now(),
      page: query.page,
    };
    const key = `list|${params.category}|${input.language}|${input.pattern.toLowerCase()}|${query.page}|${query.sort}`;
    return cache.get(key, async () => {
      if (params.category === "videos") {
        const { proposals, result } = await searchVideos(db, input);
        return { searchPattern: input.pattern, proposals, result };
      }
      if (params.category === "actors") {
        const { proposals, result } = await searchActors(db, { ...input, sort: query.sort });
        return { searchPattern: input.pattern, proposals, result };
      }
      return { searchPattern: input.pattern, proposals: [], result: emptyCategory(params.category, input) };
    });
  });
}
