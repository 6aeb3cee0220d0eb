import DataLoader from "dataloader";
import type { IResolvers } from "mercurius";
import { pickLocalized } from "../../common/languages.ts";
import { AppError, AppErrorCode } from "../lib/errors.ts";
import { collectionVideoIds, findCollections } from "../modules/catalog/index.ts";
import type { ContentContext } from "./context.ts";
import type { ContentExtension } from "./extension.ts";
import { type GqlVideo, gqlVideo } from "./presenter.ts";

/**
 * Curated video collections (spec content §7 "collections"), imported with the catalogue
 * (contentImport `collections`). A collection's videos load for a whole list at once: one
 * statement for the ids of every collection, one for the videos.
 */
const typeDefs = /* GraphQL */ `
  """A curated list of videos."""
  type Collection {
    id: Int!
    title: String!
    description: String!
    """How many of its videos are released."""
    videoCount: Int!
    """Its released videos in the collection's order (at most 50)."""
    videos(first: Int = 12): [Video!]!
  }

  extend type Query {
    """Curated video collections in list order."""
    collections(first: Int = 20): [Collection!]!
  }
`;

type Parent = { id: number; title: string; description: string; videoCount: number };

/** Per request and page size: the videos of every collection asked for. */
const perRequest = new WeakMap<object, Map<number, DataLoader<number, GqlVideo[]>>>();

function videosLoader(ctx: ContentContext, first: number) {
  let byFirst = perRequest.get(ctx.loaders);
  if (!byFirst) {
    byFirst = new Map();
    perRequest.set(ctx.loaders, byFirst);
  }
  let loader = byFirst.get(first);
  if (!loader) {
    loader = new DataLoader(async (collectionIds) => {
      const entries = await collectionVideoIds(ctx.db, [...collectionIds], ctx.now, first);
      const wanted = [...new Set(entries.map((e) => e.videoId))];
      const { rows } = wanted.length
        ? await ctx.reads.videos({
            filter: { ids: wanted },
            order: "newest",
            offset: 0,
            limit: wanted.length,
          })
        : { rows: [] };
      const byId = new Map(rows.map((row) => [row.id, gqlVideo(row, ctx.language, ctx.now, ctx.publicUrl)]));
      return collectionIds.map((id) =>
        entries.filter((e) => e.collectionId === id).flatMap((e) => byId.get(e.videoId) ?? []),
      );
    });
    byFirst.set(first, loader);
  }
  return loader;
}

function bounded(value: unknown, fallback: number, max: number, name: string): number {
  const n = value === undefined || value === null ? fallback : value;
  if (typeof n !== "number" || !Number.isInteger(n) || n < 1 || n > max)
    throw new AppError(AppErrorCode.VALIDATION_FAILED, `${name} must be between 1 and ${max}`);
  return n;
}

const resolvers: IResolvers = {
  Query: {
    collections: async (
      _root: unknown,
      args: { first?: unknown },
      ctx: ContentContext,
    ): Promise<Parent[]> => {
      const rows = await findCollections(ctx.db, bounded(args.first, 20, 100, "first"), ctx.now);
      return rows.map((row) => ({
        id: row.id,
        videoCount: row.videoCount,
        title: pickLocalized(row.title, ctx.language),
        description: pickLocalized(row.description, ctx.language),
      }));
    },
  },
  Collection: {
    videos: (parent: Parent, args: { first?: unknown }, ctx: ContentContext) =>
      videosLoader(ctx, bounded(args.first, 12, 50, "first")).load(parent.id),
  },
};

export const collectionsExtension: ContentExtension = { typeDefs, resolvers };
