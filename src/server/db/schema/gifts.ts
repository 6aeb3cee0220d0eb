// The tables of gifts (modules/gifts): the gift store and a guest's own gifts.
// Only their owner imports this file (docs/ARCHITECTURE.md "Tables and their owners").
import { sql } from "drizzle-orm";
import { boolean, check, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from "drizzle-orm/pg-core";
import { guests } from "./accounts.ts";

/** Categories of the messenger gift store, in their display order. */
export const giftCategories = pgTable("gift_categories", {
  id: integer("id").primaryKey(),
  position: integer("position").notNull().default(0),
  names: jsonb("names").$type<GiftNames>().notNull(),
});

/** Names per site language (de, en, es, nl). */
export type GiftNames = Record<"de" | "en" | "es" | "nl", string>;

/**
 * Messenger gifts (spec core §3 Messenger gift): a price in VXC, VIP-only gifts, and toy controls
 * that run the performer's toy for `durationSeconds` (`random`: a random pattern).
 */
export const messengerGifts = pgTable(
  "messenger_gifts",
  {
    id: integer("id").primaryKey(),
    categoryId: integer("category_id")
      .notNull()
      .references(() => giftCategories.id),
    /** Technical name, e.g. "rose". */
    name: text("name").notNull(),
    names: jsonb("names").$type<GiftNames>().notNull(),
    price: integer("price").notNull(),
    imageUrl: text("image_url").notNull(),
    active: boolean("active").notNull().default(true),
    vip: boolean("vip").notNull().default(false),
    position: integer("position").notNull().default(0),
    /** Toy controls only: how long the toy runs, and whether its pattern is random. */
    durationSeconds: integer("duration_seconds"),
    random: boolean("random").notNull().default(false),
  },
  (t) => [
    uniqueIndex("messenger_gifts_name_idx").on(t.name),
    check("messenger_gifts_price_positive", sql`${t.price} > 0`),
    check(
      "messenger_gifts_duration",
      sql`${t.durationSeconds} is null or ${t.durationSeconds} between 1 and 600`,
    ),
  ],
);

/** Gifts a guest owns and has not sent yet (spec core §3 Guest boughtGifts). */
export const guestGifts = pgTable(
  "guest_gifts",
  {
    guestId: integer("guest_id")
      .notNull()
      .references(() => guests.id, { onDelete: "cascade" }),
    giftId: integer("gift_id")
      .notNull()
      .references(() => messengerGifts.id),
    count: integer("count").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.guestId, t.giftId] }),
    check("guest_gifts_count_nonnegative", sql`${t.count} >= 0`),
  ],
);
