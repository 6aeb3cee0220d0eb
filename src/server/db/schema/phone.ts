import { sql } from "drizzle-orm";
import {
  check,
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
 * Phone (pin-call) verifications of guests (spec core §3, §7): one row per PIN sent. The PIN is kept
 * only as a salted hash; `attempts` counts guesses (one conditional UPDATE each, so parallel guesses
 * never exceed the limit). A verified number belongs to one guest: the partial unique index.
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
    pinSalt: text("pin_salt").notNull(),
    pinHash: text("pin_hash").notNull(),
    attempts: smallint("attempts").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    verifiedAt: timestamp("verified_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("phone_verifications_guest_idx").on(t.guestId, t.createdAt),
    uniqueIndex("phone_verifications_verified_number").on(t.e164).where(sql`${t.verifiedAt} is not null`),
    check("phone_verifications_type", sql`${t.type} in ('sms','call')`),
    check("phone_verifications_line_type", sql`${t.lineType} in ('mobile','fixedLine')`),
    check("phone_verifications_attempts", sql`${t.attempts} >= 0`),
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
