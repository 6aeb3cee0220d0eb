// The tables of avs (modules/avs): age-verification attempts.
// Only their owner imports this file (docs/ARCHITECTURE.md "Tables and their owners").
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { guests } from "./accounts.ts";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/** Age-verification attempts with the provider's answer (no birth date or document is kept). */
export const avsChecks = pgTable(
  "avs_checks",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    guestId: integer("guest_id")
      .notNull()
      .references(() => guests.id, { onDelete: "cascade" }),
    method: text("method").notNull(),
    status: text("status").notNull(),
    message: text("message"),
    providerReference: text("provider_reference").notNull(),
    createdAt: createdAt(),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
  },
  (t) => [
    index("avs_checks_guest_idx").on(t.guestId),
    check("avs_checks_status", sql`${t.status} in ('pending','accepted','rejected')`),
  ],
);
