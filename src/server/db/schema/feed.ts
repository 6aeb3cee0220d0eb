// The tables of the social feed (modules/feed): performers' posts and what guests do with them.
// Only their owner imports this file (docs/ARCHITECTURE.md "Tables and their owners").
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type { FeedPostKind } from "../../../common/contracts/feed.ts";
import { guests } from "./accounts.ts";
import { actors, images, videos } from "./catalog.ts";
import { contests } from "./contests.ts";
import { ledgerEntries } from "./wallet.ts";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/**
 * A performer's feed post (spec content §"Feed post"): a clip (one of her catalogue videos, played
 * through the signed stream), photos (feed_post_pictures) or text. `price_coins` > 0 is paid
 * content; `goal_coins` a tipping goal, `tips_sum` what was tipped, `goal_reached_at` set once by
 * the tip that reached it. Counters move in the same transaction as their rows.
 */
export const feedPosts = pgTable(
  "feed_posts",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    actorId: integer("actor_id")
      .notNull()
      .references(() => actors.id, { onDelete: "cascade" }),
    kind: text("kind").$type<FeedPostKind>().notNull(),
    /** published | deleted */
    status: text("status").notNull().default("published"),
    pinned: boolean("pinned").notNull().default(false),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull(),
    title: text("title").notNull().default(""),
    text: text("text").notNull().default(""),
    /** 16 or 18 (FSK); an 18-rated post's media needs the accepted age check. */
    ageRating: smallint("age_rating").notNull().default(16),
    priceCoins: integer("price_coins").notNull().default(0),
    goalCoins: integer("goal_coins"),
    tipsSum: integer("tips_sum").notNull().default(0),
    goalReachedAt: timestamp("goal_reached_at", { withTimezone: true }),
    videoId: integer("video_id").references(() => videos.id, { onDelete: "restrict" }),
    /** A photos post that is the performer's entry in a photo contest (spec: contest{id}). */
    contestId: integer("contest_id").references(() => contests.id, { onDelete: "set null" }),
    views: integer("views").notNull().default(0),
    likes: integer("likes").notNull().default(0),
    comments: integer("comments").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index("feed_posts_published_idx").on(t.publishedAt.desc(), t.id.desc()),
    index("feed_posts_actor_idx").on(t.actorId, t.publishedAt.desc(), t.id.desc()),
    check("feed_posts_kind", sql`${t.kind} in ('clip', 'photos', 'text')`),
    check("feed_posts_status", sql`${t.status} in ('published', 'deleted')`),
    check("feed_posts_age", sql`${t.ageRating} in (16, 18)`),
    check("feed_posts_price", sql`${t.priceCoins} >= 0 and ${t.priceCoins} <= 100000`),
    check(
      "feed_posts_goal",
      sql`${t.goalCoins} is null or (${t.goalCoins} > 0 and ${t.goalCoins} <= 10000000)`,
    ),
    check(
      "feed_posts_counters",
      sql`${t.tipsSum} >= 0 and ${t.views} >= 0 and ${t.likes} >= 0 and ${t.comments} >= 0`,
    ),
    check("feed_posts_clip", sql`(${t.kind} = 'clip') = (${t.videoId} is not null)`),
    check("feed_posts_contest", sql`${t.contestId} is null or ${t.kind} = 'photos'`),
    check("feed_posts_texts", sql`char_length(${t.title}) <= 200 and char_length(${t.text}) <= 5000`),
  ],
);

/** The pictures of a photos post, in order (catalogue images, w320/w640/w1280). */
export const feedPostPictures = pgTable(
  "feed_post_pictures",
  {
    postId: integer("post_id")
      .notNull()
      .references(() => feedPosts.id, { onDelete: "cascade" }),
    position: smallint("position").notNull(),
    imageId: integer("image_id")
      .notNull()
      .references(() => images.id),
  },
  (t) => [primaryKey({ columns: [t.postId, t.position] })],
);

/** A guest's like of a post: at most one (the primary key). */
export const feedPostLikes = pgTable(
  "feed_post_likes",
  {
    postId: integer("post_id")
      .notNull()
      .references(() => feedPosts.id, { onDelete: "cascade" }),
    guestId: integer("guest_id")
      .notNull()
      .references(() => guests.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.guestId] }), index("feed_post_likes_guest_idx").on(t.guestId)],
);

/** A view of a post: each visitor (guest, else address and browser) counts once per post. */
export const feedPostViews = pgTable(
  "feed_post_views",
  {
    postId: integer("post_id")
      .notNull()
      .references(() => feedPosts.id, { onDelete: "cascade" }),
    visitor: text("visitor").notNull(),
    guestId: integer("guest_id").references(() => guests.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.visitor] }),
    index("feed_post_views_guest_idx").on(t.guestId, t.postId),
  ],
);

/**
 * A comment on a post (spec content §"Comment"): by a guest, or by the performer herself
 * (`actor_id`, isCreator). `parent_id` is the top-level comment a reply hangs under; `reply_to_id`
 * the comment it answers (a reply to a reply: isReplyToReply). Deleting sets `deleted_at`.
 */
export const feedComments = pgTable(
  "feed_comments",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    postId: integer("post_id")
      .notNull()
      .references(() => feedPosts.id, { onDelete: "cascade" }),
    guestId: integer("guest_id").references(() => guests.id, { onDelete: "set null" }),
    actorId: integer("actor_id").references(() => actors.id, { onDelete: "cascade" }),
    parentId: integer("parent_id").references((): AnyPgColumn => feedComments.id, { onDelete: "cascade" }),
    replyToId: integer("reply_to_id").references((): AnyPgColumn => feedComments.id, {
      onDelete: "set null",
    }),
    text: text("text").notNull(),
    createdAt: createdAt(),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
  },
  (t) => [
    index("feed_comments_post_idx").on(t.postId, t.id.desc()),
    index("feed_comments_parent_idx").on(t.parentId),
    index("feed_comments_guest_idx").on(t.guestId, t.createdAt),
    check("feed_comments_length", sql`char_length(${t.text}) between 1 and 500`),
    check("feed_comments_author", sql`(${t.actorId} is null) or (${t.guestId} is null)`),
  ],
);

/** A guest's tip on a post, paid through the ledger in the same transaction. */
export const feedTips = pgTable(
  "feed_tips",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    postId: integer("post_id")
      .notNull()
      .references(() => feedPosts.id, { onDelete: "cascade" }),
    guestId: integer("guest_id")
      .notNull()
      .references(() => guests.id, { onDelete: "cascade" }),
    coins: integer("coins").notNull(),
    ledgerEntryId: bigint("ledger_entry_id", { mode: "number" })
      .notNull()
      .references(() => ledgerEntries.id),
    createdAt: createdAt(),
  },
  (t) => [
    index("feed_tips_post_idx").on(t.postId, t.guestId),
    uniqueIndex("feed_tips_ledger_uq").on(t.ledgerEntryId),
    check("feed_tips_coins", sql`${t.coins} > 0`),
  ],
);

/** A guest's purchase of a paid post: once per guest and post (the unique index). */
export const feedPurchases = pgTable(
  "feed_purchases",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    postId: integer("post_id")
      .notNull()
      .references(() => feedPosts.id, { onDelete: "cascade" }),
    guestId: integer("guest_id")
      .notNull()
      .references(() => guests.id, { onDelete: "cascade" }),
    coins: integer("coins").notNull(),
    ledgerEntryId: bigint("ledger_entry_id", { mode: "number" })
      .notNull()
      .references(() => ledgerEntries.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("feed_purchases_guest_post_uq").on(t.guestId, t.postId),
    check("feed_purchases_coins", sql`${t.coins} > 0`),
  ],
);

/** A guest's report of a post or of one of its comments, for the operator; once per guest and object. */
export const feedReports = pgTable(
  "feed_reports",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    guestId: integer("guest_id")
      .notNull()
      .references(() => guests.id, { onDelete: "cascade" }),
    postId: integer("post_id")
      .notNull()
      .references(() => feedPosts.id, { onDelete: "cascade" }),
    commentId: integer("comment_id").references(() => feedComments.id, { onDelete: "cascade" }),
    reason: text("reason").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("feed_reports_post_uq").on(t.guestId, t.postId).where(sql`${t.commentId} is null`),
    uniqueIndex("feed_reports_comment_uq").on(t.guestId, t.commentId).where(sql`${t.commentId} is not null`),
    index("feed_reports_created_idx").on(t.createdAt.desc()),
    check("feed_reports_reason", sql`char_length(${t.reason}) between 1 and 500`),
  ],
);
