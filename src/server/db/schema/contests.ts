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
import type { Language } from "../../../common/languages.ts";
import { guests } from "./accounts.ts";
import { actors, albumPictures, albums, videos } from "./catalog.ts";

type Texts = Partial<Record<Language, string>>;

/**
 * A contest (spec content §3, modules/contests): performers' videos, photo albums or pictures that
 * guests vote for between `starts_at` and `ends_at` (at most 5 votes per guest). Before the start it
 * is "next", while it runs "active", after the end "last" with its places.
 */
export const contests = pgTable(
  "contests",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    /** Title, description and rules per language ({de?, en?, es?, nl?}). */
    title: jsonb("title").$type<Texts>().notNull(),
    description: jsonb("description").$type<Texts>().notNull().default({}),
    rules: jsonb("rules").$type<Texts>().notNull().default({}),
    /** The prizes of places 1, 2, 3... each per language. */
    prizes: jsonb("prizes").$type<Texts[]>().notNull().default([]),
    /** What the entries are: videos, or photos (albums and single pictures). */
    mediaType: text("media_type").notNull(),
    /** Voting needs an accepted age check. */
    needAvs: boolean("need_avs").notNull().default(false),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("contests_ends_idx").on(t.endsAt),
    check("contests_media_type", sql`${t.mediaType} in ('video', 'photo')`),
    check("contests_dates", sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

/**
 * An entry of a contest: one video, photo album or picture of a performer. `votes` counts the
 * entry's votes, moved in the vote's transaction (never below zero).
 */
export const contestEntries = pgTable(
  "contest_entries",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    contestId: integer("contest_id")
      .notNull()
      .references(() => contests.id, { onDelete: "cascade" }),
    actorId: integer("actor_id")
      .notNull()
      .references(() => actors.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    videoId: integer("video_id").references(() => videos.id, { onDelete: "cascade" }),
    albumId: integer("album_id").references(() => albums.id, { onDelete: "cascade" }),
    pictureId: integer("picture_id").references(() => albumPictures.id, { onDelete: "cascade" }),
    votes: integer("votes").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("contest_entries_contest_idx").on(t.contestId, t.votes),
    index("contest_entries_video_idx").on(t.videoId),
    uniqueIndex("contest_entries_one_video").on(t.contestId, t.videoId),
    uniqueIndex("contest_entries_one_album").on(t.contestId, t.albumId).where(sql`${t.kind} = 'album'`),
    uniqueIndex("contest_entries_one_picture").on(t.contestId, t.pictureId).where(sql`${t.kind} = 'picture'`),
    check("contest_entries_votes", sql`${t.votes} >= 0`),
    check(
      "contest_entries_kind",
      sql`(${t.kind} = 'video' and ${t.videoId} is not null and ${t.albumId} is null and ${t.pictureId} is null)
        or (${t.kind} = 'album' and ${t.albumId} is not null and ${t.videoId} is null and ${t.pictureId} is null)
        or (${t.kind} = 'picture' and ${t.albumId} is not null and ${t.pictureId} is not null and ${t.videoId} is null)`,
    ),
  ],
);

/**
 * A guest's votes in one contest: the counter the limit of 5 is held by. A vote raises `votes` with
 * one upsert whose update only happens below the limit (the row lock serialises a guest's votes in
 * a contest) and the CHECK refuses a sixth however the row is written.
 */
export const contestGuests = pgTable(
  "contest_guests",
  {
    contestId: integer("contest_id")
      .notNull()
      .references(() => contests.id, { onDelete: "cascade" }),
    guestId: integer("guest_id")
      .notNull()
      .references(() => guests.id, { onDelete: "cascade" }),
    votes: smallint("votes").notNull().default(0),
    /** The guest asked to vote without the confirmation (hideConfirmWindow). */
    hideConfirmWindow: boolean("hide_confirm_window").notNull().default(false),
    /** The guest asked not to see the vote-limit modal again. */
    hideVoteLimitModal: boolean("hide_vote_limit_modal").notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.contestId, t.guestId] }),
    check("contest_guests_votes", sql`${t.votes} between 0 and 5`),
  ],
);

/** One vote of a guest for an entry (once per guest and entry). */
export const contestVotes = pgTable(
  "contest_votes",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    contestId: integer("contest_id")
      .notNull()
      .references(() => contests.id, { onDelete: "cascade" }),
    entryId: integer("entry_id")
      .notNull()
      .references(() => contestEntries.id, { onDelete: "cascade" }),
    guestId: integer("guest_id")
      .notNull()
      .references(() => guests.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("contest_votes_once").on(t.entryId, t.guestId),
    index("contest_votes_guest_idx").on(t.guestId, t.contestId),
  ],
);
