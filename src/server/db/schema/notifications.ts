// The tables of notifications (modules/notifications): notifications, web push, quiet hours.
// Only their owner imports this file (docs/ARCHITECTURE.md "Tables and their owners").
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { guests } from "./accounts.ts";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/**
 * Notifications of a guest (spec core §3 Notification): a numeric type, its data, and when it was
 * seen (the list was shown) and read (opened). Some types are hidden from the lists (spec: 6, 7,
 * 13, 14, 15, 22).
 */
export const notifications = pgTable(
  "notifications",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    guestId: integer("guest_id")
      .notNull()
      .references(() => guests.id, { onDelete: "cascade" }),
    type: smallint("type").notNull(),
    data: jsonb("data").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
    seenAt: timestamp("seen_at", { withTimezone: true }),
    readAt: timestamp("read_at", { withTimezone: true }),
  },
  (t) => [
    index("notifications_guest_idx").on(t.guestId, t.id),
    index("notifications_unread_idx").on(t.guestId).where(sql`${t.readAt} is null`),
  ],
);

/** Web-push subscriptions of a guest's browsers (endpoint and its keys). */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    guestId: integer("guest_id")
      .notNull()
      .references(() => guests.id, { onDelete: "cascade" }),
    endpoint: text("endpoint").notNull().unique(),
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    createdAt: createdAt(),
    lastSuccessAt: timestamp("last_success_at", { withTimezone: true }),
    failures: smallint("failures").notNull().default(0),
  },
  (t) => [index("push_subscriptions_guest_idx").on(t.guestId)],
);

/**
 * A guest's quiet hours (issue 15): from `start_minute` to `end_minute` (minutes of the day, the
 * window may wrap midnight) in the IANA zone `time_zone`, no SMS and no web push of online alerts
 * and show reminders; they are held (held_alerts) and sent as one digest when the hours end.
 */
export const quietHours = pgTable(
  "quiet_hours",
  {
    guestId: integer("guest_id")
      .primaryKey()
      .references(() => guests.id, { onDelete: "cascade" }),
    enabled: boolean("enabled").notNull().default(false),
    startMinute: smallint("start_minute").notNull(),
    endMinute: smallint("end_minute").notNull(),
    timeZone: text("time_zone").notNull().default("Europe/Berlin"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("quiet_hours_start", sql`${t.startMinute} between 0 and 1439`),
    check("quiet_hours_end", sql`${t.endMinute} between 0 and 1439`),
    check("quiet_hours_window", sql`${t.startMinute} <> ${t.endMinute}`),
  ],
);

/**
 * An alert held back during a guest's quiet hours: written in the transaction that decided to hold
 * it, delivered (delivered_at set by one conditional update) in the guest's morning digest. One row
 * per guest, channel and source (the event or claim that caused it), so a retry holds nothing twice.
 */
export const heldAlerts = pgTable(
  "held_alerts",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    guestId: integer("guest_id")
      .notNull()
      .references(() => guests.id, { onDelete: "cascade" }),
    channel: text("channel").notNull(),
    kind: text("kind").notNull(),
    sourceKey: text("source_key").notNull(),
    /** The performer's name (online alerts) or the show's title (reminders), for the digest's text. */
    label: text("label").notNull(),
    heldAt: timestamp("held_at", { withTimezone: true }).notNull(),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("held_alerts_source_idx").on(t.guestId, t.channel, t.sourceKey),
    index("held_alerts_pending_idx").on(t.guestId).where(sql`${t.deliveredAt} is null`),
    check("held_alerts_channel", sql`${t.channel} in ('push','sms')`),
    check("held_alerts_kind", sql`${t.kind} in ('actorOnline','showReminder')`),
  ],
);

/** Secrets the platform generates once and keeps (e.g. the VAPID key pair of web push). */
export const appSecrets = pgTable("app_secrets", {
  name: text("name").primaryKey(),
  value: jsonb("value").$type<Record<string, string>>().notNull(),
  createdAt: createdAt(),
});
