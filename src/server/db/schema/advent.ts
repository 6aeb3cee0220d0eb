// The tables of the door calendars (modules/advent): the advent calendar (1-24 December) and the
// actors' gift calendars, their doors and the guests' claims. Only their owner imports this file
// (docs/ARCHITECTURE.md "Tables and their owners").
import { sql } from "drizzle-orm";
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type { TBenefit } from "../../../common/contracts/benefits.ts";
import type { Localized } from "../../../common/languages.ts";
import { guests } from "./accounts.ts";
import { actors } from "./catalog.ts";

/**
 * A door calendar (spec content §3 "Daily bonus ... Calendar", the `actor-gift-calendar` modal):
 * `advent` runs 1 to 24 December (first day YYYY-12-01, 24 doors), `actorGift` any `door_count`
 * Berlin days from `first_day`, optionally of one performer (`actor_id`). Door n is the Berlin day
 * first_day + n - 1.
 */
export const adventCalendars = pgTable(
  "advent_calendars",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    kind: text("kind").notNull(),
    title: jsonb("title").$type<Partial<Localized>>().notNull(),
    firstDay: date("first_day", { mode: "string" }).notNull(),
    doorCount: smallint("door_count").notNull(),
    actorId: integer("actor_id").references(() => actors.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("advent_calendars_first_day_idx").on(t.firstDay),
    check("advent_calendars_kind", sql`${t.kind} in ('advent', 'actorGift')`),
    check("advent_calendars_doors", sql`${t.doorCount} between 1 and 31`),
    check(
      "advent_calendars_advent",
      sql`${t.kind} <> 'advent' or (${t.doorCount} = 24 and extract(month from ${t.firstDay}) = 12 and extract(day from ${t.firstDay}) = 1)`,
    ),
  ],
);

/**
 * A door: its Berlin day, the performer whose gift it is, the item type (video, photo_album,
 * coupon, messengerGifts, merchandise) and the reward, a benefit granted by the benefits module
 * (null for merchandise: the claim carries a voucher code).
 */
export const adventDoors = pgTable(
  "advent_doors",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    calendarId: integer("calendar_id")
      .notNull()
      .references(() => adventCalendars.id, { onDelete: "cascade" }),
    doorNo: smallint("door_no").notNull(),
    day: date("day", { mode: "string" }).notNull(),
    actorId: integer("actor_id")
      .notNull()
      .references(() => actors.id, { onDelete: "cascade" }),
    itemType: text("item_type").notNull(),
    benefit: jsonb("benefit").$type<TBenefit>(),
    label: jsonb("label").$type<Partial<Localized>>().notNull(),
  },
  (t) => [
    uniqueIndex("advent_doors_no").on(t.calendarId, t.doorNo),
    index("advent_doors_actor_day_idx").on(t.actorId, t.day),
    check(
      "advent_doors_type",
      sql`${t.itemType} in ('video', 'photo_album', 'coupon', 'messengerGifts', 'merchandise')`,
    ),
    check("advent_doors_reward", sql`(${t.itemType} = 'merchandise') = (${t.benefit} is null)`),
  ],
);

/** A guest's opened door: once per (calendar, guest, door), whatever the concurrency. */
export const adventClaims = pgTable(
  "advent_claims",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    calendarId: integer("calendar_id")
      .notNull()
      .references(() => adventCalendars.id, { onDelete: "cascade" }),
    doorId: integer("door_id")
      .notNull()
      .references(() => adventDoors.id, { onDelete: "cascade" }),
    guestId: integer("guest_id")
      .notNull()
      .references(() => guests.id, { onDelete: "cascade" }),
    /** The merchandise voucher code (merchandise doors only). */
    code: text("code"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("advent_claims_once").on(t.calendarId, t.guestId, t.doorId),
    index("advent_claims_guest_idx").on(t.guestId, t.createdAt),
  ],
);
