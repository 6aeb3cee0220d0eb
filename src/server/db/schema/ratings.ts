// The tables of ratings (modules/ratings): likes of content and the chat-exit survey's ratings.
// Only their owner imports this file (docs/ARCHITECTURE.md "Tables and their owners").
import { sql } from "drizzle-orm";
import {
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
import { guests } from "./accounts.ts";
import { actors } from "./catalog.ts";
import { liveSessions } from "./live.ts";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/**
 * Guests' ratings of a chat with an actor (satisfied or not): the chat-exit survey's answers
 * (modules/ratings, one per live session: GREAT is satisfied, BAD is not, with an optional text).
 * Shown as countRatings and satisfactionRate over the last 90 days, only with at least 10 ratings
 * (spec core §5). Demo rows have no session.
 */
export const actorChatRatings = pgTable(
  "actor_chat_ratings",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    actorId: integer("actor_id")
      .notNull()
      .references(() => actors.id, { onDelete: "cascade" }),
    guestId: integer("guest_id").references(() => guests.id, { onDelete: "set null" }),
    satisfied: boolean("satisfied").notNull(),
    /** The live session the survey was answered for (kept when the session goes: set null). */
    sessionId: bigint("session_id", { mode: "number" }).references(() => liveSessions.id, {
      onDelete: "set null",
    }),
    /** The guest's optional words about the chat (at most 1000 characters). */
    comment: text("comment"),
    createdAt: createdAt(),
  },
  (t) => [
    index("actor_chat_ratings_actor_idx").on(t.actorId, t.createdAt),
    uniqueIndex("actor_chat_ratings_session_idx").on(t.sessionId),
    check("actor_chat_ratings_comment_length", sql`char_length(${t.comment}) <= 1000`),
  ],
);

/**
 * A guest's like (1) or dislike (-1) of a video, album or picture; the objects' like/dislike
 * counters change in the same transaction.
 */
export const contentRatings = pgTable(
  "content_ratings",
  {
    guestId: integer("guest_id")
      .notNull()
      .references(() => guests.id, { onDelete: "cascade" }),
    /** 'sedcards': a like of all an actor's sedcards, objectId is the actor's id. */
    objectType: text("object_type").$type<"video" | "album" | "picture" | "sedcards">().notNull(),
    objectId: integer("object_id").notNull(),
    value: smallint("value").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.guestId, t.objectType, t.objectId] }),
    check("content_ratings_type", sql`${t.objectType} in ('video','album','picture','sedcards')`),
    // Sedcard likes have no counter columns: they are counted from their rows (actors' module).
    index("content_ratings_sedcards_idx").on(t.objectId, t.value).where(sql`${t.objectType} = 'sedcards'`),
    check("content_ratings_value", sql`${t.value} in (1, -1)`),
  ],
);
