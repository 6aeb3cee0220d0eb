import { and, eq, lte } from "drizzle-orm";
import type { TCreatePost } from "../../../../common/contracts/feed.ts";
import type { Tx } from "../../../db/client.ts";
import { feedPostPictures, feedPosts } from "../../../db/schema/feed.ts";
import { AppError, AppErrorCode, notFound } from "../../../lib/errors.ts";
import { recordEvent } from "../../../lib/outbox/events.ts";
import { actorsByIds, clipsByIds, imagesByIds } from "../../catalog/index.ts";
import { contestById, contestState } from "../../contests/index.ts";

/**
 * A performer's new post (the operator API, the demo seed, the performer simulator), published
 * now: a clip is one of her released videos, photos are stored images (ids, in order). Records
 * feed.postPublished, which reaches the followers after the commit.
 */
export async function createPost(options: {
  tx: Tx;
  actorId: number;
  input: TCreatePost;
  now: Date;
  /** When it was published (the seed's past posts, which are not announced); default now. */
  publishedAt?: Date;
}) {
  const { tx, actorId, input, now } = options;
  const imageIds = input.imageIds ?? [];
  const [actor] = await actorsByIds(tx, [actorId]);
  if (!actor) throw notFound("Actor");
  if (input.kind === "clip") {
    const [clip] = await clipsByIds(tx, [input.videoId ?? 0], now);
    if (!clip || clip.actorId !== actorId || !clip.mediaKey)
      throw new AppError(AppErrorCode.VALIDATION_FAILED, "videoId: not a released video of this performer");
  }
  if (input.kind === "photos") {
    const found = await imagesByIds(tx, [...new Set(imageIds)]);
    if (imageIds.length === 0 || found.length !== new Set(imageIds).size)
      throw new AppError(AppErrorCode.VALIDATION_FAILED, "imageIds: unknown pictures");
    // Paid and 18-rated pictures are served by signed URL only: they must have been uploaded locked.
    if ((input.priceCoins > 0 || input.fsk === 18) && found.some((image) => !image.protected))
      throw new AppError(
        AppErrorCode.VALIDATION_FAILED,
        "imageIds: paid or 18-rated pictures must be uploaded locked",
      );
  }
  if (input.contestId !== undefined) {
    const contest = await contestById(tx, input.contestId);
    if (contest?.mediaType !== "photo" || contestState(contest, now) === "last")
      throw new AppError(AppErrorCode.VALIDATION_FAILED, "contestId: not a running or coming photo contest");
  }
  const [post] = await tx
    .insert(feedPosts)
    .values({
      actorId,
      kind: input.kind,
      title: input.title,
      text: input.text,
      ageRating: input.fsk,
      priceCoins: input.priceCoins,
      goalCoins: input.goalCoins ?? null,
      pinned: input.pinned,
      videoId: input.kind === "clip" ? (input.videoId ?? null) : null,
      contestId: input.contestId ?? null,
      publishedAt: options.publishedAt ?? now,
      createdAt: options.publishedAt ?? now,
    })
    .returning();
  if (!post) throw new AppError(AppErrorCode.INTERNAL, "Post not stored");
  if (input.kind === "photos")
    await tx
      .insert(feedPostPictures)
      .values(imageIds.map((imageId, position) => ({ postId: post.id, position, imageId })));
  if ((options.publishedAt ?? now) <= now)
    await recordEvent(tx, "feed.postPublished", { postId: post.id, actorId });
  return post;
}

/** The performer's own published post, or NOT_FOUND (another performer's post too). */
async function ownPost(tx: Tx, actorId: number, postId: number, now: Date) {
  const [post] = await tx
    .select()
    .from(feedPosts)
    .where(
      and(
        eq(feedPosts.id, postId),
        eq(feedPosts.actorId, actorId),
        eq(feedPosts.status, "published"),
        lte(feedPosts.publishedAt, now),
      ),
    )
    .for("update");
  if (!post) throw notFound("Post");
  return post;
}

/** Pins or unpins a performer's post (pinned posts lead her profile feed). */
export async function setPostPinned(options: {
  tx: Tx;
  actorId: number;
  postId: number;
  pinned: boolean;
  now: Date;
}) {
  const { tx, actorId, postId, pinned, now } = options;
  await ownPost(tx, actorId, postId, now);
  await tx.update(feedPosts).set({ pinned }).where(eq(feedPosts.id, postId));
  return { success: true, postId, pinned };
}

/** Deletes a performer's post (status deleted: gone from every feed; purchases and tips stay booked). */
export async function deletePost(options: { tx: Tx; actorId: number; postId: number; now: Date }) {
  const { tx, actorId, postId, now } = options;
  await ownPost(tx, actorId, postId, now);
  await tx.update(feedPosts).set({ status: "deleted", pinned: false }).where(eq(feedPosts.id, postId));
  return { success: true, postId };
}

/**
 * Sets or takes away a post's tipping goal. A new goal the tips already reach counts as reached
 * now (announced once); a goal above the tips opens it again.
 */
export async function setPostGoal(options: {
  tx: Tx;
  actorId: number;
  postId: number;
  goalCoins: number | null;
  now: Date;
}) {
  const { tx, actorId, postId, goalCoins, now } = options;
  const post = await ownPost(tx, actorId, postId, now);
  const reached = goalCoins !== null && post.tipsSum >= goalCoins;
  await tx
    .update(feedPosts)
    .set({ goalCoins, goalReachedAt: reached ? (post.goalReachedAt ?? now) : null })
    .where(eq(feedPosts.id, postId));
  if (reached && post.goalReachedAt === null) await recordEvent(tx, "feed.goalReached", { postId, actorId });
  return { success: true, postId, goalCoins, tipsSum: post.tipsSum, achieved: reached };
}
