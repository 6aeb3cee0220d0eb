// The tables of lib/idempotency.ts: the stored answers of charging calls by Idempotency-Key.
// Only their owner imports this file (docs/ARCHITECTURE.md "Tables and their owners").
import { integer, jsonb, pgTable, primaryKey, smallint, text, timestamp } from "drizzle-orm/pg-core";
import { guests } from "./accounts.ts";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/** Answers of charging calls by Idempotency-Key, so a retry returns the first answer. */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    guestId: integer("guest_id")
      .notNull()
      .references(() => guests.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    /** SHA-256 of method, path and body: the same key with another request is refused. */
    requestHash: text("request_hash").notNull(),
    status: smallint("status").notNull(),
    response: jsonb("response").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.guestId, t.key] })],
);
