import { sql } from "drizzle-orm";
import {
  boolean,
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
import type { Language } from "../../../common/languages.ts";
import { guests } from "./accounts.ts";

type Texts = Partial<Record<Language, string>>;

/**
 * An easter event (spec content §3 "Easter event", modules/easter): eggs hide on the site's pages
 * between `starts_at` and `ends_at` (open-ended when null); `eggs_per_day` of its spots hide each
 * Berlin day, a day-rotated choice (docs/decisions.md "Easter eggs").
 */
export const easterEvents = pgTable(
  "easter_events",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    /** The event's address name, unique (the demo finds its event by it). */
    key: text("key").notNull(),
    title: jsonb("title").$type<Texts>().notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }),
    eggsPerDay: smallint("eggs_per_day").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("easter_events_key").on(t.key),
    check("easter_events_eggs_per_day", sql`${t.eggsPerDay} between 1 and 100`),
    check("easter_events_dates", sql`${t.endsAt} is null or ${t.endsAt} > ${t.startsAt}`),
  ],
);

/** A place an egg of an event can hide: a page (a route name of common/routes) and a position there. */
export const easterEggSpots = pgTable(
  "easter_egg_spots",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    eventId: integer("event_id")
      .notNull()
      .references(() => easterEvents.id, { onDelete: "cascade" }),
    eggKey: text("egg_key").notNull(),
    routeName: text("route_name").notNull(),
    /** Where on the page: top-left, top-right, middle-left, middle-right, bottom-left, bottom-right. */
    position: text("position").notNull(),
  },
  (t) => [
    uniqueIndex("easter_egg_spots_key").on(t.eventId, t.eggKey),
    index("easter_egg_spots_route_idx").on(t.eventId, t.routeName),
  ],
);

/**
 * A reward of an event: granted once a guest has collected `required_eggs` eggs. `is_up_to`: the
 * benefit's quantity is the most it can be, the amount is drawn (docs/decisions.md "Easter eggs");
 * `hidden`: a mystery until earned.
 */
export const easterRewards = pgTable(
  "easter_rewards",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    eventId: integer("event_id")
      .notNull()
      .references(() => easterEvents.id, { onDelete: "cascade" }),
    requiredEggs: smallint("required_eggs").notNull(),
    isUpTo: boolean("is_up_to").notNull().default(false),
    hidden: boolean("hidden").notNull().default(false),
    benefit: jsonb("benefit").$type<TBenefit>().notNull(),
    label: jsonb("label").$type<Texts>().notNull(),
  },
  (t) => [
    uniqueIndex("easter_rewards_step").on(t.eventId, t.requiredEggs),
    check("easter_rewards_required", sql`${t.requiredEggs} between 1 and 1000`),
  ],
);

/** A collected egg: once per (event, guest, spot, Berlin day), so a verification token works once. */
export const easterCollections = pgTable(
  "easter_collections",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    eventId: integer("event_id")
      .notNull()
      .references(() => easterEvents.id, { onDelete: "cascade" }),
    guestId: integer("guest_id")
      .notNull()
      .references(() => guests.id, { onDelete: "cascade" }),
    spotId: integer("spot_id")
      .notNull()
      .references(() => easterEggSpots.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("easter_collections_once").on(t.eventId, t.guestId, t.spotId, t.day),
    index("easter_collections_guest_idx").on(t.guestId, t.eventId),
  ],
);

/** A granted reward: once per (guest, reward); `benefit` is what was granted (the drawn amount). */
export const easterRewardGrants = pgTable(
  "easter_reward_grants",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    eventId: integer("event_id")
      .notNull()
      .references(() => easterEvents.id, { onDelete: "cascade" }),
    guestId: integer("guest_id")
      .notNull()
      .references(() => guests.id, { onDelete: "cascade" }),
    rewardId: integer("reward_id")
      .notNull()
      .references(() => easterRewards.id, { onDelete: "cascade" }),
    benefit: jsonb("benefit").$type<TBenefit>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("easter_reward_grants_once").on(t.guestId, t.rewardId),
    index("easter_reward_grants_guest_idx").on(t.guestId, t.eventId),
  ],
);
