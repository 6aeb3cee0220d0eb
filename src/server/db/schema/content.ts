import { sql } from "drizzle-orm";
import {
  bigint,
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
import { guests } from "./accounts.ts";
import { actors, albums } from "./catalog.ts";
import { liveSessions } from "./live.ts";

/** Texts per site language (de, en, es, nl). */
type Localized = Record<"de" | "en" | "es" | "nl", string>;

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

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

/** Interview questions an actor answered (profile "about me"), in the site languages. */
export const actorInterviews = pgTable(
  "actor_interviews",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    actorId: integer("actor_id")
      .notNull()
      .references(() => actors.id, { onDelete: "cascade" }),
    position: smallint("position").notNull().default(0),
    question: jsonb("question").$type<Localized>().notNull(),
    answer: jsonb("answer").$type<Localized>().notNull(),
  },
  (t) => [index("actor_interviews_actor_idx").on(t.actorId, t.position)],
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
