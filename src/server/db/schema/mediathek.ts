// The tables of the TV mediathek (modules/mediathek). Only their owner imports this file
// (docs/ARCHITECTURE.md "Tables and their owners").
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type { Localized } from "../../../common/languages.ts";
import { images, videos } from "./catalog.ts";

/**
 * A TV series (a "format", spec content §7 tv/format/{key}): its key (the address), titles and
 * descriptions per language, a picture from the catalog's images, free or premium. A free series
 * airs on the free TV channel, a premium one on the premium channel while `onAir`.
 */
export const tvSeries = pgTable(
  "tv_series",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    key: text("key").notNull(),
    /** Opaque stable id for tv/suggest/{hashId} (modules/mediathek/hashId.ts). */
    hashId: text("hash_id").notNull(),
    kind: text("kind").notNull(),
    title: jsonb("title").$type<Partial<Localized>>().notNull(),
    description: jsonb("description").$type<Partial<Localized>>().notNull().default({}),
    imageId: integer("image_id").references(() => images.id, { onDelete: "set null" }),
    /** Whether the series airs on its kind's channel (the lead's TV programme reads it). */
    onAir: boolean("on_air").notNull().default(true),
    /** Order in the series list (lower first). */
    position: integer("position").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("tv_series_key_idx").on(t.key),
    uniqueIndex("tv_series_hash_idx").on(t.hashId),
    check("tv_series_key", sql`${t.key} ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(${t.key}) <= 80`),
    check("tv_series_kind", sql`${t.kind} in ('free', 'premium')`),
  ],
);

/** An episode of a series: a catalog video (buying, playing and gating are the catalog's). */
export const tvEpisodes = pgTable(
  "tv_episodes",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    seriesId: integer("series_id")
      .notNull()
      .references(() => tvSeries.id, { onDelete: "cascade" }),
    videoId: integer("video_id")
      .notNull()
      .references(() => videos.id, { onDelete: "cascade" }),
    hashId: text("hash_id").notNull(),
    season: smallint("season").notNull(),
    number: smallint("number").notNull(),
    title: jsonb("title").$type<Partial<Localized>>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("tv_episodes_video_idx").on(t.videoId),
    uniqueIndex("tv_episodes_hash_idx").on(t.hashId),
    uniqueIndex("tv_episodes_order_idx").on(t.seriesId, t.season, t.number),
    check("tv_episodes_numbers", sql`${t.season} between 1 and 99 and ${t.number} between 1 and 999`),
  ],
);

/** An article about a series (or the mediathek): per-language texts in tv_article_texts. */
export const tvArticles = pgTable(
  "tv_articles",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    slug: text("slug").notNull(),
    seriesId: integer("series_id").references(() => tvSeries.id, { onDelete: "set null" }),
    imageId: integer("image_id").references(() => images.id, { onDelete: "set null" }),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("tv_articles_slug_idx").on(t.slug),
    index("tv_articles_series_idx").on(t.seriesId, t.publishedAt),
    check("tv_articles_slug", sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(${t.slug}) <= 120`),
  ],
);

/** An article's text in one language: title, teaser, Markdown and its sanitized HTML (the blog's renderer). */
export const tvArticleTexts = pgTable(
  "tv_article_texts",
  {
    articleId: integer("article_id")
      .notNull()
      .references(() => tvArticles.id, { onDelete: "cascade" }),
    language: text("language").notNull(),
    title: text("title").notNull(),
    teaser: text("teaser").notNull(),
    markdown: text("markdown").notNull(),
    html: text("html").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.articleId, t.language] }),
    check("tv_article_texts_language", sql`${t.language} in ('de', 'en', 'es', 'nl')`),
    check(
      "tv_article_texts_lengths",
      sql`char_length(${t.title}) between 1 and 200 and char_length(${t.teaser}) <= 500 and char_length(${t.markdown}) between 1 and 50000`,
    ),
  ],
);
