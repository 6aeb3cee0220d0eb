import { sql } from "drizzle-orm";
import { bigint, index, jsonb, pgTable, primaryKey, smallint, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Domain events written in the transaction of the change they describe (lib/outbox). A committed
 * row waits here until a dispatcher has run every handler of its type, then it is deleted; a
 * rolled-back transaction leaves no row. A dispatcher leases rows (lease_until) so that another
 * instance takes them over when it dies.
 */
export const outboxEvents = pgTable(
  "outbox_events",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    type: text("type").notNull(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** Free to claim from this time (a claim moves it forward; a failure backs it off). */
    leaseUntil: timestamp("lease_until", { withTimezone: true }).notNull().defaultNow(),
    attempts: smallint("attempts").notNull().default(0),
    /** Set when the handlers gave up after the last attempt; the row stays for support to see. */
    failedAt: timestamp("failed_at", { withTimezone: true }),
    lastError: text("last_error"),
  },
  (t) => [index("outbox_events_due_idx").on(t.leaseUntil, t.id).where(sql`${t.failedAt} is null`)],
);

/**
 * Which handlers already ran for an event: written by handlers that change the database (in their
 * own transaction, so they run once per event) and for the handlers that succeeded when another
 * handler of the same event failed (so a retry runs only the failed ones).
 */
export const outboxHandled = pgTable(
  "outbox_handled",
  {
    eventId: bigint("event_id", { mode: "number" }).notNull(),
    handler: text("handler").notNull(),
    handledAt: timestamp("handled_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.handler] }), index("outbox_handled_at_idx").on(t.handledAt)],
);
