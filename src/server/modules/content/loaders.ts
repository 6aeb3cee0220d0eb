import type { MercuriusContext, MercuriusLoaders } from "mercurius";
import { requireGuestToken } from "./context.ts";
import { type GqlAlbum, type GqlModel, type GqlVideo, gqlModel } from "./presenter.ts";
import { guestFlags } from "./queries.ts";

// Field loaders: mercurius batches every `Type.field` of one request into one call, so a list
// of 30 tiles reads its 30 actors (or the guest's 30 flags) with one statement.

type Query<T> = { obj: T; params: unknown };

/** Actors by id for a batch, in the batch's order (null for an unknown id). */
async function modelsFor(ids: number[], ctx: MercuriusContext): Promise<(GqlModel | null)[]> {
  const unique = [...new Set(ids)].sort((a, b) => a - b);
  const rows = await ctx.reads.actors(unique);
  const byId = new Map(rows.map((row) => [row.id, gqlModel(row, ctx.language, ctx.now)]));
  return ids.map((id) => byId.get(id) ?? null);
}

async function flagsFor(ctx: MercuriusContext, type: "video" | "album" | "actor", ids: number[]) {
  const guest = requireGuestToken(ctx);
  const flags = await guestFlags(ctx.db, guest.id, type, [...new Set(ids)]);
  return ids.map((id) => flags.get(id) ?? { bought: false, rating: 0, pinned: false });
}

/** The loaders of the base schema. */
export const baseLoaders: MercuriusLoaders = {
  Video: {
    model: (queries: Query<GqlVideo>[], ctx) =>
      modelsFor(
        queries.map((q) => q.obj.actorId),
        ctx,
      ),
    guestInfo: async (queries: Query<GqlVideo>[], ctx) => {
      const flags = await flagsFor(
        ctx,
        "video",
        queries.map((q) => q.obj.id),
      );
      const vip = ctx.guest?.vipUntil ? ctx.guest.vipUntil > ctx.now : false;
      return flags.map((f, i) => ({
        bought: f.bought,
        gifted: false,
        flatrate: vip && (queries[i]?.obj.vip ?? false),
        liked: f.rating > 0,
        disliked: f.rating < 0,
      }));
    },
  },
  Album: {
    actor: (queries: Query<GqlAlbum>[], ctx) =>
      modelsFor(
        queries.map((q) => q.obj.actorId),
        ctx,
      ),
    guestInfo: async (queries: Query<GqlAlbum>[], ctx) => {
      const flags = await flagsFor(
        ctx,
        "album",
        queries.map((q) => q.obj.id),
      );
      return flags.map((f) => ({
        bought: f.bought,
        liked: f.rating > 0,
        disliked: f.rating < 0,
        pinned: f.pinned,
      }));
    },
  },
  VideoStar: {
    model: (queries: Query<{ actorId: number }>[], ctx) =>
      modelsFor(
        queries.map((q) => q.obj.actorId),
        ctx,
      ),
  },
  Model: {
    pinned: async (queries: Query<GqlModel>[], ctx) => {
      const flags = await flagsFor(
        ctx,
        "actor",
        queries.map((q) => q.obj.id),
      );
      return flags.map((f) => f.pinned);
    },
  },
};
