import { and, eq, sql } from "drizzle-orm";
import type { Tx } from "../../../db/client.ts";
import { feedPostLikes, feedPosts, feedPostViews } from "../../../db/schema/feed.ts";
import { recordEvent } from "../../../lib/outbox/events.ts";
import { lockActiveGuest } from "../../accounts/index.ts";
import { requirePost } from "../queries.ts";

/**
 * Counts a view of a post (viewedPost): each visitor (the guest, else address and browser) once
 * per post; the counter moves only with a new view row. Answers the post's views and whether this
 * one counted.
 */
export async function viewPost(options: {
  tx: Tx;
  postId: number;
  guestId: number | null;
  visitor: string;
  now: Date;
}): Promise<{ postId: number; counted: boolean; views: number }> {
  const { tx, postId, now } = options;
  const post = await requirePost(tx, postId, now);
  const [fresh] = await tx
    .insert(feedPostViews)
    .values({ postId, visitor: options.visitor, guestId: options.guestId, createdAt: now })
    .onConflictDoNothing()
    .returning({ postId: feedPostViews.postId });
  if (!fresh) return { postId, counted: false, views: post.views };
  const [row] = await tx
    .update(feedPosts)
    .set({ views: sql`${feedPosts.views} + 1` })
    .where(eq(feedPosts.id, postId))
    .returning({ views: feedPosts.views });
  return { postId, counted: true, views: row?.views ?? post.views + 1 };
}

/**
 * Likes (like: true) or takes back the like of a post: one like per guest (the primary key); the
 * counter moves with the row, so a repeated call changes nothing. Records feed.likesChanged when
 * it moved.
 */
export async function setPostLike(options: {
  tx: Tx;
  postId: number;
  guestId: number;
  like: boolean;
  now: Date;
}): Promise<{ postId: number; liked: boolean; likes: number }> {
  const { tx, postId, guestId, like, now } = options;
  await lockActiveGuest(tx, guestId);
  const post = await requirePost(tx, postId, now);
  const changed = like
    ? await tx
        .insert(feedPostLikes)
        .values({ postId, guestId, createdAt: now })
        .onConflictDoNothing()
        .returning({ postId: feedPostLikes.postId })
    : await tx
        .delete(feedPostLikes)
        .where(and(eq(feedPostLikes.postId, postId), eq(feedPostLikes.guestId, guestId)))
        .returning({ postId: feedPostLikes.postId });
  if (changed.length === 0) return { postId, liked: like, likes: post.likes };
  const [row] = await tx
    .update(feedPosts)
    .set({ likes: sql`${feedPosts.likes} + ${like ? 1 : -1}` })
    .where(eq(feedPosts.id, postId))
    .returning({ likes: feedPosts.likes });
  await recordEvent(tx, "feed.likesChanged", { postId });
  return { postId, liked: like, likes: row?.likes ?? post.likes };
}
