// The tables of favorites (modules/favorites): what a guest pinned.
// Only their owner imports this file (docs/ARCHITECTURE.md "Tables and their owners").
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { guests } from "./accounts.ts";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/**
 * What a guest pinned (spec core §4 Favourites): actors, albums, sedcards and pictures. For actors,
 * the guest chooses whether their coming online is mailed or texted.
 */
export const favorites = pgTable(
  "favorites",
  {
    guestId: integer("guest_id")
      .notNull()
      .references(() => guests.id, { onDelete: "cascade" }),
    objectType: text("object_type").notNull(),
    objectId: integer("object_id").notNull(),
    emailNotify: boolean("email_notify").notNull().default(false),
    smsNotify: boolean("sms_notify").notNull().default(false),
    /** Web pushes of this actor's coming online (on by default; the global actorOnline setting still applies). */
    pushNotify: boolean("push_notify").notNull().default(true),
    /** When this actor's coming online was last mailed to the guest (throttles the e-mails). */
    onlineMailedAt: timestamp("online_mailed_at", { withTimezone: true }),
    /** When this actor's coming online was last texted to the guest (throttles the SMS alerts). */
    onlineTextedAt: timestamp("online_texted_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.guestId, t.objectType, t.objectId] }),
    index("favorites_object_idx").on(t.objectType, t.objectId),
    check("favorites_object_type", sql`${t.objectType} in ('actor','album','sedcard','picture')`),
  ],
);
