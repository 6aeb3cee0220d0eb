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
 * What a guest pinned (spec core §4 Favourites): actors, albums, sedcards and pictures. For actors,
 * the guest chooses whether their coming online is mailed or texted.
 */
export const favorites = pgTable(
  "favorites",
  {
    guestId: integer("guest_id")
      .notNull()
      .references(() => guests.id, { onDelete: "cascade" }),
    objectType: text("object_type").notNull(),
    objectId: integer("object_id").notNull(),
    emailNotify: boolean("email_notify").notNull().default(false),
    smsNotify: boolean("sms_notify").notNull().default(false),
    /** When this actor's coming online was last mailed to the guest (throttles the e-mails). */
    onlineMailedAt: timestamp("online_mailed_at", { withTimezone: true }),
    /** When this actor's coming online was last texted to the guest (throttles the SMS alerts). */
    onlineTextedAt: timestamp("online_texted_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.guestId, t.objectType, t.objectId] }),
    index("favorites_object_idx").on(t.objectType, t.objectId),
    check("favorites_object_type", sql`${t.objectType} in ('actor','album','sedcard','picture')`),
  ],
);

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

/** Secrets the platform generates once and keeps (e.g. the VAPID key pair of web push). */
export const appSecrets = pgTable("app_secrets", {
  name: text("name").primaryKey(),
  value: jsonb("value").$type<Record<string, string>>().notNull(),
  createdAt: createdAt(),
});
