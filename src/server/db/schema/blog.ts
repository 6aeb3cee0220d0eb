// The tables of the blog (modules/blog). Only their owner imports this file
// (docs/ARCHITECTURE.md "Tables and their owners").
import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { images } from "./catalog.ts";

/**
 * A blog post (spec content: blog categories by id): one category, a picture from the media store,
 * the performers it names, published at a time (a future time: scheduled) or withdrawn. Its texts
 * are per language (blog_post_texts): a post is shown in the languages it is written in.
 */
export const blogPosts = pgTable(
  "blog_posts",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    /** The post's address (/blog/{slug}/), the same in every language. */
    slug: text("slug").notNull(),
    categoryId: integer("category_id").notNull(),
    imageId: integer("image_id").references(() => images.id, { onDelete: "set null" }),
    /** Performers the post names (blog/actors), in the order the operator gave. */
    actorIds: integer("actor_ids").array().notNull().default(sql`'{}'::integer[]`),
    status: text("status").notNull().default("published"),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("blog_posts_slug_idx").on(t.slug),
    index("blog_posts_category_idx").on(t.categoryId, t.publishedAt),
    index("blog_posts_published_idx").on(t.publishedAt),
    check("blog_posts_slug", sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(${t.slug}) <= 120`),
    check("blog_posts_category", sql`${t.categoryId} in (1, 38, 39, 40, 41, 43, 44, 45, 46, 506)`),
    check("blog_posts_status", sql`${t.status} in ('published', 'withdrawn')`),
    check("blog_posts_actors", sql`cardinality(${t.actorIds}) <= 20`),
  ],
);

/** A post's text in one language: title, teaser, the operator's Markdown and its sanitized HTML. */
export const blogPostTexts = pgTable(
  "blog_post_texts",
  {
    postId: integer("post_id")
      .notNull()
      .references(() => blogPosts.id, { onDelete: "cascade" }),
    language: text("language").notNull(),
    title: text("title").notNull(),
    teaser: text("teaser").notNull(),
    markdown: text("markdown").notNull(),
    /** Rendered from `markdown` when it is written (modules/blog/markdown.ts), never by a request. */
    html: text("html").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.language] }),
    index("blog_post_texts_language_idx").on(t.language),
    check("blog_post_texts_language", sql`${t.language} in ('de', 'en', 'es', 'nl')`),
    check(
      "blog_post_texts_lengths",
      sql`char_length(${t.title}) between 1 and 200 and char_length(${t.teaser}) <= 500 and char_length(${t.markdown}) between 1 and 50000`,
    ),
  ],
);
