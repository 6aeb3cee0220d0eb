import { sql } from "drizzle-orm";
import { check, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { guests } from "./accounts.ts";

/**
 * A guest's spend limit for one period (day, week, month in Berlin time) over every coin debit
 * (modules/wallet, docs/decisions.md "Spend limits"). `limit_coins` is in force; a raise or a
 * removal waits as `next_coins` (null: no limit) until `next_from`, 24 hours after it was asked
 * for. A row exists only while a limit is in force or pending (the debit's fast path needs none).
 */
export const guestSpendLimits = pgTable(
  "guest_spend_limits",
  {
    guestId: integer("guest_id")
      .notNull()
      .references(() => guests.id, { onDelete: "cascade" }),
    /** day, week or month */
    period: text("period").notNull(),
    limitCoins: integer("limit_coins"),
    nextCoins: integer("next_coins"),
    nextFrom: timestamp("next_from", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.guestId, t.period] }),
    check("guest_spend_limits_period", sql`${t.period} in ('day', 'week', 'month')`),
    check("guest_spend_limits_coins", sql`${t.limitCoins} >= 0 and ${t.nextCoins} >= 0`),
  ],
);
