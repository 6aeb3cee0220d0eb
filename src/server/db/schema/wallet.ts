// The tables of wallet (modules/wallet): the money of a guest (DESIGN.md "Money").
// Only their owner imports this file (docs/ARCHITECTURE.md "Tables and their owners").
import { sql } from "drizzle-orm";
import { bigint, check, index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { guests } from "./accounts.ts";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/**
 * A guest's coins (VXC, DESIGN.md "Money"): never negative (the CHECK, and every debit is one
 * conditional update), always the sum of the guest's ledger entries. A guest without a row has 0
 * coins: the first credit writes it. Only modules/wallet writes it (and the purchase functions in
 * the database, drizzle/).
 */
export const walletBalances = pgTable(
  "wallet_balances",
  {
    guestId: integer("guest_id")
      .primaryKey()
      .references(() => guests.id),
    balance: integer("balance").notNull().default(0),
  },
  (t) => [check("wallet_balances_nonnegative", sql`${t.balance} >= 0`)],
);

/** Every change of a guest's balance. `balanceAfter` makes the history auditable entry by entry. */
export const ledgerEntries = pgTable(
  "ledger_entries",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    guestId: integer("guest_id")
      .notNull()
      .references(() => guests.id),
    delta: integer("delta").notNull(),
    balanceAfter: integer("balance_after").notNull(),
    /** credit (operator), purchase, bonus, charge (a card payment) */
    kind: text("kind").notNull(),
    reason: text("reason").notNull().default(""),
    createdAt: createdAt(),
  },
  (t) => [
    index("ledger_guest_idx").on(t.guestId, t.id),
    check("ledger_delta_nonzero", sql`${t.delta} <> 0`),
    check("ledger_balance_after_nonnegative", sql`${t.balanceAfter} >= 0`),
  ],
);

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
