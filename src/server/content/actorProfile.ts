import DataLoader from "dataloader";
import type { IResolvers } from "mercurius";
import { actorNotesOf, chatRatingsOf, heatMapsOf, interviewsOf } from "../modules/actors/index.ts";
import type { ContentContext } from "./context.ts";
import { requireGuestToken } from "./context.ts";
import type { ContentExtension } from "./extension.ts";

/**
 * The actor-profile fields of the content service: Model.chatRatings, heatMap, interviews and the
 * guest's note (guest token). Each is batched per request (one statement for a whole list).
 */
const typeDefs = /* GraphQL */ `
  """Chat ratings of the last 90 days; null values below 10 ratings."""
  type ChatRatings {
    countRatings: Int
    satisfactionRate: Int
    days: Int!
  }

  type HeatMapHour {
    """0 = Monday."""
    weekday: Int!
    hour: Int!
    share: Float!
  }

  """How often the actor was online per weekday and hour over the last 4 weeks."""
  type HeatMap {
    """heatMaps[weekday][hour]: share 0-1."""
    heatMaps: [[Float!]!]!
    hoursToBeOnline: [HeatMapHour!]!
    memo: String
    errors: [String!]!
    timeZone: String!
  }

  type Interview {
    id: Int!
    question: String!
    answer: String!
    "The language the answer is in (the request language where the performer has it)."
    answerLanguage: String!
  }

  """The guest's private note on an actor."""
  type ActorNote {
    comment: String!
    updatedAt: String!
  }

  extend type Model {
    chatRatings: ChatRatings!
    heatMap: HeatMap!
    interviews: [Interview!]!
    """Needs a guest token."""
    note: ActorNote
  }
`;

type Model = { id: number; name: string };

interface ActorLoaders {
  chatRatings: DataLoader<
    number,
    Awaited<ReturnType<typeof chatRatingsOf>> extends Map<number, infer V> ? V : never
  >;
  heatMap: DataLoader<
    Model,
    Awaited<ReturnType<typeof heatMapsOf>> extends Map<number, infer V> ? V : never,
    number
  >;
  interviews: DataLoader<
    number,
    Awaited<ReturnType<typeof interviewsOf>> extends Map<number, infer V> ? V : never
  >;
  note: DataLoader<
    number,
    Awaited<ReturnType<typeof actorNotesOf>> extends Map<number, infer V> ? V | null : never
  >;
}

/** One set of loaders per request (keyed by the request's own loaders object). */
const perRequest = new WeakMap<object, ActorLoaders>();

function loadersOf(ctx: ContentContext): ActorLoaders {
  const known = perRequest.get(ctx.loaders);
  if (known) return known;
  const created: ActorLoaders = {
    chatRatings: new DataLoader(async (ids) => {
      const map = await chatRatingsOf(ctx.db, [...ids], ctx.now);
      return ids.map((id) => map.get(id) as NonNullable<ReturnType<typeof map.get>>);
    }),
    heatMap: new DataLoader(
      async (models) => {
        const map = await heatMapsOf(ctx.db, [...models], ctx.now);
        return models.map((model) => map.get(model.id) as NonNullable<ReturnType<typeof map.get>>);
      },
      { cacheKeyFn: (model) => model.id },
    ),
    interviews: new DataLoader(async (ids) => {
      const map = await interviewsOf(ctx.db, [...ids], ctx.language);
      return ids.map((id) => map.get(id) ?? []);
    }),
    note: new DataLoader(async (ids) => {
      const guest = requireGuestToken(ctx);
      const map = await actorNotesOf(ctx.db, guest.id, [...ids]);
      return ids.map((id) => map.get(id) ?? null);
    }),
  };
  perRequest.set(ctx.loaders, created);
  return created;
}

const resolvers: IResolvers = {
  Model: {
    chatRatings: (model: Model, _args: unknown, ctx: ContentContext) =>
      loadersOf(ctx).chatRatings.load(model.id),
    heatMap: (model: Model, _args: unknown, ctx: ContentContext) => loadersOf(ctx).heatMap.load(model),
    interviews: (model: Model, _args: unknown, ctx: ContentContext) =>
      loadersOf(ctx).interviews.load(model.id),
    note: (model: Model, _args: unknown, ctx: ContentContext) => {
      requireGuestToken(ctx);
      return loadersOf(ctx).note.load(model.id);
    },
  },
};

export const actorProfileExtension: ContentExtension = { typeDefs, resolvers };
