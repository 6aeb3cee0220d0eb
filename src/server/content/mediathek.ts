import type { IResolvers } from "mercurius";
import { z } from "zod";
import type { TTvEpisode, TTvSeriesTile } from "../../common/contracts/mediathek.ts";
import { MEDIATHEK_LIMITS, TV_SERIES_KINDS } from "../../common/contracts/values/mediathek.ts";
import { parseInput } from "../lib/validate.ts";
import {
  episodesView,
  findSeriesId,
  recommendationsView,
  seriesListView,
} from "../modules/mediathek/index.ts";
import type { ContentContext } from "./context.ts";
import type { ContentExtension } from "./extension.ts";
import { gqlVideo } from "./presenter.ts";

/**
 * The TV mediathek in the content service (spec content §7 "TV: series, mediathek videos and
 * recommendations"), over the mediathek module's reads; an episode's video is the catalog's Video.
 */
const typeDefs = /* GraphQL */ `
  """A TV series of the mediathek: free (free channel) or premium (premium channel, TV subscription or VIP)."""
  type TvSeries {
    key: String!
    hashId: String!
    """free or premium"""
    kind: String!
    title: String!
    description: String!
    image: String
    episodes: Int!
    seasons: Int!
    url: String!
  }

  """An episode of a series: a catalog video."""
  type TvEpisode {
    hashId: String!
    season: Int!
    episode: Int!
    title: String!
    seriesKey: String!
    seriesTitle: String!
    kind: String!
    url: String!
    video: Video!
  }

  type TvSeriesPage {
    total: Int!
    items: [TvSeries!]!
  }

  type TvEpisodePage {
    total: Int!
    items: [TvEpisode!]!
  }

  type TvRecommendations {
    episodes: [TvEpisode!]!
    series: [TvSeries!]!
  }

  extend type Query {
    """The series with episodes in their order (page 1-1000, pageSize 1-30), optionally of a kind."""
    tvSeries(page: Int = 1, pageSize: Int = 30, kind: String): TvSeriesPage!
    """A series' episodes by season and number (page size 1-30); null for an unknown series."""
    mediathekVideos(key: String!, page: Int = 1, pageSize: Int = 30): TvEpisodePage
    """The newest episodes and the series."""
    tvRecommendations: TvRecommendations!
  }
`;

const ZPage = {
  page: z.number().int().min(1).max(1000).nullish(),
  pageSize: z.number().int().min(1).max(MEDIATHEK_LIMITS.maxPageSize).nullish(),
};
const ZSeriesArgs = z.strictObject({ ...ZPage, kind: z.enum(TV_SERIES_KINDS).nullish() });
const ZVideosArgs = z.strictObject({
  ...ZPage,
  key: z
    .string()
    .max(80)
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
});

const series = (tile: TTvSeriesTile) => ({ ...tile, image: tile.image?.src ?? null });

/** Episodes with their videos as the GraphQL Video (one shared read of the catalog). */
async function episodes(ctx: ContentContext, items: TTvEpisode[]) {
  if (items.length === 0) return [];
  const ids = items.map((item) => item.video.id);
  const { rows } = await ctx.reads.videos({ filter: { ids }, order: "newest", offset: 0, limit: ids.length });
  const byId = new Map(rows.map((row) => [row.id, row]));
  return items.flatMap((item) => {
    const row = byId.get(item.video.id);
    return row ? [{ ...item, video: gqlVideo(row, ctx.language, ctx.now, ctx.publicUrl) }] : [];
  });
}

const resolvers: IResolvers = {
  Query: {
    tvSeries: async (_root: unknown, args: unknown, ctx: ContentContext) => {
      const { page, pageSize, kind } = parseInput(ZSeriesArgs, args);
      const list = await seriesListView(ctx.db, {
        language: ctx.language,
        page: page ?? 1,
        pageSize: pageSize ?? MEDIATHEK_LIMITS.seriesPageSize,
        ...(kind ? { kind } : {}),
      });
      return { total: list.total, items: list.items.map(series) };
    },
    mediathekVideos: async (_root: unknown, args: unknown, ctx: ContentContext) => {
      const { key, page, pageSize } = parseInput(ZVideosArgs, args);
      const seriesId = await findSeriesId(ctx.db, key);
      if (seriesId === null) return null;
      const list = await episodesView(
        ctx.db,
        { language: ctx.language, seriesId },
        { page: page ?? 1, pageSize: pageSize ?? MEDIATHEK_LIMITS.videosPageSize },
        ctx.now,
      );
      return { total: list.total, items: await episodes(ctx, list.items) };
    },
    tvRecommendations: async (_root: unknown, _args: unknown, ctx: ContentContext) => {
      const answer = await recommendationsView(ctx.db, ctx.language, ctx.now);
      return { episodes: await episodes(ctx, answer.episodes), series: answer.series.map(series) };
    },
  },
};

/** The mediathek queries. */
export const mediathekExtension: ContentExtension = { typeDefs, resolvers };
