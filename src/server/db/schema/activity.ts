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
import type { Language } from "../../../common/languages.ts";
import { guests } from "./accounts.ts";

type Texts = Partial<Record<Language, string>>;

/**
 * An activity-points event (spec content §3 "Special event (activity points)", modules/activity),
 * shown as the Goldrush: running between `starts_at` and `ends_at`; `key` is its address name.
 */
export const activityEvents = pgTable(
  "activity_events",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    key: text("key").notNull(),
    title: jsonb("title").$type<Texts>().notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("activity_events_key_idx").on(t.key, t.startsAt),
    check("activity_events_dates", sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

/** An activity of an event: its code (what the guest does), points, VIP bonus and limit a Berlin day. */
export const activityKinds = pgTable(
  "activity_kinds",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    eventId: integer("event_id")
      .notNull()
      .references(() => activityEvents.id, { onDelete: "cascade" }),
    code: text("code").notNull(),
    position: smallint("position").notNull(),
    points: integer("points").notNull(),
    vipBonus: integer("vip_bonus").notNull().default(0),
    limitPerDay: smallint("limit_per_day").notNull(),
  },
  (t) => [
    uniqueIndex("activity_kinds_code").on(t.eventId, t.code),
    check("activity_kinds_points", sql`${t.points} >= 1 and ${t.vipBonus} >= 0`),
    check("activity_kinds_limit", sql`${t.limitPerDay} between 1 and 1000`),
  ],
);

/** A challenge: do an activity `target` times during the event, for `bonus_points` once. */
export const activityChallenges = pgTable(
  "activity_challenges",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    eventId: integer("event_id")
      .notNull()
      .references(() => activityEvents.id, { onDelete: "cascade" }),
    position: smallint("position").notNull(),
    title: jsonb("title").$type<Texts>().notNull(),
    activityCode: text("activity_code").notNull(),
    target: integer("target").notNull(),
    bonusPoints: integer("bonus_points").notNull(),
  },
  (t) => [
    index("activity_challenges_event_idx").on(t.eventId, t.position),
    check("activity_challenges_target", sql`${t.target} >= 1 and ${t.bonusPoints} >= 0`),
  ],
);

/** A reward of the ladder: granted (a benefit) once the guest's points reach `required_points`. */
export const activityRewards = pgTable(
  "activity_rewards",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    eventId: integer("event_id")
      .notNull()
      .references(() => activityEvents.id, { onDelete: "cascade" }),
    requiredPoints: integer("required_points").notNull(),
    benefit: jsonb("benefit").$type<TBenefit>().notNull(),
    label: jsonb("label").$type<Texts>().notNull(),
  },
  (t) => [
    uniqueIndex("activity_rewards_points").on(t.eventId, t.requiredPoints),
    check("activity_rewards_required", sql`${t.requiredPoints} >= 1`),
  ],
);

/**
 * A guest's points: one row per counted activity (or completed challenge: `activity_code`
 * "challenge"), keyed by its source (the domain event, the day's visit, the challenge) so that
 * one source never counts twice, whatever the number of deliveries.
 */
export const activityPoints = pgTable(
  "activity_points",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    eventId: integer("event_id")
      .notNull()
      .references(() => activityEvents.id, { onDelete: "cascade" }),
    guestId: integer("guest_id")
      .notNull()
      .references(() => guests.id, { onDelete: "cascade" }),
    activityCode: text("activity_code").notNull(),
    day: date("day", { mode: "string" }).notNull(),
    points: integer("points").notNull(),
    sourceKey: text("source_key").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("activity_points_source").on(t.eventId, t.sourceKey),
    index("activity_points_guest_idx").on(t.eventId, t.guestId, t.day),
    check("activity_points_points", sql`${t.points} >= 0`),
  ],
);

/** A reward granted to a guest: once per (reward, guest). */
export const activityRewardGrants = pgTable(
  "activity_reward_grants",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    eventId: integer("event_id")
      .notNull()
      .references(() => activityEvents.id, { onDelete: "cascade" }),
    rewardId: integer("reward_id")
      .notNull()
      .references(() => activityRewards.id, { onDelete: "cascade" }),
    guestId: integer("guest_id")
      .notNull()
      .references(() => guests.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("activity_reward_grants_once").on(t.rewardId, t.guestId)],
);
