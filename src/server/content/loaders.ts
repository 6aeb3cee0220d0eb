import DataLoader from "dataloader";
import type { IResolvers, MercuriusContext } from "mercurius";
import { isVip } from "../modules/accounts/index.ts";
import type { ActorRow } from "../modules/catalog/index.ts";
import { type ContentContext, type ContentLoaders, requireGuestToken } from "./context.ts";
import { type GqlAlbum, type GqlModel, type GqlVideo, gqlModel } from "./presenter.ts";
import { type GuestFlags, guestFlags } from "./queries.ts";

// Per-request DataLoaders: every `load(id)` of one tick goes into one statement, so a list of 30
// tiles reads its 30 actors (or the guest's 30 flags) at once. Keys are ids, so batching and the
// per-request cache cost next to nothing (mercurius' own loaders key by a JSON of the parent object,
// which measured slower than the whole rest of a 30-tile answer).

const NO_FLAGS: GuestFlags = { bought: false, gifted: false, rating: 0, pinned: false };

/** The loaders of one request. */
export function createLoaders(ctx: Omit<ContentContext, "loaders">): ContentLoaders {
  const flags = (type: "video" | "album" | "actor") =>
    new DataLoader<number, GuestFlags>(async (ids) => {
      const guest = requireGuestToken(ctx);
      const found = await guestFlags(ctx.db, guest.id, type, [...ids]);
      return ids.map((id) => found.get(id) ?? NO_FLAGS);
    });
  return {
    actor: new DataLoader<number, ActorRow | null>(async (ids) => {
      const rows = await ctx.reads.actors([...ids].sort((a, b) => a - b));
      const byId = new Map(rows.map((row) => [row.id, row]));
      return ids.map((id) => byId.get(id) ?? null);
    }),
    flags: { video: flags("video"), album: flags("album"), actor: flags("actor") },
    models: new Map(),
  };
}

/** An actor as Model, presented once per request however many tiles show her. */
const model = async (actorId: number, ctx: MercuriusContext): Promise<GqlModel | null> => {
  const known = ctx.loaders.models.get(actorId);
  if (known) return known;
  const row = await ctx.loaders.actor.load(actorId);
  const presented = row ? gqlModel(row, ctx.language, ctx.now) : null;
  if (presented) ctx.loaders.models.set(actorId, presented);
  return presented;
};

/** Field resolvers that go through the loaders. */
export const loaderResolvers: IResolvers = {
  Video: {
    model: (video: GqlVideo, _args, ctx) => model(video.actorId, ctx),
    guestInfo: async (video: GqlVideo, _args, ctx) => {
      const f = await ctx.loaders.flags.video.load(video.id);
      const vip = ctx.guest ? isVip(ctx.guest, ctx.now) : false;
      return {
        bought: f.bought,
        gifted: f.gifted,
        flatrate: vip && video.vip,
        liked: f.rating > 0,
        disliked: f.rating < 0,
      };
    },
  },
  Album: {
    actor: (album: GqlAlbum, _args, ctx) => model(album.actorId, ctx),
    guestInfo: async (album: GqlAlbum, _args, ctx) => {
      const f = await ctx.loaders.flags.album.load(album.id);
      return { bought: f.bought, liked: f.rating > 0, disliked: f.rating < 0, pinned: f.pinned };
    },
  },
  VideoStar: {
    model: (star: { actorId: number }, _args, ctx) => model(star.actorId, ctx),
  },
  Model: {
    pinned: async (actor: GqlModel, _args, ctx) => (await ctx.loaders.flags.actor.load(actor.id)).pinned,
  },
};
