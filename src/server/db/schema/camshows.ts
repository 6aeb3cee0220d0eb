import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type { Language } from "../../../common/languages.ts";
import { guests } from "./accounts.ts";
import { vouchers } from "./benefits.ts";
import { actors } from "./catalog.ts";
import { ledgerEntries } from "./wallet.ts";

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
    /** The title as one text: the operator's string, or the fallback (en, de, any) of its translations. */
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    /** The operator's title per language ({de?, en?, es?, nl?}), or null when it sent one text. */
    titleTranslations: jsonb("title_translations").$type<Partial<Record<Language, string>>>(),
    /** The description per language, or null when the operator sent one text. */
    descriptionTranslations: jsonb("description_translations").$type<Partial<Record<Language, string>>>(),
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
 * A ticket promo code the operator made: percent or coins off, optionally for one performer's or one
 * show's tickets, within a validity window, at most `max_uses` times in total (null: unlimited) and
 * once per guest. `uses` counts the active tickets that redeemed it, moved by conditional updates
 * in the ticket's transaction (so the last use is taken once).
 */
export const camShowPromoCodes = pgTable(
  "cam_show_promo_codes",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    /** As the operator wrote it; unique and matched case-insensitively. */
    code: text("code").notNull(),
    percentOff: integer("percent_off"),
    coinsOff: integer("coins_off"),
    actorId: integer("actor_id").references(() => actors.id, { onDelete: "cascade" }),
    showId: integer("show_id").references(() => camShows.id, { onDelete: "cascade" }),
    validFrom: timestamp("valid_from", { withTimezone: true }),
    validUntil: timestamp("valid_until", { withTimezone: true }),
    maxUses: integer("max_uses"),
    uses: integer("uses").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("cam_show_promo_codes_code").on(sql`lower(${t.code})`),
    check(
      "cam_show_promo_codes_discount",
      sql`(${t.percentOff} is null) <> (${t.coinsOff} is null) and coalesce(${t.percentOff}, 1) between 1 and 100 and coalesce(${t.coinsOff}, 1) > 0`,
    ),
    check(
      "cam_show_promo_codes_uses",
      sql`${t.uses} >= 0 and (${t.maxUses} is null or (${t.maxUses} > 0 and ${t.uses} <= ${t.maxUses}))`,
    ),
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
    /** The promo code this ticket redeemed (its use counts while the ticket is active). */
    promoCodeId: integer("promo_code_id").references(() => camShowPromoCodes.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp("ended_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("cam_show_tickets_one_active").on(t.showId, t.guestId).where(sql`${t.state} = 'active'`),
    index("cam_show_tickets_guest_idx").on(t.guestId, t.showId),
    // A promo code once per guest: one active ticket per (code, guest).
    uniqueIndex("cam_show_tickets_promo_once")
      .on(t.promoCodeId, t.guestId)
      .where(sql`${t.state} = 'active' and ${t.promoCodeId} is not null`),
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
