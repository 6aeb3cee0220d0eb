import { bigint, index, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Tracking events (spec core §7 tracker/track); written only with analytics consent. */
export const trackingEvents = pgTable(
  "tracking_events",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    eventContext: text("event_context").notNull(),
    eventAction: text("event_action").notNull(),
    eventData: jsonb("event_data").$type<Record<string, unknown>>().notNull().default({}),
    language: text("language").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("tracking_events_created_idx").on(t.createdAt)],
);
