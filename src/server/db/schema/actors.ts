// The tables of actors (modules/actors): a guest's notes on actors, actors' online history (the heat map).
// Only their owner imports this file (docs/ARCHITECTURE.md "Tables and their owners").
import { sql } from "drizzle-orm";
import { bigint, check, index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { guests } from "./accounts.ts";
import { actors } from "./catalog.ts";

/** A guest's private note on an actor (spec core §7 storeActorNote / getActorNoteById). */
export const actorNotes = pgTable(
  "actor_notes",
  {
    guestId: integer("guest_id")
      .notNull()
      .references(() => guests.id, { onDelete: "cascade" }),
    actorId: integer("actor_id")
      .notNull()
      .references(() => actors.id, { onDelete: "cascade" }),
    comment: text("comment").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.guestId, t.actorId] }),
    check("actor_notes_length", sql`char_length(${t.comment}) <= 2000`),
  ],
);

/**
 * When actors were online (written by the performer API's online/offline): the source of the
 * heat map (hours to be online) on the actor profile. `endedAt` is null while online.
 */
export const actorOnlineSessions = pgTable(
  "actor_online_sessions",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    actorId: integer("actor_id")
      .notNull()
      .references(() => actors.id, { onDelete: "cascade" }),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull(),
    endedAt: timestamp("ended_at", { withTimezone: true }),
  },
  (t) => [
    index("actor_online_sessions_actor_idx").on(t.actorId, t.startedAt),
    check("actor_online_sessions_order", sql`${t.endedAt} is null or ${t.endedAt} >= ${t.startedAt}`),
  ],
);
