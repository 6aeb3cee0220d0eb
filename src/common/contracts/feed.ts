import { z } from "zod";

/**
 * The social feed (spec content §"Feed post", §"Comment", §"Feed totals", §7 Feed): performers'
 * posts guests view, like, comment, buy and tip. GraphQL names as the spec's; the operator's REST
 * calls in docs/REST.md "Feed". Rules and figures in docs/decisions.md "The social feed".
 */

export const FEED_POST_KINDS = ["clip", "photos", "text"] as const;
export type FeedPostKind = (typeof FEED_POST_KINDS)[number];

/** The feed types of the spec: one performer's, everybody's, the followed performers', the start page's. */
export const FEED_TYPES = ["profile", "mixed", "favorite", "startpage"] as const;
export type FeedType = (typeof FEED_TYPES)[number];

/** The filters of the spec (typeGroups). */
export const FEED_FILTERS = [
  "BOUGHT",
  "TEXT_POSTS",
  "PHOTOS_POSTS",
  "CLIP_POSTS",
  "LIKED",
  "COMMENTED",
] as const;
export type FeedFilter = (typeof FEED_FILTERS)[number];

export const FEED_LIMITS = {
  /** Posts per page: default and most. */
  pageSize: 10,
  maxPageSize: 50,
  /** A comment's text, trimmed. */
  commentMin: 1,
  commentMax: 500,
  /** At most this many comments by one guest in COMMENT_WINDOW_MS... */
  commentsPerWindow: 5,
  commentWindowMs: 60_000,
  /** ...and this many in a day. */
  commentsPerDay: 100,
  /** Comments a post shows at first (spec: loaded 5 at a time). */
  commentsShown: 5,
  /** The largest tip in coins. */
  maxTipCoins: 100_000,
  /** A post's title and text. */
  titleMax: 200,
  textMax: 5000,
  /** Pictures of one photos post. */
  maxPictures: 10,
  /** A report's reason. */
  reasonMax: 500,
} as const;

const ZId = z.number().int().positive().max(2_147_483_647);

/** The arguments of GraphQL `feed` (after GraphQL's own type checks). */
export const ZFeedArgs = z.strictObject({
  modelId: ZId.nullish(),
  typeGroups: z.array(z.enum(FEED_FILTERS)).max(6).nullish(),
  follows: z.boolean().nullish(),
  bought: z.boolean().nullish(),
  mode: z.enum(FEED_TYPES).nullish(),
  liked: z.boolean().nullish(),
  commented: z.boolean().nullish(),
  first: z.number().int().min(1).max(FEED_LIMITS.maxPageSize).nullish(),
  after: z.string().min(1).max(200).nullish(),
  language: z.string().max(5).nullish(),
});
export type TFeedArgs = z.infer<typeof ZFeedArgs>;

/** A comment's text: trimmed, 1 to 500 characters. */
export const ZCommentText = z.string().trim().min(FEED_LIMITS.commentMin).max(FEED_LIMITS.commentMax);

export const ZCommentPost = z.strictObject({
  postId: ZId,
  text: ZCommentText,
  repliesToCommentId: ZId.nullish(),
});

export const ZTipPost = z.strictObject({
  postId: ZId,
  /** The euro amount stays empty (spec §5): tips are in coins. */
  amount: z.null().optional(),
  amountCoins: z.number().int().min(1).max(FEED_LIMITS.maxTipCoins),
});

export const ZReportInput = z.strictObject({
  postId: ZId,
  commentId: ZId.nullish(),
  reason: z.string().trim().min(1).max(FEED_LIMITS.reasonMax),
});

/** The operator's new post (POST /internal/actors/{actorId}/feed/posts). */
export const ZCreatePost = z
  .strictObject({
    kind: z.enum(FEED_POST_KINDS),
    title: z.string().trim().max(FEED_LIMITS.titleMax).default(""),
    text: z.string().trim().max(FEED_LIMITS.textMax).default(""),
    fsk: z.union([z.literal(16), z.literal(18)]).default(16),
    priceCoins: z.number().int().min(0).max(100_000).default(0),
    goalCoins: z.number().int().min(1).max(10_000_000).nullish(),
    pinned: z.boolean().default(false),
    /** clip: one of the performer's released videos. */
    videoId: ZId.optional(),
    /** photos: the ids of pictures uploaded before (POST .../feed/pictures), in order. */
    imageIds: z.array(ZId).min(1).max(FEED_LIMITS.maxPictures).optional(),
    /** photos: the photo contest this post is the performer's entry in (its `contest{id}`). */
    contestId: ZId.optional(),
  })
  .superRefine((post, issue) => {
    if (post.kind === "clip" && post.videoId === undefined)
      issue.addIssue({ code: "custom", path: ["videoId"], message: "A clip post needs videoId" });
    if (post.kind !== "clip" && post.videoId !== undefined)
      issue.addIssue({ code: "custom", path: ["videoId"], message: "Only a clip post has a video" });
    if (post.kind === "photos" && !post.imageIds)
      issue.addIssue({ code: "custom", path: ["imageIds"], message: "A photos post needs pictures" });
    if (post.kind !== "photos" && post.imageIds)
      issue.addIssue({ code: "custom", path: ["imageIds"], message: "Only a photos post has pictures" });
    if (post.kind !== "photos" && post.contestId !== undefined)
      issue.addIssue({ code: "custom", path: ["contestId"], message: "Only a photos post enters a contest" });
    if (post.kind === "text" && post.text === "")
      issue.addIssue({ code: "custom", path: ["text"], message: "A text post needs a text" });
    if (post.kind === "text" && post.priceCoins > 0)
      issue.addIssue({ code: "custom", path: ["priceCoins"], message: "A text post has no media to sell" });
  });
export type TCreatePost = z.infer<typeof ZCreatePost>;

/** The largest uploaded picture (bytes). */
export const FEED_PICTURE_MAX_BYTES = 15 * 1024 * 1024;

/** The tipping goal the operator sets (null takes it away). */
export const ZSetGoal = z.strictObject({ goalCoins: z.number().int().min(1).max(10_000_000).nullable() });

/** A signed-in guest's image or the performer's avatar, as the feed shows it. */
export interface TFeedImage {
  id: number;
  url: string;
  srcSet: string;
  fsk: number;
  avsRequired: boolean;
}

/** What a locked (paid, not bought) or age-gated media shows instead: its colour and shape. */
export interface TFeedPreview {
  color: string;
  width: number;
  height: number;
}

/** A comment of a post as the pages show it (GraphQL `FeedComment`). */
export interface TFeedComment {
  id: number;
  parentId: number | null;
  created: string;
  isCreator: boolean;
  tipped: boolean;
  text: string;
  isReplyToReply: boolean;
  user: { id: number; name: string; avatar: string | null };
  replies?: TFeedComment[];
}

/** A feed post as the pages show it (the fields of GraphQL `FeedPost` they read). */
export interface TFeedPost {
  id: number;
  published: string;
  type: FeedPostKind;
  pinned: boolean;
  title: string;
  text: string;
  views: number;
  likes: number;
  paidContent: boolean;
  priceCoins: number;
  fsk: number;
  access: "open" | "needPurchase" | "needAgeCheck" | "needLogin";
  model: {
    id: number;
    name: string;
    online: boolean;
    /** MOMENTUM: she came online in the last 15 minutes. */
    onlineState: "ONLINE" | "MOMENTUM" | "OFFLINE";
    avatar: TFeedImage | null;
  };
  tippingGoal: { goalCoins: number; tipsSumCoins: number; progressPercent: number; achieved: boolean } | null;
  guestState: { liked: boolean; viewed: boolean; following: boolean; bought: boolean };
  comments: { totalCount: number; nodes: (TFeedComment & { replies: TFeedComment[] })[] };
  clip: {
    id: number;
    length: number;
    width: number;
    height: number;
    sources: { src: string; type: string }[];
    poster: TFeedImage | null;
  } | null;
  photos: TFeedImage[];
  photoCount: number;
  preview: TFeedPreview | null;
  /** The photo contest a photos post is the performer's entry in. */
  contest: { id: number } | null;
}

/** One page of a feed: its posts and where the next page starts. */
export interface TFeedPage {
  posts: TFeedPost[];
  endCursor: string | null;
  hasNextPage: boolean;
}

/** The feeds a page renders on the server, as a visitor sees them (a guest's own state comes later). */
export interface TFeedPageQuery {
  mode: "mixed" | "profile" | "startpage";
  modelId: number | null;
  first: number;
}
