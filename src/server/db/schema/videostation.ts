// The tables of the video station (modules/videostation). Only their owner imports this file
// (docs/ARCHITECTURE.md "Tables and their owners").
import { sql } from "drizzle-orm";
import { boolean, check, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * A jumbotron the operator configures, one row per place (the start page's: `homepage`): on or off,
 * seconds per slide and the slides in order ([{videoId, headline: {de?, en?, es?, nl?}}], checked by
 * the command against the catalogue; a video taken down later is skipped when read).
 */
export const videoJumbotrons = pgTable(
  "video_jumbotrons",
  {
    place: text("place").primaryKey(),
    enabled: boolean("enabled").notNull(),
    rotateSeconds: integer("rotate_seconds").notNull(),
    slides: jsonb("slides").$type<{ videoId: number; headline: Record<string, string> }[]>().notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("video_jumbotrons_place", sql`${t.place} in ('homepage')`),
    check("video_jumbotrons_rotate", sql`${t.rotateSeconds} between 3 and 30`),
    check(
      "video_jumbotrons_slides",
      sql`jsonb_typeof(${t.slides}) = 'array' and jsonb_array_length(${t.slides}) <= 8`,
    ),
  ],
);
