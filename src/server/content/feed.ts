import type { IResolvers } from "mercurius";
import { z } from "zod";
import { ZCommentPost, ZFeedArgs, ZReportInput, ZTipPost } from "../../common/contracts/feed.ts";
import { type CommandContext, runCommand } from "../lib/command.ts";
import { AppError, AppErrorCode } from "../lib/errors.ts";
import { idempotencyKeyOf, requestFingerprint } from "../lib/idempotency.ts";
import { parseInput } from "../lib/validate.ts";
import {
  boughtContentOf,
  buyPost,
  commentPost,
  deleteOwnComment,
  type FeedViewer,
  feedConnection,
  feedTotals,
  postFor,
  reportPost,
  setPostLike,
  tipPost,
  viewPost,
} from "../modules/feed/index.ts";
import { type ContentContext, requireGuestToken } from "./context.ts";
import type { ContentExtension } from "./extension.ts";
import { gqlModel, gqlVideo } from "./presenter.ts";

/**
 * The social feed on the content service (spec content §7 Feed; the post, comment and totals
 * shapes of §"Feed post"): the feed by cursor, a post, the totals, the guest's bought content, and
 * the mutations view, like, unlike, comment, delete comment, buy, tip (and a report). Buying and
 * tipping are charges: an Idempotency-Key header makes a retry replay the first answer. Rules in
 * docs/decisions.md "The social feed".
 */
const typeDefs = /* GraphQL */ `
  """A feed picture or avatar (w320/w640/w1280 in srcSet)."""
  type FeedImage {
    id: Int!
    url: String!
    srcSet: String!
    fsk: Int!
    avsRequired: Boolean!
  }
  type FeedModel {
    id: Int!
    name: String!
    online: Boolean!
    """MOMENTUM (online for less than 15 minutes: she just came online), ONLINE or OFFLINE"""
    onlineState: String!
    avatar: FeedImage
  }
  """A post's tipping goal in coins (goal = goalCoins, tipsSum = tipsSumCoins)."""
  type TippingGoal {
    goal: Int!
    tipsSum: Int!
    goalCoins: Int!
    tipsSumCoins: Int!
    progressPercent: Int!
    achieved: Boolean!
  }
  type FeedGuestState {
    liked: Boolean!
    viewed: Boolean!
    following: Boolean!
    bought: Boolean!
  }
  type FeedCommentUser {
    id: Int!
    name: String!
    """The performer's avatar URL for her own comments, else null."""
    avatar: String
  }
  type FeedComment {
    id: Int!
    conversationId: Int!
    parentId: Int
    created: String!
    isCreator: Boolean!
    """The writer tipped this post."""
    tipped: Boolean!
    text: String!
    isReplyToReply: Boolean!
    user: FeedCommentUser!
    """Replies of a top-level comment, oldest first (empty for a reply)."""
    replies: [FeedComment!]!
  }
  type FeedComments {
    totalCount: Int!
    nodes: [FeedComment!]!
  }
  type FeedClipSource {
    label: String!
    src: String!
    type: String!
  }
  type FeedClip {
    id: Int!
    length: Int!
    width: Int!
    height: Int!
    ratio: Float!
    avsRequired: Boolean!
    """Empty while the media is locked (access is not open)."""
    sources: [FeedClipSource!]!
    poster: FeedImage
  }
  """What locked media shows instead (shown blurred): its colour and shape."""
  type FeedPreview {
    color: String!
    width: Int!
    height: Int!
  }
  type FeedContest {
    id: Int!
  }
  type FeedPost {
    id: Int!
    created: String!
    published: String!
    """clip, photos or text"""
    type: String!
    status: String!
    pinned: Boolean!
    title: String!
    text: String!
    views: Int!
    likes: Int!
    umaId: String
    paidContent: Boolean!
    priceCoins: Int!
    fsk: Int!
    """open, needPurchase, needAgeCheck or needLogin: whether the media is shown"""
    access: String!
    model: FeedModel!
    tippingGoal: TippingGoal
    guestState: FeedGuestState!
    comments: FeedComments!
    clip: FeedClip
    photos: [FeedImage!]!
    photoCount: Int!
    preview: FeedPreview
    """The photo contest a photos post is the performer's entry in, else null."""
    contest: FeedContest
  }
  type FeedEdge {
    cursor: String!
    node: FeedPost!
  }
  type FeedPageInfo {
    hasNextPage: Boolean!
    endCursor: String
  }
  type FeedConnection {
    edges: [FeedEdge!]!
    pageInfo: FeedPageInfo!
  }
  enum FeedFilter {
    BOUGHT
    TEXT_POSTS
    PHOTOS_POSTS
    CLIP_POSTS
    LIKED
    COMMENTED
  }
  enum FeedMode {
    profile
    mixed
    favorite
    startpage
  }
  type FeedTotalCounts {
    totalCount: Int!
    clips: Int!
    photos: Int!
    texts: Int!
    liked: Int!
    commented: Int!
  }
  type BoughtContentGuest {
    photos: Int!
    clips: Int!
  }
  type FeedStats {
    """The guest's bought feed posts by kind; only the token's own guest."""
    boughtContentGuest(guestId: Int!): BoughtContentGuest!
  }
  type PostView {
    postId: Int!
    counted: Boolean!
    views: Int!
  }
  type PostLike {
    postId: Int!
    liked: Boolean!
    likes: Int!
  }
  type FeedChargeResult {
    success: Boolean!
    postId: Int!
    coins: Int!
    balance: Int!
    tippingGoal: TippingGoal
  }
  type DeleteCommentResult {
    success: Boolean!
    commentId: Int!
    postId: Int!
  }
  type FeedReportResult {
    success: Boolean!
    reportId: Int!
  }

  extend type Query {
    """
    A feed by cursor (newest first; a profile feed's pinned posts first): mode profile (modelId),
    mixed, favorite (followed performers; follows: true) or startpage; typeGroups and the flags
    filter. A cursor pages only the feed it came from.
    """
    feed(
      modelId: Int
      typeGroups: [FeedFilter!]
      follows: Boolean
      bought: Boolean
      mode: FeedMode
      liked: Boolean
      commented: Boolean
      first: Int
      after: String
      language: String
    ): FeedConnection!
    """Posts by kind of a feed, and the guest's liked and commented ones."""
    feedTotalCounts(modelId: Int, mode: FeedMode): FeedTotalCounts!
    stats: FeedStats!
    """One post; NOT_FOUND when unknown or deleted."""
    post(postId: Int!): FeedPost
    """Actors by ids, in the order asked; unknown ids are left out."""
    models_v2(ids: [Int!]!): [Model!]!
    """Released videos by ids, in the order asked; unknown ids are left out."""
    videos_v2(ids: [Int!]!): [Video!]!
  }

  extend type Mutation {
    """Counts a view of a post (each visitor once)."""
    viewedPost(postId: Int!, context: String): PostView!
    """Buys a paid post (guest token; Idempotency-Key header)."""
    buyPost(postId: Int!): FeedChargeResult!
    likePost(postId: Int!, context: String): PostLike!
    unlikePost(postId: Int!): PostLike!
    """A comment, or a reply to one (guest token)."""
    commentPost(postId: Int!, text: String!, repliesToCommentId: Int): FeedComment!
    """Deletes the guest's own comment."""
    deleteComment(commentID: Int!): DeleteCommentResult!
    """Tips a post in coins (amount, the euro amount, stays empty; Idempotency-Key header)."""
    tipPost(postId: Int!, amount: Float, amountCoins: Int!): FeedChargeResult!
    """Reports a post or one of its comments to the operator."""
    reportFeedContent(postId: Int!, commentId: Int, reason: String!): FeedReportResult!
  }
`;

const id = z.number().int().positive().max(2_147_483_647);
const ZPostId = z.strictObject({ postId: id, context: z.string().max(50).nullish() });
const ZDeleteComment = z.strictObject({ commentID: id });
const ZTotals = z.strictObject({ modelId: id.nullish(), mode: ZFeedArgs.shape.mode });
const ZIds = z.strictObject({ ids: z.array(id).max(200) });

const commandContext = (ctx: ContentContext): CommandContext => ({
  db: ctx.db,
  now: () => ctx.now,
  wakeOutbox: ctx.wakeOutbox,
});

const viewerOf = (ctx: ContentContext): FeedViewer => ({
  guestId: ctx.guest?.id ?? null,
  avsAccepted: ctx.guest?.avsAccepted ?? false,
});
const signersOf = (ctx: ContentContext) => ({ signImage: ctx.signImage, signStream: ctx.signStream });

/** The Idempotency-Key part of a charging mutation (its fingerprint: the mutation and its input). */
function idempotency(ctx: ContentContext, guestId: number, mutation: string, input: unknown) {
  const key = idempotencyKeyOf(ctx.idempotencyHeader);
  if (key === null) return null;
  return { guestId, key, fingerprint: requestFingerprint("POST", `/graphql#${mutation}`, input) };
}

type Args = Record<string, unknown>;

const resolvers: IResolvers = {
  Query: {
    feed: async (_root: unknown, args: Args, ctx: ContentContext) =>
      feedConnection(ctx.db, parseInput(ZFeedArgs, args), viewerOf(ctx), signersOf(ctx), ctx.now),
    feedTotalCounts: async (_root: unknown, args: Args, ctx: ContentContext) => {
      const { modelId, mode } = parseInput(ZTotals, args);
      const type = mode ?? (modelId ? "profile" : "mixed");
      if (type === "profile" && !modelId)
        throw new AppError(AppErrorCode.VALIDATION_FAILED, "modelId is needed");
      if (type === "favorite") requireGuestToken(ctx);
      return feedTotals(ctx.db, { type, modelId: modelId ?? null, guestId: ctx.guest?.id ?? null }, ctx.now);
    },
    stats: () => ({}),
    post: async (_root: unknown, args: Args, ctx: ContentContext) => {
      const { postId } = parseInput(ZPostId, args);
      return postFor(ctx.db, postId, viewerOf(ctx), signersOf(ctx), ctx.now);
    },
    // The feed's performers and clips in their full shapes, in the order asked.
    models_v2: async (_root: unknown, args: Args, ctx: ContentContext) => {
      const { ids } = parseInput(ZIds, args);
      const rows = await ctx.reads.actors([...new Set(ids)].sort((a, b) => a - b));
      const byId = new Map(rows.map((row) => [row.id, row]));
      return ids.flatMap((wanted) => {
        const row = byId.get(wanted);
        return row ? [gqlModel(row, ctx.language, ctx.now)] : [];
      });
    },
    videos_v2: async (_root: unknown, args: Args, ctx: ContentContext) => {
      const { ids } = parseInput(ZIds, args);
      if (ids.length === 0) return [];
      const { rows } = await ctx.reads.videos({
        filter: { ids },
        order: "newest",
        offset: 0,
        limit: ids.length,
        withTags: true,
      });
      const byId = new Map(rows.map((row) => [row.id, row]));
      return ids.flatMap((wanted) => {
        const row = byId.get(wanted);
        return row ? [gqlVideo(row, ctx.language, ctx.now, ctx.publicUrl)] : [];
      });
    },
  },
  FeedStats: {
    boughtContentGuest: async (_root: unknown, args: Args, ctx: ContentContext) => {
      const { guestId } = parseInput(z.strictObject({ guestId: id }), args);
      if (requireGuestToken(ctx).id !== guestId)
        throw new AppError(AppErrorCode.FORBIDDEN, "Only the guest's own bought content");
      return boughtContentOf(ctx.db, guestId);
    },
  },
  Mutation: {
    viewedPost: async (_root: unknown, args: Args, ctx: ContentContext) => {
      const { postId } = parseInput(ZPostId, args);
      return runCommand(commandContext(ctx), viewPost, {
        postId,
        guestId: ctx.guest?.id ?? null,
        visitor: ctx.visitor,
      });
    },
    likePost: async (_root: unknown, args: Args, ctx: ContentContext) => {
      const { postId } = parseInput(ZPostId, args);
      const guest = requireGuestToken(ctx);
      return runCommand(commandContext(ctx), setPostLike, { postId, guestId: guest.id, like: true });
    },
    unlikePost: async (_root: unknown, args: Args, ctx: ContentContext) => {
      const { postId } = parseInput(ZPostId, args);
      const guest = requireGuestToken(ctx);
      return runCommand(commandContext(ctx), setPostLike, { postId, guestId: guest.id, like: false });
    },
    commentPost: async (_root: unknown, args: Args, ctx: ContentContext) => {
      const input = parseInput(ZCommentPost, args);
      const guest = requireGuestToken(ctx);
      const row = await runCommand(commandContext(ctx), commentPost, {
        guestId: guest.id,
        postId: input.postId,
        text: input.text,
        repliesToCommentId: input.repliesToCommentId ?? null,
      });
      return {
        id: row.id,
        conversationId: row.postId,
        parentId: row.parentId,
        created: row.createdAt.toISOString(),
        isCreator: false,
        tipped: false,
        text: row.text,
        isReplyToReply: row.replyToId !== null && row.replyToId !== row.parentId,
        user: { id: guest.id, name: row.authorName, avatar: null },
        replies: [],
      };
    },
    deleteComment: async (_root: unknown, args: Args, ctx: ContentContext) => {
      const { commentID } = parseInput(ZDeleteComment, args);
      const guest = requireGuestToken(ctx);
      return runCommand(commandContext(ctx), deleteOwnComment, { guestId: guest.id, commentId: commentID });
    },
    buyPost: async (_root: unknown, args: Args, ctx: ContentContext) => {
      const { postId } = parseInput(z.strictObject({ postId: id }), args);
      const guest = requireGuestToken(ctx);
      const once = idempotency(ctx, guest.id, "buyPost", { postId });
      const result = await runCommand(commandContext(ctx), buyPost, { guestId: guest.id, postId }, once);
      return { ...result, tippingGoal: null };
    },
    tipPost: async (_root: unknown, args: Args, ctx: ContentContext) => {
      const input = parseInput(ZTipPost, args);
      const guest = requireGuestToken(ctx);
      const once = idempotency(ctx, guest.id, "tipPost", input);
      return runCommand(
        commandContext(ctx),
        tipPost,
        { guestId: guest.id, postId: input.postId, coins: input.amountCoins },
        once,
      );
    },
    reportFeedContent: async (_root: unknown, args: Args, ctx: ContentContext) => {
      const input = parseInput(ZReportInput, args);
      const guest = requireGuestToken(ctx);
      return runCommand(commandContext(ctx), reportPost, {
        guestId: guest.id,
        postId: input.postId,
        commentId: input.commentId ?? null,
        reason: input.reason,
      });
    },
  },
};

export const feedExtension: ContentExtension = { typeDefs, resolvers };
