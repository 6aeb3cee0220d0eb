import type { IResolvers } from "mercurius";
import { z } from "zod";
import { ZGuestRating } from "../../common/contracts/albums.ts";
import { type CommandContext, runCommand } from "../lib/command.ts";
import { parseInput } from "../lib/validate.ts";
import { rateAlbum, ratePicture, viewAlbum } from "../modules/albums/index.ts";
import { rateVideo } from "../modules/catalog/index.ts";
import { type ContentContext, requireGuestToken } from "./context.ts";
import type { ContentExtension } from "./extension.ts";

/**
 * The content service's mutations (spec content §7: video likes and dislikes; photo albums'
 * likes and dislikes and views). They run the same commands as the REST calls gallery/*, in one
 * transaction each (runCommand); ratings need a guest token. Never answered from the anonymous answer cache.
 */
const typeDefs = /* GraphQL */ `
  """A guest's like or dislike of an object and its counters after the change."""
  type RatingResult {
    """video, album or picture"""
    objectType: String!
    objectId: Int!
    guestRatingLikes: Int!
    guestRatingDislikes: Int!
    isLiked: Boolean!
    isDisliked: Boolean!
  }

  """An album view: each visitor (guest, else address and browser) counts once per album and UTC day."""
  type AlbumView {
    albumId: Int!
    """false when this visitor was counted today already"""
    counted: Boolean!
    albumTotalViews: Int!
  }

  type Mutation {
    """Likes (1), dislikes (-1) or takes back (0) a released video. Needs a guest token."""
    rateVideo(videoId: Int!, rating: Int!): RatingResult!
    """
    The same for a released album; a private shop album needs its purchase (FORBIDDEN). Needs a
    guest token.
    """
    rateAlbum(albumId: Int!, rating: Int!): RatingResult!
    """The same for a picture of a released album (the album's rules apply). Needs a guest token."""
    ratePicture(pictureId: Int!, rating: Int!): RatingResult!
    """Counts a view of a released album (gallery/view); any token."""
    viewAlbum(albumId: Int!): AlbumView!
  }
`;

const id = z.number().int().positive().max(2_147_483_647);
const ZRateVideo = z.strictObject({ videoId: id, rating: ZGuestRating });
const ZRateAlbum = z.strictObject({ albumId: id, rating: ZGuestRating });
const ZRatePicture = z.strictObject({ pictureId: id, rating: ZGuestRating });
const ZViewAlbum = z.strictObject({ albumId: id });

/** runCommand's context for a GraphQL request: its database, its one clock reading and the outbox. */
const commandContext = (ctx: ContentContext): CommandContext => ({
  db: ctx.db,
  now: () => ctx.now,
  wakeOutbox: ctx.wakeOutbox,
});

const resolvers: IResolvers = {
  Mutation: {
    rateVideo: async (_root: unknown, args: unknown, ctx: ContentContext) => {
      const { videoId, rating } = parseInput(ZRateVideo, args);
      const guest = requireGuestToken(ctx);
      return runCommand(commandContext(ctx), rateVideo, { guestId: guest.id, videoId, value: rating });
    },
    rateAlbum: async (_root: unknown, args: unknown, ctx: ContentContext) => {
      const { albumId, rating } = parseInput(ZRateAlbum, args);
      const guest = requireGuestToken(ctx);
      return runCommand(commandContext(ctx), rateAlbum, {
        guestId: guest.id,
        objectId: albumId,
        value: rating,
      });
    },
    ratePicture: async (_root: unknown, args: unknown, ctx: ContentContext) => {
      const { pictureId, rating } = parseInput(ZRatePicture, args);
      const guest = requireGuestToken(ctx);
      return runCommand(commandContext(ctx), ratePicture, {
        guestId: guest.id,
        objectId: pictureId,
        value: rating,
      });
    },
    viewAlbum: async (_root: unknown, args: unknown, ctx: ContentContext) => {
      const { albumId } = parseInput(ZViewAlbum, args);
      return viewAlbum({ db: ctx.db, marks: ctx.albumViews, albumId, visitor: ctx.visitor, now: ctx.now });
    },
  },
};

export const mutationsExtension: ContentExtension = { typeDefs, resolvers };
