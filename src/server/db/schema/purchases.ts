// The tables of purchases (modules/purchases): what a guest bought.
// Only their owner imports this file (docs/ARCHITECTURE.md "Tables and their owners").
import { sql } from "drizzle-orm";
import { bigint, check, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { guests } from "./accounts.ts";
import { ledgerEntries } from "./wallet.ts";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/** What a guest owns: one row per bought video or album. */
export const purchases = pgTable(
  "purchases",
  {
    guestId: integer("guest_id")
      .notNull()
      .references(() => guests.id),
    itemType: text("item_type").notNull(),
    itemId: integer("item_id").notNull(),
    price: integer("price").notNull(),
    /** The voucher spent instead of coins, if any. */
    voucherId: integer("voucher_id"),
    ledgerEntryId: bigint("ledger_entry_id", { mode: "number" }).references(() => ledgerEntries.id),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.guestId, t.itemType, t.itemId] }),
    check("purchases_item_type", sql`${t.itemType} in ('video','album')`),
    check("purchases_price_nonnegative", sql`${t.price} >= 0`),
  ],
);
