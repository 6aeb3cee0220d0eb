// The tables of benefits (modules/benefits): vouchers and bonus codes.
// Only their owner imports this file (docs/ARCHITECTURE.md "Tables and their owners").
import { sql } from "drizzle-orm";
import {
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
} from "drizzle-orm/pg-core";
import { guests } from "./accounts.ts";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/**
 * Vouchers of a guest (spec core §3): a numeric type (1 video, 2 video chat, 3 credits, 4 photo
 * album, 5 messages, 6 messenger gift, 7 live show, 8 private show, 9 bonus code, 10 spins), how
 * many are left, an optional actor binding and a validity window.
 */
export const vouchers = pgTable(
  "vouchers",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    guestId: integer("guest_id")
      .notNull()
      .references(() => guests.id, { onDelete: "cascade" }),
    type: smallint("type").notNull(),
    amount: integer("amount").notNull(),
    remaining: integer("remaining").notNull(),
    actorId: integer("actor_id"),
    validFrom: timestamp("valid_from", { withTimezone: true }).notNull(),
    validTo: timestamp("valid_to", { withTimezone: true }).notNull(),
    source: text("source").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("vouchers_guest_idx").on(t.guestId, t.type),
    check("vouchers_type", sql`${t.type} between 1 and 10`),
    check("vouchers_remaining", sql`${t.remaining} >= 0 and ${t.remaining} <= ${t.amount}`),
    check("vouchers_window", sql`${t.validTo} > ${t.validFrom}`),
  ],
);

/** A benefit a bonus code grants (spec content §3 "Bonus code"). */
export type Benefit =
  | { kind: "coins"; amount: number }
  | { kind: "vipDays"; days: number }
  | { kind: "voucher"; type: number; amount: number; validDays: number; actorId?: number }
  | { kind: "messengerGifts"; giftId: number; count: number };

/** Bonus codes: benefits, validity and conditions; each guest redeems a code once. */
export const bonusCodes = pgTable("bonus_codes", {
  code: text("code").primaryKey(),
  benefits: jsonb("benefits").$type<Benefit[]>().notNull(),
  validTo: timestamp("valid_to", { withTimezone: true }).notNull(),
  requireVip: boolean("require_vip").notNull().default(false),
  requireMobileAuth: boolean("require_mobile_auth").notNull().default(false),
  createdAt: createdAt(),
});

export const bonusRedemptions = pgTable(
  "bonus_redemptions",
  {
    code: text("code")
      .notNull()
      .references(() => bonusCodes.code, { onDelete: "cascade" }),
    guestId: integer("guest_id")
      .notNull()
      .references(() => guests.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.code, t.guestId] })],
);
