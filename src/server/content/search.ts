import type { IResolvers } from "mercurius";
import { z } from "zod";
import type { TSearchCategoryResult } from "../../common/contracts/search.ts";
import { ZSearchPattern } from "../../common/contracts/search.ts";
import { parseInput } from "../lib/validate.ts";
import type { ContentContext } from "./context.ts";
import type { ContentExtension } from "./extension.ts";
import { gqlModel, gqlVideo } from "./presenter.ts";

/**
 * The global search on the content service (spec content §7 "Global search"): the same use cases,
 * rules and 300 s answer cache as REST searchResult/* (the search module's shared SearchApi); hits
 * come back as the service's Video and Model types, read by id through the shared catalogue reads.
 */
const typeDefs = /* GraphQL */ `
  """A term proposed while typing: a tag, a category, an actor or a corrected spelling."""
  type SearchTerm {
    text: String!
    """tag, category, actor or correction"""
    kind: String!
    url: String!
  }

  """A video proposed while typing."""
  type SearchVideoHit {
    id: Int!
    title: String!
    url: String!
    actorName: String!
  }

  """Suggestions as you type (searchResult/suggest)."""
  type SearchSuggestions {
    searchPattern: String!
    """Corrected spellings of the pattern's words ("did you mean")."""
    proposals: [String!]!
    terms: [SearchTerm!]!
    models: [Model!]!
    videos: [SearchVideoHit!]!
  }

  """Videos found: how many, the results page and a page of them."""
  type SearchVideos {
    count: Int!
    link: String!
    items: [Video!]!
  }

  """Actors found: how many, the results page and a page of them."""
  type SearchModels {
    count: Int!
    link: String!
    items: [Model!]!
  }

  """A category counted, with its results page (asmr: videos of the asmr tag group; tv: series; mediathek: episodes; blog: posts)."""
  type SearchCategoryCount {
    type: String!
    count: Int!
    link: String!
  }

  """Every category's first page (searchResult/search)."""
  type SearchResult {
    searchPattern: String!
    proposals: [String!]!
    videos: SearchVideos!
    models: SearchModels!
    asmr: SearchCategoryCount!
    tv: SearchCategoryCount!
    mediathek: SearchCategoryCount!
    blog: SearchCategoryCount!
  }

  extend type Query {
    """The whole search for a pattern of 3-100 characters, in the request language."""
    search(pattern: String!): SearchResult!
    """Suggestions as you type for a pattern of 3-100 characters."""
    searchSuggestions(pattern: String!): SearchSuggestions!
    """One page of the videos found (30 per page)."""
    searchVideos(pattern: String!, page: Int = 1): SearchVideos!
    """One page of the actors found (30 per page), by rank."""
    searchModels(pattern: String!, page: Int = 1): SearchModels!
  }
`;

const ZPattern = z.strictObject({ pattern: ZSearchPattern });
const ZPage = z.strictObject({ pattern: ZSearchPattern, page: z.number().int().min(1).max(1000) });

/** Video rows for found ids, in the order found (one shared read). */
async function videosById(ctx: ContentContext, ids: number[]) {
  if (ids.length === 0) return [];
  const { rows } = await ctx.reads.videos({ filter: { ids }, order: "newest", offset: 0, limit: ids.length });
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [gqlVideo(row, ctx.language, ctx.now, ctx.publicUrl)] : [];
  });
}

/** Actor rows for found ids, in the order found (one shared read). */
async function modelsById(ctx: ContentContext, ids: number[]) {
  if (ids.length === 0) return [];
  const byId = new Map((await ctx.reads.actors([...ids].sort((a, b) => a - b))).map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [gqlModel(row, ctx.language, ctx.now)] : [];
  });
}

async function videosOf(ctx: ContentContext, category: TSearchCategoryResult) {
  const items = await videosById(
    ctx,
    category.items.flatMap((item) => ("id" in item ? [item.id] : [])),
  );
  return { count: category.count, link: category.link, items };
}

async function modelsOf(ctx: ContentContext, category: TSearchCategoryResult) {
  const items = await modelsById(
    ctx,
    category.items.flatMap((item) => ("id" in item ? [item.id] : [])),
  );
  return { count: category.count, link: category.link, items };
}

const counted = (category: TSearchCategoryResult) => ({
  type: category.type,
  count: category.count,
  link: category.link,
});

const resolvers: IResolvers = {
  Query: {
    search: async (_root: unknown, args: unknown, ctx: ContentContext) => {
      const { pattern } = parseInput(ZPattern, args);
      const result = await ctx.search.result(ctx.language, pattern);
      const [videos, models] = await Promise.all([
        videosOf(ctx, result.videos),
        modelsOf(ctx, result.actors),
      ]);
      return {
        searchPattern: result.searchPattern,
        proposals: result.proposals,
        videos,
        models,
        asmr: counted(result.asmr),
        tv: counted(result.tv),
        mediathek: counted(result.mediathek),
        blog: counted(result.blog),
      };
    },
    searchSuggestions: async (_root: unknown, args: unknown, ctx: ContentContext) => {
      const { pattern } = parseInput(ZPattern, args);
      const found = await ctx.search.suggest(ctx.language, pattern);
      return {
        searchPattern: found.searchPattern,
        proposals: found.proposals,
        terms: found.terms,
        models: await modelsById(
          ctx,
          found.actors.map((actor) => actor.id),
        ),
        videos: found.videos,
      };
    },
    searchVideos: async (_root: unknown, args: unknown, ctx: ContentContext) => {
      const { pattern, page } = parseInput(ZPage, args);
      return videosOf(ctx, (await ctx.search.list(ctx.language, "videos", pattern, page)).result);
    },
    searchModels: async (_root: unknown, args: unknown, ctx: ContentContext) => {
      const { pattern, page } = parseInput(ZPage, args);
      return modelsOf(ctx, (await ctx.search.list(ctx.language, "actors", pattern, page)).result);
    },
  },
};

export const searchExtension: ContentExtension = { typeDefs, resolvers };
