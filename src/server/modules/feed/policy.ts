import { createHash } from "node:crypto";
import { FEED_LIMITS } from "../../../common/contracts/feed.ts";
import { goalPercent } from "../../../common/contracts/values/feed.ts";
import { AppError, AppErrorCode } from "../../lib/errors.ts";

/** Whether a viewer sees a post's media, and if not, why (spec content: needLogin, needAgeCheck, needPurchase). */
export type MediaAccess = "open" | "needPurchase" | "needAgeCheck" | "needLogin";

/** What the media rule needs of a viewer. */
export interface FeedViewer {
  guestId: number | null;
  avsAccepted: boolean;
}

/**
 * A post's media for a viewer: paid content stays locked until bought (whoever asks), an 18-rated
 * post's media needs the accepted age check (anonymous: a login first), as everywhere else.
 */
export function mediaAccess(
  post: { priceCoins: number; ageRating: number },
  viewer: FeedViewer,
  bought: boolean,
): MediaAccess {
  if (post.priceCoins > 0 && !bought) return viewer.guestId === null ? "needLogin" : "needPurchase";
  if (post.ageRating >= 18 && !viewer.avsAccepted)
    return viewer.guestId === null ? "needLogin" : "needAgeCheck";
  return "open";
}

/** A tipping goal's progress: whole percent, at most 100; achieved once the tips reach it. */
export function goalProgress(goalCoins: number | null, tipsSum: number) {
  if (goalCoins === null) return null;
  return {
    goal: goalCoins,
    tipsSum,
    goalCoins,
    tipsSumCoins: tipsSum,
    progressPercent: goalPercent(goalCoins, tipsSum),
    achieved: tipsSum >= goalCoins,
  };
}

/** How long after coming online a performer is in her MOMENTUM (spec content: online states). */
export const MOMENTUM_MS = 15 * 60_000;

/**
 * A performer's online state on a post (spec: ONLINE, MOMENTUM): MOMENTUM in her first
 * MOMENTUM_MS online (she just came online: the moment to catch her), ONLINE after it, OFFLINE
 * when she is not online. Decision in docs/decisions.md "The social feed".
 */
export function onlineState(
  actor: { isOnline: boolean; onlineSince: Date | null } | undefined,
  now: Date,
): "ONLINE" | "MOMENTUM" | "OFFLINE" {
  if (!actor?.isOnline) return "OFFLINE";
  const since = actor.onlineSince?.getTime();
  return since !== undefined && now.getTime() - since < MOMENTUM_MS ? "MOMENTUM" : "ONLINE";
}

/** Throws unless a guest may write comments now (blocked guests never; the rate limit of FEED_LIMITS). */
export function authorizeComment(
  guest: { isBlockedForComments: boolean; isLocked: boolean },
  recent: { lastWindow: number; lastDay: number },
): void {
  if (guest.isBlockedForComments || guest.isLocked)
    throw new AppError(AppErrorCode.FORBIDDEN, "This account may not write comments", { reason: "blocked" });
  if (recent.lastWindow >= FEED_LIMITS.commentsPerWindow || recent.lastDay >= FEED_LIMITS.commentsPerDay)
    throw new AppError(AppErrorCode.RATE_LIMITED, "Too many comments; wait a moment");
}

/** The keyset position of a post in a feed: pinned rank (profile feeds), published time, id. */
export interface FeedPosition {
  pinned: number;
  publishedMs: number;
  id: number;
}

/** A short fingerprint of a feed's arguments: a cursor only pages the feed it came from. */
export function feedScope(parts: unknown): string {
  return createHash("sha256").update(JSON.stringify(parts)).digest("base64url").slice(0, 10);
}

/** The opaque cursor of a post in a feed. */
export function encodeCursor(scope: string, at: FeedPosition): string {
  return Buffer.from(JSON.stringify([1, scope, at.pinned, at.publishedMs, at.id])).toString("base64url");
}

/** The position a cursor names, or VALIDATION_FAILED for a cursor that is not one of this feed's. */
export function decodeCursor(scope: string, cursor: string): FeedPosition {
  let parts: unknown;
  try {
    parts = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
  } catch {
    parts = null;
  }
  const list = Array.isArray(parts) ? (parts as unknown[]) : [];
  const [version, given, pinned, publishedMs, id] = list;
  const valid =
    list.length === 5 &&
    version === 1 &&
    (pinned === 0 || pinned === 1) &&
    Number.isSafeInteger(publishedMs) &&
    Number.isSafeInteger(id) &&
    (id as number) > 0;
  if (!valid) throw new AppError(AppErrorCode.VALIDATION_FAILED, "after: not a feed cursor");
  if (given !== scope)
    throw new AppError(AppErrorCode.VALIDATION_FAILED, "after: the cursor belongs to another feed");
  return { pinned, publishedMs: publishedMs as number, id: id as number };
}
