import { and, eq, isNotNull, isNull, sql } from "drizzle-orm";
import type { Tx } from "../../../db/client.ts";
import { feedPosts, feedPurchases, feedTips } from "../../../db/schema/feed.ts";
import { AppError, AppErrorCode } from "../../../lib/errors.ts";
import { recordEvent } from "../../../lib/outbox/events.ts";
import { assertMaySpend, lockActiveGuest } from "../../accounts/index.ts";
import { debit } from "../../wallet/index.ts";
import { goalProgress } from "../policy.ts";
import { hasBought, requirePost } from "../queries.ts";

const alreadyBought = () =>
  new AppError(AppErrorCode.CONFLICT, "You bought this post already", { reason: "alreadyBought" });

/**
 * Buys a paid post (buyPost) in the caller's transaction: the purchase row and the wallet's debit
 * commit together or not at all (a second purchase of one guest and post is refused by the unique
 * index, which rolls the debit back). A free post or one bought before is a CONFLICT; too few coins
 * INSUFFICIENT_FUNDS, a spend limit SPEND_LIMIT (the wallet's debit).
 */
export async function buyPost(options: { tx: Tx; guestId: number; postId: number; now: Date }) {
  const { tx, guestId, postId, now } = options;
  assertMaySpend(await lockActiveGuest(tx, guestId));
  const post = await requirePost(tx, postId, now);
  if (post.priceCoins === 0)
    throw new AppError(AppErrorCode.CONFLICT, "This post is free: there is nothing to buy", {
      reason: "free",
    });
  if (await hasBought(tx, guestId, postId)) throw alreadyBought();
  const { balance, ledgerEntryId } = await debit({
    tx,
    guestId,
    coins: post.priceCoins,
    kind: "purchase",
    reason: `feed:post:${postId}`,
  });
  const [row] = await tx
    .insert(feedPurchases)
    .values({ postId, guestId, coins: post.priceCoins, ledgerEntryId, createdAt: now })
    .onConflictDoNothing()
    .returning({ id: feedPurchases.id });
  if (!row) throw alreadyBought();
  await recordEvent(tx, "feed.postBought", { postId, guestId, coins: post.priceCoins });
  return { success: true, postId, coins: post.priceCoins, balance };
}

/**
 * Tips a post (tipPost) with coins: the debit, the tip row and the post's tips sum in one
 * transaction. The tip that reaches the post's goal sets `goal_reached_at` by a conditional update,
 * so feed.goalReached is recorded once however many tip at the same moment.
 */
export async function tipPost(options: {
  tx: Tx;
  guestId: number;
  postId: number;
  coins: number;
  now: Date;
}) {
  const { tx, guestId, postId, coins, now } = options;
  if (!Number.isInteger(coins) || coins <= 0)
    throw new AppError(AppErrorCode.VALIDATION_FAILED, "A tip is a positive whole number of coins");
  assertMaySpend(await lockActiveGuest(tx, guestId));
  const post = await requirePost(tx, postId, now);
  const { balance, ledgerEntryId } = await debit({
    tx,
    guestId,
    coins,
    kind: "purchase",
    reason: `feed:tip:${postId}`,
  });
  await tx.insert(feedTips).values({ postId, guestId, coins, ledgerEntryId, createdAt: now });
  const [sum] = await tx
    .update(feedPosts)
    .set({ tipsSum: sql`${feedPosts.tipsSum} + ${coins}` })
    .where(eq(feedPosts.id, postId))
    .returning({ tipsSum: feedPosts.tipsSum, goalCoins: feedPosts.goalCoins });
  const [reached] = await tx
    .update(feedPosts)
    .set({ goalReachedAt: now })
    .where(
      and(
        eq(feedPosts.id, postId),
        isNull(feedPosts.goalReachedAt),
        isNotNull(feedPosts.goalCoins),
        sql`${feedPosts.tipsSum} >= ${feedPosts.goalCoins}`,
      ),
    )
    .returning({ id: feedPosts.id });
  await recordEvent(tx, "feed.tipped", { postId, guestId, coins });
  if (reached) await recordEvent(tx, "feed.goalReached", { postId, actorId: post.actorId });
  return {
    success: true,
    postId,
    coins,
    balance,
    tippingGoal: goalProgress(sum?.goalCoins ?? null, sum?.tipsSum ?? post.tipsSum + coins),
    goalReachedNow: reached !== undefined,
  };
}
