// The tables of albums (modules/albums): comments on albums.
// Only their owner imports this file (docs/ARCHITECTURE.md "Tables and their owners").
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { guests } from "./accounts.ts";
import { albums } from "./catalog.ts";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/**
 * Comments on albums (spec content §3 Comment). Deleting by the author sets `deletedAt`; a
 * deleted guest's comments stay without their name.
 */
export const albumComments = pgTable(
  "album_comments",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    albumId: integer("album_id")
      .notNull()
      .references(() => albums.id, { onDelete: "cascade" }),
    guestId: integer("guest_id").references(() => guests.id, { onDelete: "set null" }),
    text: text("text").notNull(),
    createdAt: createdAt(),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
  },
  (t) => [
    index("album_comments_album_idx").on(t.albumId, t.id.desc()),
    index("album_comments_guest_idx").on(t.guestId),
    check("album_comments_length", sql`char_length(${t.text}) between 1 and 1000`),
  ],
);
