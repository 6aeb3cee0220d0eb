import { and, count, desc, eq, gte, inArray, isNull, lte, type SQL, sql } from "drizzle-orm";
import type { FeedPostKind, FeedType } from "../../../common/contracts/feed.ts";
import type { DbOrTx } from "../../db/client.ts";
import {
  feedComments,
  feedPostLikes,
  feedPostPictures,
  feedPosts,
  feedPostViews,
  feedPurchases,
  feedReports,
  feedTips,
} from "../../db/schema/feed.ts";
import { notFound } from "../../lib/errors.ts";
import { pinnedIds } from "../favorites/index.ts";
import { type FeedPosition, feedScope } from "./policy.ts";

export type PostRow = typeof feedPosts.$inferSelect;

/** What selects a feed (after its arguments are checked). */
export interface FeedSelection {
  type: FeedType;
  modelId: number | null;
  kinds: FeedPostKind[] | null;
  bought: boolean;
  liked: boolean;
  commented: boolean;
  /** The viewer, for the favourite feed and the bought, liked and commented filters. */
  guestId: number | null;
}

/** The cursor scope of a feed: its selection (a cursor of another feed or guest is refused). */
export const scopeOf = (selection: FeedSelection) => feedScope(selection);

/** The posts anybody may see now: published and not in the future. */
const visible = (now: Date) => and(eq(feedPosts.status, "published"), lte(feedPosts.publishedAt, now));

/** The pinned rank that orders a feed: pinned posts first only on a performer's own feed. */
const pinnedRank = (selection: FeedSelection): SQL =>
  selection.type === "profile" ? sql`(case when ${feedPosts.pinned} then 1 else 0 end)` : sql`0`;

/** The conditions of a feed's selection. */
async function conditions(db: DbOrTx, selection: FeedSelection, now: Date): Promise<SQL[]> {
  const where: SQL[] = [visible(now) as SQL];
  if (selection.modelId !== null) where.push(eq(feedPosts.actorId, selection.modelId));
  if (selection.type === "favorite") {
    // The favourites module's own list of followed performers (pins of type actor).
    const followed = selection.guestId === null ? [] : await pinnedIds(db, selection.guestId, "actor");
    where.push(followed.length ? inArray(feedPosts.actorId, followed.slice(0, 2000)) : sql`false`);
  }
  // The start page's block is image-led: posts with media only.
  if (selection.type === "startpage") where.push(sql`${feedPosts.kind} <> 'text'`);
  if (selection.kinds?.length) where.push(inArray(feedPosts.kind, selection.kinds));
  const guest = selection.guestId ?? 0;
  if (selection.bought)
    where.push(
      sql`exists (select 1 from ${feedPurchases} where ${feedPurchases.postId} = ${feedPosts.id} and ${feedPurchases.guestId} = ${guest})`,
    );
  if (selection.liked)
    where.push(
      sql`exists (select 1 from ${feedPostLikes} where ${feedPostLikes.postId} = ${feedPosts.id} and ${feedPostLikes.guestId} = ${guest})`,
    );
  if (selection.commented)
    where.push(
      sql`exists (select 1 from ${feedComments} where ${feedComments.postId} = ${feedPosts.id} and ${feedComments.guestId} = ${guest} and ${feedComments.deletedAt} is null)`,
    );
  return where;
}

/**
 * One page of a feed by keyset (pinned rank, published, id), newest first: a post that arrives
 * while a guest pages is newer than every cursor, so no post comes twice and none is skipped.
 */
export async function feedPage(
  db: DbOrTx,
  selection: FeedSelection,
  page: { first: number; after: FeedPosition | null },
  now: Date,
): Promise<{ rows: (PostRow & { rank: number })[]; hasNextPage: boolean }> {
  const where = await conditions(db, selection, now);
  const rank = pinnedRank(selection);
  if (page.after)
    where.push(
      sql`(${rank}, ${feedPosts.publishedAt}, ${feedPosts.id}) < (${page.after.pinned}, ${new Date(page.after.publishedMs).toISOString()}::timestamptz, ${page.after.id})`,
    );
  const rows = await db
    .select({ post: feedPosts, rank: sql<number>`${rank}::int` })
    .from(feedPosts)
    .where(and(...where))
    // A constant in ORDER BY would name a column position: the rank orders only the profile feed.
    .orderBy(
      ...(selection.type === "profile" ? [desc(feedPosts.pinned)] : []),
      desc(feedPosts.publishedAt),
      desc(feedPosts.id),
    )
    .limit(page.first + 1);
  return {
    rows: rows.slice(0, page.first).map((row) => ({ ...row.post, rank: Number(row.rank) })),
    hasNextPage: rows.length > page.first,
  };
}

/** A visible post by id, or null. */
export async function visiblePost(db: DbOrTx, postId: number, now: Date): Promise<PostRow | null> {
  const [row] = await db
    .select()
    .from(feedPosts)
    .where(and(eq(feedPosts.id, postId), visible(now)));
  return row ?? null;
}

/** A visible post by id, or NOT_FOUND. */
export async function requirePost(db: DbOrTx, postId: number, now: Date): Promise<PostRow> {
  const post = await visiblePost(db, postId, now);
  if (!post) throw notFound("Post");
  return post;
}

/** The feed's totals (spec "Feed totals"): posts by kind, and the guest's liked and commented ones. */
export async function feedTotals(
  db: DbOrTx,
  selection: Pick<FeedSelection, "type" | "modelId" | "guestId">,
  now: Date,
) {
  const base = { ...selection, kinds: null, bought: false, liked: false, commented: false };
  const where = await conditions(db, base, now);
  const guest = selection.guestId ?? 0;
  const [row] = await db
    .select({
      totalCount: sql<number>`count(*)::int`,
      clips: sql<number>`count(*) filter (where ${feedPosts.kind} = 'clip')::int`,
      photos: sql<number>`count(*) filter (where ${feedPosts.kind} = 'photos')::int`,
      texts: sql<number>`count(*) filter (where ${feedPosts.kind} = 'text')::int`,
      liked: sql<number>`count(*) filter (where exists (select 1 from ${feedPostLikes} where ${feedPostLikes.postId} = ${feedPosts.id} and ${feedPostLikes.guestId} = ${guest}))::int`,
      commented: sql<number>`count(*) filter (where exists (select 1 from ${feedComments} where ${feedComments.postId} = ${feedPosts.id} and ${feedComments.guestId} = ${guest} and ${feedComments.deletedAt} is null))::int`,
    })
    .from(feedPosts)
    .where(and(...where));
  return row ?? { totalCount: 0, clips: 0, photos: 0, texts: 0, liked: 0, commented: 0 };
}

/** The posts a guest bought, by kind (stats.boughtContentGuest: photos, clips). */
export async function boughtContentOf(db: DbOrTx, guestId: number) {
  const [row] = await db
    .select({
      photos: sql<number>`count(*) filter (where ${feedPosts.kind} = 'photos')::int`,
      clips: sql<number>`count(*) filter (where ${feedPosts.kind} = 'clip')::int`,
    })
    .from(feedPurchases)
    .innerJoin(feedPosts, eq(feedPosts.id, feedPurchases.postId))
    .where(eq(feedPurchases.guestId, guestId));
  return row ?? { photos: 0, clips: 0 };
}

/** The guest's state of some posts: which they liked, viewed and bought. */
export async function guestStates(db: DbOrTx, guestId: number | null, postIds: number[]) {
  const empty = { liked: new Set<number>(), viewed: new Set<number>(), bought: new Set<number>() };
  if (guestId === null || postIds.length === 0) return empty;
  const [likes, views, bought] = await Promise.all([
    db
      .select({ id: feedPostLikes.postId })
      .from(feedPostLikes)
      .where(and(eq(feedPostLikes.guestId, guestId), inArray(feedPostLikes.postId, postIds))),
    db
      .select({ id: feedPostViews.postId })
      .from(feedPostViews)
      .where(and(eq(feedPostViews.guestId, guestId), inArray(feedPostViews.postId, postIds))),
    db
      .select({ id: feedPurchases.postId })
      .from(feedPurchases)
      .where(and(eq(feedPurchases.guestId, guestId), inArray(feedPurchases.postId, postIds))),
  ]);
  return {
    liked: new Set(likes.map((r) => r.id)),
    viewed: new Set(views.map((r) => r.id)),
    bought: new Set(bought.map((r) => r.id)),
  };
}

/** Whether a guest bought a post. */
export async function hasBought(db: DbOrTx, guestId: number, postId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: feedPurchases.id })
    .from(feedPurchases)
    .where(and(eq(feedPurchases.guestId, guestId), eq(feedPurchases.postId, postId)));
  return row !== undefined;
}

/** The picture image ids of photos posts, in order, by post. */
export async function picturesOf(db: DbOrTx, postIds: number[]): Promise<Map<number, number[]>> {
  const out = new Map<number, number[]>();
  if (postIds.length === 0) return out;
  const rows = await db
    .select({ postId: feedPostPictures.postId, imageId: feedPostPictures.imageId })
    .from(feedPostPictures)
    .where(inArray(feedPostPictures.postId, postIds))
    .orderBy(feedPostPictures.postId, feedPostPictures.position);
  for (const row of rows) out.set(row.postId, [...(out.get(row.postId) ?? []), row.imageId]);
  return out;
}

export type CommentRow = typeof feedComments.$inferSelect;

/**
 * The newest top-level comments of some posts (at most `perPost` each) with their replies, and who
 * of the commenters tipped the post (a comment's `tipped`).
 */
export async function commentsOf(db: DbOrTx, postIds: number[], perPost: number) {
  if (postIds.length === 0) return { rows: [] as CommentRow[], tippers: new Set<string>() };
  const top = await db.execute(sql`
    select id from (
      select ${feedComments.id} as id, row_number() over (partition by ${feedComments.postId} order by ${feedComments.id} desc) as n
      from ${feedComments}
      where ${inArray(feedComments.postId, postIds)} and ${feedComments.parentId} is null and ${feedComments.deletedAt} is null
    ) ranked where n <= ${perPost}`);
  const topIds = (top as unknown as { rows: { id: number }[] }).rows.map((r) => Number(r.id));
  if (topIds.length === 0) return { rows: [] as CommentRow[], tippers: new Set<string>() };
  const rows = await db
    .select()
    .from(feedComments)
    .where(
      and(
        isNull(feedComments.deletedAt),
        sql`(${inArray(feedComments.id, topIds)} or ${inArray(feedComments.parentId, topIds)})`,
      ),
    )
    .orderBy(feedComments.id)
    .limit(perPost * postIds.length * 20);
  const tips = await db
    .selectDistinct({ postId: feedTips.postId, guestId: feedTips.guestId })
    .from(feedTips)
    .where(inArray(feedTips.postId, postIds));
  return { rows, tippers: new Set(tips.map((t) => `${t.postId}:${t.guestId}`)) };
}

/** How many comments a guest wrote since a time (the rate limit). */
export async function commentsSince(db: DbOrTx, guestId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(feedComments)
    .where(and(eq(feedComments.guestId, guestId), gte(feedComments.createdAt, since)));
  return row?.n ?? 0;
}

/** The guests who tipped a post (the goal's announcement goes to them). */
export async function tippersOf(db: DbOrTx, postId: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ guestId: feedTips.guestId })
    .from(feedTips)
    .where(eq(feedTips.postId, postId));
  return rows.map((row) => row.guestId);
}

/** The reports guests sent, newest first (operator API). */
export async function listReports(db: DbOrTx, page: { limit: number; offset: number }) {
  return db
    .select({
      id: feedReports.id,
      guestId: feedReports.guestId,
      postId: feedReports.postId,
      commentId: feedReports.commentId,
      reason: feedReports.reason,
      createdAt: feedReports.createdAt,
      actorId: feedPosts.actorId,
      commentText: feedComments.text,
    })
    .from(feedReports)
    .innerJoin(feedPosts, eq(feedPosts.id, feedReports.postId))
    .leftJoin(feedComments, eq(feedComments.id, feedReports.commentId))
    .orderBy(desc(feedReports.createdAt), desc(feedReports.id))
    .limit(page.limit)
    .offset(page.offset);
}

/** Counters of one post as they are now (live updates). */
export async function postCounters(db: DbOrTx, postIds: number[]) {
  if (postIds.length === 0) return [];
  return db
    .select({
      id: feedPosts.id,
      actorId: feedPosts.actorId,
      likes: feedPosts.likes,
      tipsSum: feedPosts.tipsSum,
      goalCoins: feedPosts.goalCoins,
    })
    .from(feedPosts)
    .where(inArray(feedPosts.id, postIds));
}
