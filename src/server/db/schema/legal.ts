// The tables of the legal texts (modules/legal). Only their owner imports this file
// (docs/ARCHITECTURE.md "Tables and their owners").
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/**
 * A version of a legal text (spec content §3 "Legal text": type PP, GTC or IMP; product, version,
 * language, html). Versions are never changed or deleted: a guest who accepted the terms of one
 * date can download exactly those (asset/legal-text/download/{id}). The one in force is the newest
 * published one of its type, product and language; a later `published_at` schedules a version.
 */
export const legalTexts = pgTable(
  "legal_texts",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    type: text("type").notNull(),
    product: text("product").notNull().default("velvet"),
    /** The operator's name of the version, e.g. "2026-11-01" (unique per type, product and language). */
    version: text("version").notNull(),
    language: text("language").notNull(),
    title: text("title").notNull(),
    /** A sentence for search engines and link previews. */
    description: text("description").notNull(),
    /** The operator's Markdown, kept as written (empty for the texts the platform ships). */
    markdown: text("markdown").notNull(),
    /** Sanitized when it is written (modules/legal), never by a request; headings start at h2. */
    html: text("html").notNull(),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("legal_texts_version_idx").on(t.type, t.product, t.language, t.version),
    index("legal_texts_current_idx").on(t.type, t.product, t.language, t.publishedAt),
    check("legal_texts_type", sql`${t.type} in ('PP', 'GTC', 'IMP')`),
    check("legal_texts_language", sql`${t.language} in ('de', 'en', 'es', 'nl')`),
    check(
      "legal_texts_lengths",
      sql`char_length(${t.version}) between 1 and 40 and char_length(${t.title}) between 1 and 200 and char_length(${t.description}) <= 300 and char_length(${t.html}) between 1 and 200000`,
    ),
  ],
);
