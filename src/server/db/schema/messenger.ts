// The tables of messenger (modules/messenger): channels and messages.
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
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { guests } from "./accounts.ts";
import { vouchers } from "./benefits.ts";
import { actors } from "./catalog.ts";
import { messengerGifts } from "./gifts.ts";
import { ledgerEntries } from "./wallet.ts";

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
