import { sql } from "drizzle-orm";
import {
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { guests } from "./accounts.ts";

/**
 * Phone (pin-call) verifications of guests (spec core §3, §7): one row per PIN sent, which the limits
 * per guest, number and network count (modules/phone/limits.ts). The PIN is made when it is sent and
 * kept only as a salted hash (null until then); `attempts` counts guesses (one conditional UPDATE
 * each, so parallel guesses never exceed the limit). A verified number belongs to one guest: the
 * partial unique index.
 */
export const phoneVerifications = pgTable(
  "phone_verifications",
  {
    id: serial("id").primaryKey(),
    guestId: integer("guest_id")
      .notNull()
      .references(() => guests.id, { onDelete: "cascade" }),
    /** sms or call. */
    type: text("type").notNull(),
    /** mobile or fixedLine. */
    lineType: text("line_type").notNull(),
    countryCode: text("country_code").notNull(),
    preCode: text("pre_code").notNull(),
    number: text("number").notNull(),
    e164: text("e164").notNull(),
    e123: text("e123").notNull(),
    pinLength: smallint("pin_length").notNull(),
    pinSalt: text("pin_salt"),
    pinHash: text("pin_hash"),
    /** The network the start came from (lib/network.ts: an IPv4 address or an IPv6 /64); null before issue 26. */
    network: text("network"),
    attempts: smallint("attempts").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    verifiedAt: timestamp("verified_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("phone_verifications_guest_idx").on(t.guestId, t.createdAt),
    index("phone_verifications_e164_idx").on(t.e164, t.createdAt),
    index("phone_verifications_network_idx").on(t.network, t.createdAt),
    uniqueIndex("phone_verifications_verified_number").on(t.e164).where(sql`${t.verifiedAt} is not null`),
    check("phone_verifications_type", sql`${t.type} in ('sms','call')`),
    check("phone_verifications_line_type", sql`${t.lineType} in ('mobile','fixedLine')`),
    check("phone_verifications_attempts", sql`${t.attempts} >= 0`),
    check("phone_verifications_pin", sql`(${t.pinSalt} is null) = (${t.pinHash} is null)`),
  ],
);

/**
 * The operator's blacklist of phone numbers (issue 15): each row an E.164 prefix, "+" and digits; a
 * whole number is a prefix of itself. A number that starts with a row's prefix is not verified
 * (phone code 5) and gets no SMS alerts, even when it was verified before the row came.
 */
export const phoneBlacklist = pgTable(
  "phone_blacklist",
  {
    id: serial("id").primaryKey(),
    prefix: text("prefix").notNull(),
    /** number: a whole valid number; prefix: a country code or a range of numbers. */
    kind: text("kind").notNull(),
    note: text("note"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("phone_blacklist_prefix").on(t.prefix),
    check("phone_blacklist_prefix_form", sql`${t.prefix} ~ '^\\+[1-9][0-9]{0,14}$'`),
    check("phone_blacklist_kind", sql`${t.kind} in ('number','prefix')`),
  ],
);

/**
 * The operator's daily budget of PIN messages (issue 26; one row, id 1; without it the default of
 * modules/phone/budget.ts applies) and the share of it at which the operator is warned.
 */
export const phonePinBudget = pgTable(
  "phone_pin_budget",
  {
    id: smallint("id").primaryKey().default(1),
    dailyBudget: integer("daily_budget").notNull(),
    warnAtPercent: smallint("warn_at_percent").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    check("phone_pin_budget_one_row", sql`${t.id} = 1`),
    check("phone_pin_budget_daily", sql`${t.dailyBudget} >= 0`),
    check("phone_pin_budget_warn", sql`${t.warnAtPercent} between 1 and 100`),
  ],
);

/**
 * PIN messages sent per Berlin day (issue 26): the budget's count, taken by one conditional upsert
 * per message, and when the operator was warned that day (once per level).
 */
export const phonePinDays = pgTable(
  "phone_pin_days",
  {
    day: date("day", { mode: "string" }).primaryKey(),
    sent: integer("sent").notNull().default(0),
    thresholdWarnedAt: timestamp("threshold_warned_at", { withTimezone: true }),
    exhaustedWarnedAt: timestamp("exhausted_warned_at", { withTimezone: true }),
  },
  (t) => [check("phone_pin_days_sent", sql`${t.sent} >= 0`)],
);
