import type { IResolvers } from "mercurius";
import { z } from "zod";
import { pickLocalized } from "../../common/languages.ts";
import { buildPath } from "../../common/routes/index.ts";
import { parseInput } from "../lib/validate.ts";
import { findPopularTags, findTagSuggestions, type TagCountRow } from "../modules/catalog/index.ts";
import type { ContentContext } from "./context.ts";
import type { ContentExtension } from "./extension.ts";

/**
 * The tag side of the global search on the content service (spec content §7 "tag suggestions and
 * most-popular tags"): what the search overlay offers before anything is typed, and tags as you
 * type. The search itself is search.ts (the use cases of REST searchResult/*).
 */
const typeDefs = /* GraphQL */ `
  """A tag with how many released videos carry it, and where its search results are."""
  type SearchTag {
    groupKey: String!
    name: String!
    videoCount: Int!
    """The search results page for the tag's name, in the request language."""
    url: String!
  }

  extend type Query {
    """The most popular tags: by views of their videos in the last 30 days, then by video count."""
    popularTags(first: Int = 20): [SearchTag!]!
    """Tags whose name (request language) or key contains the pattern (2-50 characters)."""
    tagSuggestions(pattern: String!, first: Int = 10): [SearchTag!]!
  }
`;

const ZPopular = z.strictObject({ first: z.number().int().min(1).max(100) });
const ZSuggest = z.strictObject({
  pattern: z.string().trim().min(2).max(50),
  first: z.number().int().min(1).max(30),
});

function present(row: TagCountRow, ctx: ContentContext) {
  const name = pickLocalized(row.name, ctx.language);
  return {
    groupKey: row.groupKey,
    name,
    videoCount: row.videoCount,
    url: buildPath(ctx.language, "searchVideos", { searchPattern: name.toLowerCase() }),
  };
}

const resolvers: IResolvers = {
  Query: {
    popularTags: async (_root: unknown, args: unknown, ctx: ContentContext) => {
      const { first } = parseInput(ZPopular, args);
      return (await findPopularTags(ctx.db, ctx.now, first)).map((row) => present(row, ctx));
    },
    tagSuggestions: async (_root: unknown, args: unknown, ctx: ContentContext) => {
      const { pattern, first } = parseInput(ZSuggest, args);
      const rows = await findTagSuggestions(ctx.db, {
        text: pattern,
        language: ctx.language,
        now: ctx.now,
        limit: first,
      });
      return rows.map((row) => present(row, ctx));
    },
  },
};

export const tagsExtension: ContentExtension = { typeDefs, resolvers };
