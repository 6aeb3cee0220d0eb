import {
  FEED_LIMITS,
  type TFeedArgs,
  type TFeedPage,
  type TFeedPageQuery,
  type TFeedPost,
} from "../../../common/contracts/feed.ts";
import type { DbOrTx } from "../../db/client.ts";
import { AppError, AppErrorCode, notFound } from "../../lib/errors.ts";
import { decodeCursor, encodeCursor, type FeedViewer } from "./policy.ts";
import { type MediaSigners, presentPosts } from "./presenter.ts";
import { type FeedSelection, feedPage, scopeOf, visiblePost } from "./queries.ts";

const KIND_OF_FILTER = { TEXT_POSTS: "text", PHOTOS_POSTS: "photos", CLIP_POSTS: "clip" } as const;

/**
 * The selection of GraphQL `feed`'s arguments: the type (mode; profile when a modelId is given,
 * favorite with follows, else mixed), the post kinds of typeGroups and the guest's filters (BOUGHT,
 * LIKED, COMMENTED or the flags). The favourite feed and the guest's filters need a guest.
 */
export function feedSelection(args: TFeedArgs, guestId: number | null): FeedSelection {
  const groups = new Set(args.typeGroups ?? []);
  const type = args.mode ?? (args.modelId ? "profile" : args.follows ? "favorite" : "mixed");
  if (type === "profile" && !args.modelId)
    throw new AppError(AppErrorCode.VALIDATION_FAILED, "modelId: the profile feed is one performer's");
  const kinds = (["TEXT_POSTS", "PHOTOS_POSTS", "CLIP_POSTS"] as const)
    .filter((group) => groups.has(group))
    .map((group) => KIND_OF_FILTER[group]);
  const selection: FeedSelection = {
    type,
    modelId: args.modelId ?? null,
    kinds: kinds.length ? kinds : null,
    bought: Boolean(args.bought || groups.has("BOUGHT")),
    liked: Boolean(args.liked || groups.has("LIKED")),
    commented: Boolean(args.commented || groups.has("COMMENTED")),
    guestId,
  };
  const personal =
    selection.type === "favorite" || selection.bought || selection.liked || selection.commented;
  if (personal && guestId === null)
    throw new AppError(AppErrorCode.UNAUTHENTICATED, "This feed needs a guest token");
  return selection;
}

/** One page of a feed as a connection: edges with opaque cursors, pageInfo.hasNextPage and endCursor. */
export async function feedConnection(
  db: DbOrTx,
  args: TFeedArgs,
  viewer: FeedViewer,
  signers: MediaSigners,
  now: Date,
) {
  const selection = feedSelection(args, viewer.guestId);
  const scope = scopeOf(selection);
  const after = args.after ? decodeCursor(scope, args.after) : null;
  const first = args.first ?? FEED_LIMITS.pageSize;
  const { rows, hasNextPage } = await feedPage(db, selection, { first, after }, now);
  const nodes = await presentPosts(db, rows, viewer, signers, now);
  const edges = rows.map((row, index) => ({
    cursor: encodeCursor(scope, { pinned: row.rank, publishedMs: row.publishedAt.getTime(), id: row.id }),
    node: nodes[index],
  }));
  return { edges, pageInfo: { hasNextPage, endCursor: edges.at(-1)?.cursor ?? null } };
}

/** One visible post for a viewer, or NOT_FOUND. */
export async function postFor(
  db: DbOrTx,
  postId: number,
  viewer: FeedViewer,
  signers: MediaSigners,
  now: Date,
) {
  const row = await visiblePost(db, postId, now);
  if (!row) throw notFound("Post");
  const [post] = await presentPosts(db, [row], viewer, signers, now);
  return post;
}

/** A visitor: no guest, no accepted age check (what a server-rendered, shareable page shows). */
const VISITOR: FeedViewer = { guestId: null, avsAccepted: false };

/** A feed's first page as a visitor sees it, in the pages' shape (the server-rendered feeds). */
export async function visitorFeedPage(db: DbOrTx, query: TFeedPageQuery, now: Date): Promise<TFeedPage> {
  const { edges, pageInfo } = await feedConnection(
    db,
    { mode: query.mode, modelId: query.modelId, first: query.first },
    VISITOR,
    {},
    now,
  );
  return {
    posts: edges.flatMap((edge) => (edge.node ? [edge.node] : [])),
    endCursor: pageInfo.endCursor,
    hasNextPage: pageInfo.hasNextPage,
  };
}

/** One visible post as a visitor sees it, or null (a post's own page). */
export async function visitorPost(db: DbOrTx, postId: number, now: Date): Promise<TFeedPost | null> {
  const row = await visiblePost(db, postId, now);
  if (!row) return null;
  const [post] = await presentPosts(db, [row], VISITOR, {}, now);
  return post ?? null;
}
