import DataLoader from "dataloader";
import type { IResolvers } from "mercurius";
import { z } from "zod";
import type { TContestEntry } from "../../common/contracts/contests.ts";
import { parseInput } from "../lib/validate.ts";
import { contestGridView, contestListsView, videoContestPlaces, votesOf } from "../modules/contests/index.ts";
import { type ContentContext, requireGuestToken } from "./context.ts";
import type { ContentExtension } from "./extension.ts";
import type { GqlVideo } from "./presenter.ts";

/**
 * Contests in the content service (spec content §7 "contests: current and passed contests, all
 * votes, guest votes"), over the contests module's reads; and a video's contestInfo.place from the
 * contests it won (places 1 to 3 of an ended contest), else the imported place.
 */
const typeDefs = /* GraphQL */ `
  """A contest: guests vote for performers' videos or photos while it runs (at most 5 votes each)."""
  type Contest {
    id: Int!
    title: String!
    description: String!
    rules: String!
    prizes: [String!]!
    """video or photo"""
    mediaType: String!
    needAvs: Boolean!
    """next, active or last"""
    state: String!
    startsAt: String!
    endsAt: String!
    entryCount: Int!
    totalVotes: Int!
  }

  """The votes of one entry (contest media)."""
  type ContestMediaVotes {
    mediaId: Int!
    actorId: Int!
    votes: Int!
    """Its place once the contest ended."""
    place: Int
  }

  """A vote of the guest."""
  type ContestGuestVote {
    contestId: Int!
    mediaId: Int!
    created: String!
  }

  extend type Query {
    """The contests running now and those that start next."""
    currentContests: [Contest!]!
    """Ended contests, newest first."""
    passedContests: [Contest!]!
    """The votes of every entry of a contest, most first (first: 1-200)."""
    contestVotes(contestId: Int!, first: Int = 100): [ContestMediaVotes!]!
    """The guest's votes, in one contest or in all (newest first). Needs a guest token."""
    guestContestVotes(contestId: Int): [ContestGuestVote!]!
  }
`;

const ZId = z.number().int().positive().max(2_147_483_647);
const ZVotesArgs = z.strictObject({ contestId: ZId, first: z.number().int().min(1).max(200).nullish() });
const ZGuestArgs = z.strictObject({ contestId: ZId.nullish() });

const viewerOf = (ctx: ContentContext) => ({
  language: ctx.language,
  now: ctx.now,
  ageChecked: ctx.guest?.avsAccepted ?? false,
});

/** Per request: the contest places of the videos asked for, one statement per list. */
const placeLoaders = new WeakMap<object, DataLoader<number, number | null>>();
function placeLoader(ctx: ContentContext) {
  let loader = placeLoaders.get(ctx.loaders);
  if (!loader) {
    loader = new DataLoader(async (ids) => {
      const places = await videoContestPlaces(ctx.db, [...ids], ctx.now);
      return ids.map((id) => places.get(id) ?? null);
    });
    placeLoaders.set(ctx.loaders, loader);
  }
  return loader;
}

const present = (entry: TContestEntry) => ({
  mediaId: entry.mediaId,
  actorId: entry.actor.id,
  votes: entry.votes,
  place: entry.place,
});

const resolvers: IResolvers = {
  Query: {
    currentContests: async (_root: unknown, _args: unknown, ctx: ContentContext) => {
      const lists = await contestListsView(ctx.db, viewerOf(ctx));
      return [...lists.active, ...lists.next];
    },
    passedContests: async (_root: unknown, _args: unknown, ctx: ContentContext) =>
      (await contestListsView(ctx.db, viewerOf(ctx))).last,
    contestVotes: async (_root: unknown, args: unknown, ctx: ContentContext) => {
      const { contestId, first } = parseInput(ZVotesArgs, args);
      const grid = await contestGridView(
        ctx.db,
        { contestId, contestSub: "top", limit: first ?? 100, offset: 0, guestId: null },
        viewerOf(ctx),
      );
      return grid.items.map(present);
    },
    guestContestVotes: async (_root: unknown, args: unknown, ctx: ContentContext) => {
      const guest = requireGuestToken(ctx);
      const { contestId } = parseInput(ZGuestArgs, args);
      const votes = await votesOf(ctx.db, { guestId: guest.id, contestId: contestId ?? undefined }, 500);
      return votes.map((v) => ({
        contestId: v.contestId,
        mediaId: v.mediaId,
        created: v.createdAt.toISOString(),
      }));
    },
  },
  Video: {
    contestInfo: async (video: GqlVideo, _args: unknown, ctx: ContentContext) => ({
      place: (await placeLoader(ctx).load(video.id)) ?? video.contestInfo.place,
    }),
  },
};

/** The contests queries and Video.contestInfo. */
export const contestsExtension: ContentExtension = { typeDefs, resolvers };
