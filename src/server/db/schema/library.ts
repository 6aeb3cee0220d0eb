// The tables of library (modules/library): the media library's archive.
// Only their owner imports this file (docs/ARCHITECTURE.md "Tables and their owners").
import { sql } from "drizzle-orm";
import { check, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { guests } from "./accounts.ts";

/** What a guest moved to the archive tab of their media library (spec content §2 media library). */
export const libraryArchive = pgTable(
  "library_archive",
  {
    guestId: integer("guest_id")
      .notNull()
      .references(() => guests.id, { onDelete: "cascade" }),
    objectType: text("object_type").$type<"video" | "album">().notNull(),
    objectId: integer("object_id").notNull(),
    archivedAt: timestamp("archived_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.guestId, t.objectType, t.objectId] }),
    check("library_archive_type", sql`${t.objectType} in ('video','album')`),
  ],
);
