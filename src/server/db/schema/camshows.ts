import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { guests, ledgerEntries, vouchers } from "./accounts.ts";
import { actors } from "./catalog.ts";

/**
 * A performer's scheduled cam show (spec core §1 LIVESHOW, content §2 cam-show calendar), sold by
 * tickets with a fixed number of seats (modules/camshows). `seats_taken` counts the active tickets:
 * a ticket takes its seat with one conditional update, so the last seat sells once.
 */
export const camShows = pgTable(
  "cam_shows",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    actorId: integer("actor_id")
      .notNull()
      .references(() => actors.id, { onDelete: "cascade" }),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    lengthMinutes: integer("length_minutes").notNull(),
    /** VXC per ticket; 0 is a free show (a seat is still taken). */
    price: integer("price").notNull(),
    seats: integer("seats").notNull(),
    seatsTaken: integer("seats_taken").notNull().default(0),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    featured: boolean("featured").notNull().default(false),
    /** scheduled → live → ended, or scheduled → cancelled. */
    state: text("state").notNull().default("scheduled"),
    /** When the holders were reminded (15 minutes before the start), once. */
    remindedAt: timestamp("reminded_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("cam_shows_starts_idx").on(t.startsAt),
    index("cam_shows_actor_idx").on(t.actorId, t.startsAt),
    check("cam_shows_state", sql`${t.state} in ('scheduled', 'cancelled', 'live', 'ended')`),
    check("cam_shows_seats", sql`${t.seats} > 0 and ${t.seatsTaken} >= 0 and ${t.seatsTaken} <= ${t.seats}`),
    check("cam_shows_price", sql`${t.price} >= 0`),
    check("cam_shows_length", sql`${t.lengthMinutes} > 0`),
  ],
);

/**
 * A guest's ticket for a show, paid with coins (its ledger entry) or a show voucher (7 or 8), or
 * free. active until removed by the guest before the start or refunded when the show is cancelled;
 * one active ticket per guest and show.
 */
export const camShowTickets = pgTable(
  "cam_show_tickets",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    showId: integer("show_id")
      .notNull()
      .references(() => camShows.id, { onDelete: "cascade" }),
    guestId: integer("guest_id")
      .notNull()
      .references(() => guests.id, { onDelete: "cascade" }),
    /** active, removed (by the guest, refunded) or refunded (the show was cancelled). */
    state: text("state").notNull().default("active"),
    coins: integer("coins").notNull(),
    voucherId: integer("voucher_id").references(() => vouchers.id),
    ledgerEntryId: bigint("ledger_entry_id", { mode: "number" }).references(() => ledgerEntries.id),
    refundLedgerEntryId: bigint("refund_ledger_entry_id", { mode: "number" }).references(
      () => ledgerEntries.id,
    ),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp("ended_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("cam_show_tickets_one_active").on(t.showId, t.guestId).where(sql`${t.state} = 'active'`),
    index("cam_show_tickets_guest_idx").on(t.guestId, t.showId),
    check("cam_show_tickets_state", sql`${t.state} in ('active', 'removed', 'refunded')`),
    check("cam_show_tickets_coins", sql`${t.coins} >= 0`),
  ],
);

/** The secret token of a guest's private ICS feed of their tickets (the feed URL holds it). */
export const camShowFeedTokens = pgTable("cam_show_feed_tokens", {
  guestId: integer("guest_id")
    .primaryKey()
    .references(() => guests.id, { onDelete: "cascade" }),
  token: text("token").notNull().unique(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
