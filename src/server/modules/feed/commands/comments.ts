import { and, eq, isNull, sql } from "drizzle-orm";
import { FEED_LIMITS } from "../../../../common/contracts/feed.ts";
import type { Tx } from "../../../db/client.ts";
import { feedComments, feedPosts, feedReports } from "../../../db/schema/feed.ts";
import { AppError, AppErrorCode, notFound } from "../../../lib/errors.ts";
import { lockGuestRow } from "../../accounts/index.ts";
import { authorizeComment } from "../policy.ts";
import { commentsSince, requirePost } from "../queries.ts";

/** Where a new comment hangs: a top-level comment, a reply, or a reply to a reply (isReplyToReply). */
async function threadOf(tx: Tx, postId: number, repliesTo: number | null) {
  if (repliesTo === null) return { parentId: null, replyToId: null };
  const [target] = await tx
    .select({ id: feedComments.id, parentId: feedComments.parentId })
    .from(feedComments)
    .where(
      and(eq(feedComments.id, repliesTo), eq(feedComments.postId, postId), isNull(feedComments.deletedAt)),
    );
  if (!target) throw notFound("Comment");
  return { parentId: target.parentId ?? target.id, replyToId: target.id };
}

/**
 * Writes a guest's comment on a post, or a reply (repliesToCommentId): the guest's row is locked
 * first, so the blocked-for-comments flag is read as it is now and the rate limit
 * (FEED_LIMITS.commentsPerWindow a minute, commentsPerDay a day) counts a guest's comments one after the other.
 */
export async function commentPost(options: {
  tx: Tx;
  guestId: number;
  postId: number;
  text: string;
  repliesToCommentId: number | null;
  now: Date;
}) {
  const { tx, guestId, postId, now } = options;
  const guest = await lockGuestRow(tx, guestId);
  if (!guest || guest.deletedAt) throw new AppError(AppErrorCode.UNAUTHENTICATED, "Login required");
  await requirePost(tx, postId, now);
  authorizeComment(guest, {
    lastWindow: await commentsSince(tx, guestId, new Date(now.getTime() - FEED_LIMITS.commentWindowMs)),
    lastDay: await commentsSince(tx, guestId, new Date(now.getTime() - 86_400_000)),
  });
  const thread = await threadOf(tx, postId, options.repliesToCommentId);
  const [row] = await tx
    .insert(feedComments)
    .values({ postId, guestId, text: options.text, createdAt: now, ...thread })
    .returning();
  if (!row) throw new AppError(AppErrorCode.INTERNAL, "Comment not stored");
  await tx
    .update(feedPosts)
    .set({ comments: sql`${feedPosts.comments} + 1` })
    .where(eq(feedPosts.id, postId));
  return { ...row, authorName: guest.name };
}

/** Marks a comment deleted and moves its post's counter; the row's replies go with it from every list. */
async function removeComment(tx: Tx, where: ReturnType<typeof and>, now: Date) {
  const [row] = await tx
    .update(feedComments)
    .set({ deletedAt: now })
    .where(and(where, isNull(feedComments.deletedAt)))
    .returning({ id: feedComments.id, postId: feedComments.postId });
  if (!row) throw notFound("Comment");
  await tx
    .update(feedPosts)
    .set({ comments: sql`greatest(${feedPosts.comments} - 1, 0)` })
    .where(eq(feedPosts.id, row.postId));
  return { success: true, commentId: row.id, postId: row.postId };
}

/**
 * Deletes a guest's own comment (deleteComment). Another guest's comment, an unknown one and one
 * deleted already answer NOT_FOUND alike, so ids reveal nothing.
 */
export async function deleteOwnComment(options: { tx: Tx; guestId: number; commentId: number; now: Date }) {
  const { tx, guestId, commentId, now } = options;
  return removeComment(tx, and(eq(feedComments.id, commentId), eq(feedComments.guestId, guestId)), now);
}

/** Deletes any comment on one of a performer's posts (the operator API, for the performer). */
export async function deleteCommentAsPerformer(options: {
  tx: Tx;
  actorId: number;
  commentId: number;
  now: Date;
}) {
  const { tx, actorId, commentId, now } = options;
  const own = sql`exists (select 1 from ${feedPosts} where ${feedPosts.id} = ${feedComments.postId} and ${feedPosts.actorId} = ${actorId})`;
  return removeComment(tx, and(eq(feedComments.id, commentId), own), now);
}

/** A performer's own comment or reply on her post (isCreator). */
export async function commentAsPerformer(options: {
  tx: Tx;
  actorId: number;
  postId: number;
  text: string;
  repliesToCommentId: number | null;
  now: Date;
}) {
  const { tx, actorId, postId, now } = options;
  const post = await requirePost(tx, postId, now);
  if (post.actorId !== actorId) throw notFound("Post");
  const thread = await threadOf(tx, postId, options.repliesToCommentId);
  const [row] = await tx
    .insert(feedComments)
    .values({ postId, actorId, text: options.text, createdAt: now, ...thread })
    .returning();
  await tx
    .update(feedPosts)
    .set({ comments: sql`${feedPosts.comments} + 1` })
    .where(eq(feedPosts.id, postId));
  return row;
}

/**
 * A guest's report of a post or of one of its comments, stored for the operator: once per guest
 * and object (a repeat answers CONFLICT).
 */
export async function reportPost(options: {
  tx: Tx;
  guestId: number;
  postId: number;
  commentId: number | null;
  reason: string;
  now: Date;
}) {
  const { tx, guestId, postId, commentId, now } = options;
  await requirePost(tx, postId, now);
  if (commentId !== null) {
    const [comment] = await tx
      .select({ id: feedComments.id })
      .from(feedComments)
      .where(
        and(eq(feedComments.id, commentId), eq(feedComments.postId, postId), isNull(feedComments.deletedAt)),
      );
    if (!comment) throw notFound("Comment");
  }
  const [row] = await tx
    .insert(feedReports)
    .values({ guestId, postId, commentId, reason: options.reason, createdAt: now })
    .onConflictDoNothing()
    .returning({ id: feedReports.id });
  if (!row) throw new AppError(AppErrorCode.CONFLICT, "You reported this already");
  return { success: true, reportId: row.id };
}
