import { FEED_LIMITS, type TFeedImage, type TFeedPreview } from "../../../common/contracts/feed.ts";
import type { DbOrTx } from "../../db/client.ts";
import { guestNamesOf } from "../accounts/index.ts";
import {
  type ActorRow,
  actorsByIds,
  type ClipRow,
  clipsByIds,
  type ImageRow,
  imagesByIds,
  presentImage,
} from "../catalog/index.ts";
import { pinnedIds } from "../favorites/index.ts";
import { type FeedViewer, goalProgress, type MediaAccess, mediaAccess, onlineState } from "./policy.ts";
import { type CommentRow, commentsOf, guestStates, type PostRow, picturesOf } from "./queries.ts";

/** How media URLs are made for this viewer (the transport's signers; none for an anonymous viewer). */
export interface MediaSigners {
  /** Signs a protected image path for the viewer. */
  signImage?: ((path: string) => string) | undefined;
  /** A signed stream path of a video for the viewer. */
  signStream?: ((videoId: number) => string) | undefined;
}

/** A catalogue image as the feed's image shape, or null when the viewer may not get it. */
function feedImage(image: ImageRow | null, signers: MediaSigners): TFeedImage | null {
  const shown = presentImage(image, signers.signImage);
  if (!image || !shown) return null;
  return {
    id: image.id,
    url: shown.src,
    srcSet: shown.srcSet,
    fsk: image.protected ? 18 : 16,
    avsRequired: image.protected,
  };
}

const previewOf = (image: ImageRow | null | undefined): TFeedPreview | null =>
  image ? { color: image.color, width: image.width, height: image.height } : null;

function presentModel(actor: ActorRow | undefined, actorId: number, signers: MediaSigners, now: Date) {
  return {
    id: actorId,
    name: actor?.name ?? "",
    online: actor?.isOnline ?? false,
    onlineState: onlineState(actor, now),
    avatar: feedImage(actor?.avatar ?? null, signers),
  };
}

interface CommentContext {
  postId: number;
  names: Map<number, { name: string }>;
  actors: Map<number, ActorRow>;
  tippers: Set<string>;
  signers: MediaSigners;
}

function presentComment(row: CommentRow, ctx: CommentContext) {
  const actor = row.actorId === null ? undefined : ctx.actors.get(row.actorId);
  return {
    id: row.id,
    conversationId: row.postId,
    parentId: row.parentId,
    created: row.createdAt.toISOString(),
    isCreator: row.actorId !== null,
    tipped: row.guestId !== null && ctx.tippers.has(`${row.postId}:${row.guestId}`),
    text: row.text,
    isReplyToReply: row.replyToId !== null && row.replyToId !== row.parentId,
    user:
      row.actorId !== null
        ? {
            id: row.actorId,
            name: actor?.name ?? "",
            avatar: feedImage(actor?.avatar ?? null, ctx.signers)?.url ?? null,
          }
        : {
            id: row.guestId ?? 0,
            name: (row.guestId && ctx.names.get(row.guestId)?.name) || "",
            avatar: null,
          },
  };
}

/** The comment threads of one post: newest top-level comments, each with its replies oldest first. */
function threads(rows: CommentRow[], ctx: CommentContext) {
  const top = rows
    .filter((row) => row.postId === ctx.postId && row.parentId === null)
    .sort((a, b) => b.id - a.id);
  return top.map((comment) => ({
    ...presentComment(comment, ctx),
    replies: rows.filter((row) => row.parentId === comment.id).map((row) => presentComment(row, ctx)),
  }));
}

function presentClip(clip: ClipRow | undefined, access: MediaAccess, signers: MediaSigners) {
  if (!clip) return null;
  const width = clip.poster?.width ?? 1280;
  const height = clip.poster?.height ?? 720;
  const src = access === "open" && clip.mediaKey ? signers.signStream?.(clip.id) : undefined;
  return {
    id: clip.id,
    length: clip.durationSec,
    width,
    height,
    ratio: Math.round((width / height) * 1000) / 1000,
    avsRequired: clip.ageRating >= 18,
    sources: src ? [{ label: "MP4", src, type: "video/mp4" }] : [],
    poster: feedImage(clip.poster, signers),
  };
}

/**
 * Posts as the feed's post shape for one viewer, with everything a card shows read in a few
 * statements for the whole page: performers, media, the viewer's state, the first comments.
 */
export async function presentPosts(
  db: DbOrTx,
  rows: PostRow[],
  viewer: FeedViewer,
  signers: MediaSigners,
  now: Date,
) {
  const ids = rows.map((row) => row.id);
  const [actors, clips, pictures, state, comments, following] = await Promise.all([
    actorsByIds(
      db,
      [...new Set(rows.map((row) => row.actorId))].sort((a, b) => a - b),
    ),
    clipsByIds(
      db,
      rows.flatMap((row) => (row.videoId === null ? [] : [row.videoId])),
      now,
    ),
    picturesOf(db, ids),
    guestStates(db, viewer.guestId, ids),
    commentsOf(db, ids, FEED_LIMITS.commentsShown),
    viewer.guestId === null ? Promise.resolve([]) : pinnedIds(db, viewer.guestId, "actor"),
  ]);
  const commenterIds = comments.rows.flatMap((row) => (row.guestId === null ? [] : [row.guestId]));
  const [images, names] = await Promise.all([
    imagesByIds(db, [...new Set([...pictures.values()].flat())]),
    guestNamesOf(db, [...new Set(commenterIds)]),
  ]);
  const actorById = new Map(actors.map((actor) => [actor.id, actor]));
  const clipById = new Map(clips.map((clip) => [clip.id, clip]));
  const imageById = new Map(images.map((image) => [image.id, image]));
  const followed = new Set(following);
  return rows.map((row) => {
    const bought = state.bought.has(row.id);
    const access = mediaAccess(row, viewer, bought);
    const clip = row.videoId === null ? undefined : clipById.get(row.videoId);
    const postImages = (pictures.get(row.id) ?? []).flatMap((id) => imageById.get(id) ?? []);
    const goal = goalProgress(row.goalCoins, row.tipsSum);
    return {
      id: row.id,
      created: row.createdAt.toISOString(),
      published: row.publishedAt.toISOString(),
      type: row.kind,
      status: row.status,
      pinned: row.pinned,
      title: row.title,
      text: row.text,
      views: row.views,
      likes: row.likes,
      umaId: row.videoId === null ? null : String(row.videoId),
      paidContent: row.priceCoins > 0,
      priceCoins: row.priceCoins,
      fsk: row.ageRating,
      access,
      model: presentModel(actorById.get(row.actorId), row.actorId, signers, now),
      tippingGoal: goal,
      guestState: {
        liked: state.liked.has(row.id),
        viewed: state.viewed.has(row.id),
        following: followed.has(row.actorId),
        bought,
      },
      comments: {
        totalCount: row.comments,
        nodes: threads(comments.rows, {
          postId: row.id,
          names,
          actors: actorById,
          tippers: comments.tippers,
          signers,
        }),
      },
      clip: row.kind === "clip" ? presentClip(clip, access, signers) : null,
      photos:
        row.kind === "photos" && access === "open"
          ? postImages.flatMap((image) => feedImage(image, signers) ?? [])
          : [],
      photoCount: postImages.length,
      preview: access === "open" ? null : previewOf(row.kind === "clip" ? clip?.poster : postImages[0]),
      contest: row.contestId === null ? null : { id: row.contestId },
    };
  });
}
export type FeedPostShape = Awaited<ReturnType<typeof presentPosts>>[number];
