// The tables of the daily bonus (modules/dailybonus): the offers of each Berlin day and the
// guests' claims. Only their owner imports this file (docs/ARCHITECTURE.md "Tables and their owners").
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
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
import type { Localized } from "../../../common/languages.ts";
import { guests } from "./accounts.ts";
import { actors, albums, images, videos } from "./catalog.ts";
import { messengerGifts } from "./gifts.ts";

/**
 * An offer of one Berlin calendar day (spec content "Daily bonus"): its kind, whether it is free,
 * its conditions, the effect's value, the stock (`quantity`, null: unlimited) and how many were
 * taken (`purchased`, never above the stock), and its content (a video, a wallpaper image or a
 * messenger gift). `slot` orders a day's offers (unique per day: the demo seeds idempotently).
 */
export const dailyOffers = pgTable(
  "daily_offers",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    day: date("day", { mode: "string" }).notNull(),
    slot: smallint("slot").notNull().default(0),
    kind: text("kind").notNull(),
    free: boolean("free").notNull(),
    /** Conditions of a claim: VIP members only. */
    vipOnly: boolean("vip_only").notNull().default(false),
    /** The effect's value (VIP days, percent, coins, units, count; a video's price comes from the video). */
    value: integer("value").notNull(),
    quantity: integer("quantity"),
    purchased: integer("purchased").notNull().default(0),
    videoId: integer("video_id").references(() => videos.id, { onDelete: "cascade" }),
    albumId: integer("album_id").references(() => albums.id, { onDelete: "cascade" }),
    actorId: integer("actor_id").references(() => actors.id, { onDelete: "set null" }),
    giftId: integer("gift_id").references(() => messengerGifts.id),
    imageId: integer("image_id").references(() => images.id, { onDelete: "set null" }),
    title: jsonb("title").$type<Partial<Localized>>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("daily_offers_day_slot_idx").on(t.day, t.slot),
    index("daily_offers_video_day_idx").on(t.videoId, t.day),
    check(
      "daily_offers_kind",
      sql`${t.kind} in ('oneDayVip', 'video', 'photoAlbum', 'topUpPercent', 'topUpFlat', 'merchandise', 'messengerGift', 'videoVoucher')`,
    ),
    check("daily_offers_value", sql`${t.value} > 0`),
    check(
      "daily_offers_stock",
      sql`${t.purchased} >= 0 and (${t.quantity} is null or ${t.purchased} <= ${t.quantity})`,
    ),
    check("daily_offers_quantity", sql`${t.quantity} is null or ${t.quantity} >= 0`),
    check("daily_offers_video", sql`${t.kind} <> 'video' or (${t.videoId} is not null and not ${t.free})`),
    check("daily_offers_album", sql`${t.kind} <> 'photoAlbum' or ${t.albumId} is not null`),
    check("daily_offers_gift", sql`${t.kind} <> 'messengerGift' or ${t.giftId} is not null`),
  ],
);

/**
 * A guest's claim of an offer: one per (offer, guest) by its unique index, so a free offer is
 * claimed once per guest and day whatever the concurrency. A merchandise claim carries its voucher
 * code; a top-up claim records the payment it was applied to (the next top-up of that day only).
 */
export const dailyClaims = pgTable(
  "daily_claims",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    offerId: integer("offer_id")
      .notNull()
      .references(() => dailyOffers.id, { onDelete: "cascade" }),
    guestId: integer("guest_id")
      .notNull()
      .references(() => guests.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    code: text("code"),
    topUpPaymentId: text("top_up_payment_id"),
    topUpCoins: integer("top_up_coins"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("daily_claims_offer_guest_idx").on(t.offerId, t.guestId),
    index("daily_claims_guest_idx").on(t.guestId, t.day),
    uniqueIndex("daily_claims_code_idx").on(t.code),
  ],
);

/**
 * The five-days bonus (spec content §2 modal "five-days-bonus"): granted on the claim that makes
 * five Berlin days in a row with a daily-bonus claim. One row per guest and day by its primary key,
 * so a concurrent second claim of the same day never grants it twice; the next one needs five new
 * days (the policy in modules/dailybonus/streak.ts).
 */
export const dailyStreakRewards = pgTable(
  "daily_streak_rewards",
  {
    guestId: integer("guest_id")
      .notNull()
      .references(() => guests.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    coins: integer("coins").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.guestId, t.day] }),
    check("daily_streak_rewards_coins", sql`${t.coins} > 0`),
  ],
);
