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

/** A day of a game with its own attempts and points (spec content §3 "Game config" dayConfigs). */
export interface GameDayConfig {
  /** A Berlin day, YYYY-MM-DD. */
  day: string;
  dailyAttempts: number;
  pointsPerAttempt: number;
}

/**
 * A game (spec content §3 "Game config", modules/games): played between `starts_at` and `ends_at`
 * (open-ended when null) with `daily_attempts` free attempts a Berlin day (at least one: no
 * purchase is needed to play), unless a day config of that day says otherwise.
 */
export const gameConfigs = pgTable(
  "game_configs",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    /** The game's address name (spinwheel, slotmachine, ...), unique. */
    key: text("key").notNull(),
    gameType: text("game_type").notNull(),
    gameCategory: text("game_category").notNull().default("reward"),
    title: jsonb("title").$type<Texts>().notNull(),
    description: jsonb("description").$type<Texts>().notNull().default({}),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }),
    dailyAttempts: smallint("daily_attempts").notNull(),
    pointsPerAttempt: integer("points_per_attempt").notNull().default(0),
    dayConfigs: jsonb("day_configs").$type<GameDayConfig[]>().notNull().default([]),
    /** Performers the game features (their pictures on its page). */
    actorIds: jsonb("actor_ids").$type<number[]>().notNull().default([]),
    /**
     * A reward event (spec content "Event reward", special/{eventType}/getReward/{eventId}): the id
     * the operator chose (the spec's fixed 22, 30, 7), unique, and its type. Null: a plain game.
     */
    eventId: integer("event_id"),
    eventType: text("event_type"),
    /** Coins the game may grant in all (null: no budget); `coins_granted` never passes it. */
    coinBudget: integer("coin_budget"),
    coinsGranted: integer("coins_granted").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("game_configs_key").on(t.key),
    check("game_configs_type", sql`${t.gameType} in ('spinwheel', 'slotmachine', 'prizegame')`),
    check("game_configs_attempts", sql`${t.dailyAttempts} between 1 and 100`),
    check("game_configs_points", sql`${t.pointsPerAttempt} >= 0`),
    check("game_configs_dates", sql`${t.endsAt} is null or ${t.endsAt} > ${t.startsAt}`),
    uniqueIndex("game_configs_event_id").on(t.eventId),
    check("game_configs_event_id_positive", sql`${t.eventId} is null or ${t.eventId} > 0`),
    check(
      "game_configs_event_type",
      sql`(${t.eventId} is null) = (${t.eventType} is null) and (${t.eventType} is null or ${t.eventType} in ('slotmachine', 'halloween', 'reward-box', 'wiesn-shooting', 'wet-and-wild', 'wiesn-bude', 'kickIt', 'venus-attacks'))`,
    ),
    check(
      "game_configs_coin_budget",
      sql`${t.coinsGranted} >= 0 and (${t.coinBudget} is null or (${t.coinBudget} >= 0 and ${t.coinsGranted} <= ${t.coinBudget}))`,
    ),
  ],
);

/**
 * A reward of a game: what it grants (a benefit of the benefits module: coins, VIP days, a voucher,
 * messenger gifts), its weight in parts of a million (the published probability) and its stock
 * (null: unlimited; `granted` never passes it). The rest of the million is "nothing".
 */
export const gameRewards = pgTable(
  "game_rewards",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    configId: integer("config_id")
      .notNull()
      .references(() => gameConfigs.id, { onDelete: "cascade" }),
    position: smallint("position").notNull(),
    benefit: jsonb("benefit").$type<TBenefit>().notNull(),
    label: jsonb("label").$type<Texts>().notNull(),
    weight: integer("weight").notNull(),
    stock: integer("stock"),
    granted: integer("granted").notNull().default(0),
    /** A stable code of the reward line (the event reward's optionCode), unique within its game. */
    code: text("code").notNull(),
  },
  (t) => [
    index("game_rewards_config_idx").on(t.configId, t.position),
    uniqueIndex("game_rewards_code").on(t.configId, t.code),
    check("game_rewards_weight", sql`${t.weight} between 0 and 1000000`),
    check("game_rewards_stock", sql`${t.stock} is null or (${t.stock} >= 0 and ${t.granted} <= ${t.stock})`),
    check("game_rewards_granted", sql`${t.granted} >= 0`),
  ],
);

/**
 * A guest's attempt: keyed (game, guest, Berlin day, attempt number), so however many attempts
 * arrive at once, each number is drawn once; the reward (null: nothing) is granted in the same
 * transaction.
 */
export const gameAttempts = pgTable(
  "game_attempts",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    configId: integer("config_id")
      .notNull()
      .references(() => gameConfigs.id, { onDelete: "cascade" }),
    guestId: integer("guest_id")
      .notNull()
      .references(() => guests.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    attemptNo: smallint("attempt_no").notNull(),
    rewardId: integer("reward_id").references(() => gameRewards.id, { onDelete: "set null" }),
    points: integer("points").notNull().default(0),
    /** The spin voucher an extra attempt used (null: one of the day's free attempts). */
    voucherId: integer("voucher_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("game_attempts_once").on(t.configId, t.guestId, t.day, t.attemptNo),
    index("game_attempts_guest_idx").on(t.guestId, t.createdAt),
    check("game_attempts_no", sql`${t.attemptNo} >= 1`),
  ],
);
