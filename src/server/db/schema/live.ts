import { sql } from "drizzle-orm";
import {
  bigint,
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
import { vouchers } from "./benefits.ts";
import { actors } from "./catalog.ts";
import { messengerGifts } from "./gifts.ts";
import { ledgerEntries } from "./wallet.ts";

/**
 * A guest's live chat with a performer (spec core §1 chat types), billed per started minute by the
 * server (modules/live). `minutes_charged` minutes are paid and `minutes_skipped` passed in a
 * silence without a charge; the next one is due at `started_at + (minutes_charged +
 * minutes_skipped) × minute`. One active session per guest.
 */
export const liveSessions = pgTable(
  "live_sessions",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    /** The guest; null for an anonymous visitor's voice call (then visitorKey is set). */
    guestId: integer("guest_id").references(() => guests.id, { onDelete: "cascade" }),
    actorId: integer("actor_id")
      .notNull()
      .references(() => actors.id, { onDelete: "cascade" }),
    chatType: text("chat_type").notNull(),
    /** active until ended; ended is final. */
    state: text("state").notNull().default("active"),
    /** VXC per minute, fixed when the session starts. */
    pricePerMinute: integer("price_per_minute").notNull(),
    /** The guest's spending cap for this session in VXC (none: null). */
    capCoins: integer("cap_coins"),
    /** The billing minute length in ms this session was started with. */
    minuteMs: integer("minute_ms").notNull(),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull(),
    /** The guest's last sign of life (socket or heartbeat). */
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull(),
    /**
     * The last silence a sign of life closed: SILENCE_MS or more without one (an outage), from the
     * sign before it to the sign after it; the billing minutes wholly inside are not charged.
     */
    silentFrom: timestamp("silent_from", { withTimezone: true }),
    silentUntil: timestamp("silent_until", { withTimezone: true }),
    /** Billing minutes passed over without a charge, as they lay wholly in a silence. */
    minutesSkipped: integer("minutes_skipped").notNull().default(0),
    endedAt: timestamp("ended_at", { withTimezone: true }),
    exitCode: smallint("exit_code"),
    minutesCharged: integer("minutes_charged").notNull().default(0),
    coinsCharged: integer("coins_charged").notNull().default(0),
    /** The language the guest reads the session's pushes in. */
    language: text("language").notNull(),
    /** An anonymous visitor's voice call: the visitor (a keyed hash of the address's network), else null. */
    visitorKey: text("visitor_key"),
    /** The Berlin day of an anonymous call (one per visitor and day), else null. */
    visitorDay: text("visitor_day"),
    /** An anonymous call's secret client id (its heartbeat and hang-up present it), else null. */
    clientId: text("client_id"),
  },
  (t) => [
    uniqueIndex("live_sessions_one_active_per_guest").on(t.guestId).where(sql`${t.state} = 'active'`),
    index("live_sessions_active_idx").on(t.startedAt).where(sql`${t.state} = 'active'`),
    index("live_sessions_guest_idx").on(t.guestId, t.startedAt),
    index("live_sessions_actor_active_idx").on(t.actorId).where(sql`${t.state} = 'active'`),
    check("live_sessions_state", sql`${t.state} in ('active', 'ended')`),
    check(
      "live_sessions_chat_type",
      sql`${t.chatType} in ('LIVECHAT', 'VOYEUR_CHAT', 'FREECHAT', 'LIVE_PREVIEW', 'VOYEUR_PRIVATE_CHAT', 'VIDEO_CALL', 'LIVESHOW', 'VOICE_CALL')`,
    ),
    uniqueIndex("live_sessions_visitor_day")
      .on(t.visitorKey, t.visitorDay)
      .where(sql`${t.visitorKey} is not null`),
    // A performer's anonymous calls of a day (their limit is counted under her row lock).
    index("live_sessions_actor_visitor_day")
      .on(t.actorId, t.visitorDay)
      .where(sql`${t.visitorKey} is not null`),
    uniqueIndex("live_sessions_client_id").on(t.clientId).where(sql`${t.clientId} is not null`),
    check(
      "live_sessions_anonymous",
      sql`(${t.guestId} is null) = (${t.visitorKey} is not null and ${t.visitorDay} is not null and ${t.clientId} is not null and ${t.chatType} = 'VOICE_CALL' and ${t.pricePerMinute} = 0)`,
    ),
    check(
      "live_sessions_amounts",
      sql`${t.pricePerMinute} >= 0 and ${t.minutesCharged} >= 0 and ${t.coinsCharged} >= 0`,
    ),
    check("live_sessions_skipped", sql`${t.minutesSkipped} >= 0`),
    check(
      "live_sessions_silence",
      sql`(${t.silentFrom} is null) = (${t.silentUntil} is null) and (${t.silentFrom} is null or ${t.silentFrom} < ${t.silentUntil})`,
    ),
    check("live_sessions_cap", sql`${t.capCoins} is null or ${t.capCoins} > 0`),
    check("live_sessions_cap_kept", sql`${t.capCoins} is null or ${t.coinsCharged} <= ${t.capCoins}`),
    check("live_sessions_minute", sql`${t.minuteMs} > 0`),
    check(
      "live_sessions_ended",
      sql`(${t.state} = 'ended') = (${t.endedAt} is not null and ${t.exitCode} is not null)`,
    ),
  ],
);

/**
 * The verified phone numbers that had their free conversion chat (modules/live conversion.ts): one
 * per number, whichever account, so a fresh account with the same number gets none. The number is
 * kept only as a SHA-256 hash; the claim outlives the account (its guest id becomes null) and the
 * number's verification.
 */
export const liveConversionClaims = pgTable("live_conversion_claims", {
  numberHash: text("number_hash").primaryKey(),
  /** The guest whose conversion chat used the number; null once that account is gone. */
  guestId: integer("guest_id").references(() => guests.id, { onDelete: "set null" }),
  claimedAt: timestamp("claimed_at", { withTimezone: true }).notNull(),
});

/**
 * One charged minute of a session, paid by coins (with its ledger entry), a chat voucher, or
 * nothing (a free chat type). The key (session, minute) makes every minute charged at most once,
 * whichever instance bills it.
 */
export const liveCharges = pgTable(
  "live_charges",
  {
    sessionId: bigint("session_id", { mode: "number" })
      .notNull()
      .references(() => liveSessions.id, { onDelete: "cascade" }),
    /** 0 for the first minute. */
    minute: integer("minute").notNull(),
    coins: integer("coins").notNull(),
    paidBy: text("paid_by").notNull(),
    ledgerEntryId: bigint("ledger_entry_id", { mode: "number" }).references(() => ledgerEntries.id),
    voucherId: integer("voucher_id").references(() => vouchers.id),
    chargedAt: timestamp("charged_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.sessionId, t.minute] }),
    check("live_charges_paid_by", sql`${t.paidBy} in ('coins', 'voucher', 'free')`),
    check(
      "live_charges_payment",
      sql`(${t.paidBy} = 'coins') = (${t.ledgerEntryId} is not null and ${t.coins} > 0) and (${t.paidBy} = 'voucher') = (${t.voucherId} is not null) and (${t.paidBy} <> 'coins') = (${t.coins} = 0)`,
    ),
    check("live_charges_minute", sql`${t.minute} >= 0`),
  ],
);

/**
 * The live text chat of a session (modules/live): the guest's and the performer's lines, and the
 * gifts and toy controls the guest sent during the chat (with what they cost and their ledger
 * entry). A performer's line may carry a live reaction (pushed as live.reaction).
 */
export const liveChatLines = pgTable(
  "live_chat_lines",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    sessionId: bigint("session_id", { mode: "number" })
      .notNull()
      .references(() => liveSessions.id, { onDelete: "cascade" }),
    /** guest or actor. */
    sender: text("sender").notNull(),
    /** The line's text ('' for a gift without words). */
    text: text("text").notNull(),
    /** A gift or toy control the guest sent (messenger_gifts.id). */
    giftId: integer("gift_id").references(() => messengerGifts.id),
    /** VXC the gift cost (0 for text). */
    coins: integer("coins").notNull().default(0),
    ledgerEntryId: bigint("ledger_entry_id", { mode: "number" }).references(() => ledgerEntries.id),
    /** A performer's live reaction with this line (love, wow, toy), else null. */
    reaction: text("reaction"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    index("live_chat_lines_session_idx").on(t.sessionId, t.id),
    check("live_chat_lines_sender", sql`${t.sender} in ('guest', 'actor')`),
    check("live_chat_lines_coins", sql`${t.coins} >= 0`),
    check("live_chat_lines_gift", sql`(${t.giftId} is null) or (${t.sender} = 'guest')`),
    check("live_chat_lines_reaction", sql`${t.reaction} is null or ${t.reaction} in ('love', 'wow', 'toy')`),
  ],
);
