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
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { guests, ledgerEntries, vouchers } from "./accounts.ts";
import { actors } from "./catalog.ts";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/** One messenger channel per guest and actor (spec core §3 Channel). */
export const messengerChannels = pgTable(
  "messenger_channels",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    guestId: integer("guest_id")
      .notNull()
      .references(() => guests.id, { onDelete: "cascade" }),
    actorId: integer("actor_id")
      .notNull()
      .references(() => actors.id, { onDelete: "cascade" }),
    /** Actor messages the guest has not read yet. */
    unreadCount: integer("unread_count").notNull().default(0),
    archived: boolean("archived").notNull().default(false),
    /** The guest blocked the actor: nobody can write in this channel until unblocked. */
    blocked: boolean("blocked").notNull().default(false),
    lastMessageId: bigint("last_message_id", { mode: "number" }),
    lastMessageAt: timestamp("last_message_at", { withTimezone: true }),
    lastViewedAt: timestamp("last_viewed_at", { withTimezone: true }),
    /** Free guest messages left; starts at the actor's freeMessages. */
    freeMessagesLeft: integer("free_messages_left").notNull().default(0),
    /** Last time the guest viewed the channel or a message arrived (navbar order). */
    touchedAt: timestamp("touched_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("messenger_channels_guest_actor_idx").on(t.guestId, t.actorId),
    index("messenger_channels_guest_message_idx").on(t.guestId, t.lastMessageAt.desc(), t.id.desc()),
    index("messenger_channels_guest_touched_idx").on(t.guestId, t.touchedAt.desc()),
    index("messenger_channels_actor_idx").on(t.actorId),
    check("messenger_channels_unread_nonnegative", sql`${t.unreadCount} >= 0`),
    check("messenger_channels_free_nonnegative", sql`${t.freeMessagesLeft} >= 0`),
  ],
);

/** Messages of a channel, both directions. A paid guest message links its ledger entry. */
export const messengerMessages = pgTable(
  "messenger_messages",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    channelId: integer("channel_id")
      .notNull()
      .references(() => messengerChannels.id, { onDelete: "cascade" }),
    sender: text("sender").$type<"guest" | "actor">().notNull(),
    text: text("text").notNull(),
    /** VXC the guest paid (0: free message, voucher, or an actor's message). */
    price: integer("price").notNull().default(0),
    voucherId: integer("voucher_id").references(() => vouchers.id, { onDelete: "set null" }),
    ledgerEntryId: bigint("ledger_entry_id", { mode: "number" }).references(() => ledgerEntries.id),
    createdAt: createdAt(),
    readAt: timestamp("read_at", { withTimezone: true }),
  },
  (t) => [
    index("messenger_messages_channel_idx").on(t.channelId, t.id.desc()),
    check("messenger_messages_sender", sql`${t.sender} in ('guest','actor')`),
    check("messenger_messages_price_nonnegative", sql`${t.price} >= 0`),
    check("messenger_messages_paid_has_ledger", sql`(${t.price} = 0) = (${t.ledgerEntryId} is null)`),
  ],
);

/** Names per site language (de, en, es, nl). */
export type GiftNames = Record<"de" | "en" | "es" | "nl", string>;

/** Categories of the messenger gift store, in their display order. */
export const giftCategories = pgTable("gift_categories", {
  id: integer("id").primaryKey(),
  position: integer("position").notNull().default(0),
  names: jsonb("names").$type<GiftNames>().notNull(),
});

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

/**
 * The gifts of a guest message: how many came from the guest's own gifts, how many a messenger
 * gift voucher paid, and the VXC paid for the rest (part of the message's price).
 */
export const messengerMessageGifts = pgTable(
  "messenger_message_gifts",
  {
    messageId: bigint("message_id", { mode: "number" })
      .notNull()
      .references(() => messengerMessages.id, { onDelete: "cascade" }),
    giftId: integer("gift_id")
      .notNull()
      .references(() => messengerGifts.id),
    quantity: integer("quantity").notNull(),
    fromOwned: integer("from_owned").notNull().default(0),
    fromVouchers: integer("from_vouchers").notNull().default(0),
    coins: integer("coins").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.messageId, t.giftId] }),
    check("messenger_message_gifts_quantity", sql`${t.quantity} between 1 and 99`),
    check(
      "messenger_message_gifts_parts",
      sql`${t.fromOwned} >= 0 and ${t.fromVouchers} >= 0 and ${t.coins} >= 0 and ${t.fromOwned} + ${t.fromVouchers} <= ${t.quantity}`,
    ),
  ],
);
