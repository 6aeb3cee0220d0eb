import type { IResolvers, MercuriusLoaders } from "mercurius";

/**
 * The extension point of the content service. Another area adds its fields here without touching
 * the base schema: SDL with `extend type Model { ... }` (or new types and `extend type Query`),
 * its resolvers and, for fields read per list item, its loaders (one batch per request, see
 * loaders.ts). Registered: the actor profile's Model.chatRatings, heatMap, interviews and note
 * (actorProfile.ts, over actors queries); Album.pictures (albumPictures.ts, over albums queries);
 * the Mutation type (mutations.ts: ratings and album views); collections (collections.ts);
 * popular tags and tag suggestions (tags.ts); the global search (search.ts).
 *
 * Example:
 *   { typeDefs: "extend type Model { interviews: [Interview!]! } type Interview { ... }",
 *     loaders: { Model: { interviews: async (queries, ctx) => ... } } }
 */
export interface ContentExtension {
  typeDefs: string;
  resolvers?: IResolvers;
  loaders?: MercuriusLoaders;
}
