import { z } from "zod";
import { type TBenefit, ZBenefit } from "./benefits.ts";
import type { TActorTile } from "./catalog.ts";
import { atLeastOneField, ZTexts } from "./texts.ts";

/** The games (spec content §3 "Game config"): a spin wheel, a slot machine, a prize game. */
export const GAME_TYPES = ["spinwheel", "slotmachine", "prizegame"] as const;
export type TGameType = (typeof GAME_TYPES)[number];

export const ZGameId = z.coerce.number().int().positive().max(2_147_483_647);
export const ZGameParams = z.strictObject({ configId: ZGameId });

const ZLongTexts = z.strictObject({
  de: z.string().trim().max(2000).optional(),
  en: z.string().trim().max(2000).optional(),
  es: z.string().trim().max(2000).optional(),
  nl: z.string().trim().max(2000).optional(),
});
const ZDay = z.iso.date();

/**
 * The reward events (spec content "Event reward", special/{eventType}/getReward/{eventId}): a game
 * with an event id the operator chooses (the spec's wiesn shooting 22, wiesn bude 30, venus attacks
 * 7) and one of these types.
 */
export const EVENT_TYPES = [
  "slotmachine",
  "halloween",
  "reward-box",
  "wiesn-shooting",
  "wet-and-wild",
  "wiesn-bude",
  "kickIt",
  "venus-attacks",
] as const;
export type TEventType = (typeof EVENT_TYPES)[number];

/** GET special/{eventType}/getReward/{eventId}: an unknown type is an unknown event (404). */
export const ZEventRewardParams = z.strictObject({
  eventType: z.string().min(1).max(40),
  eventId: ZGameId,
});
/** qmdate: the Berlin day the page was loaded for (optional; when given, it must be today); other parameters (language) pass. */
export const ZEventRewardQuery = z.object({ qmdate: z.iso.date().optional() });

/** Operator: POST internal/games. The rewards' weights are parts of a million (the rest: nothing). */
export const ZGameCreate = z
  .strictObject({
    key: z
      .string()
      .trim()
      .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { error: "lower-case letters, digits and dashes" })
      .max(60),
    gameType: z.enum(GAME_TYPES),
    gameCategory: z.string().trim().min(1).max(40).default("reward"),
    title: ZTexts,
    description: ZLongTexts.default({}),
    startsAt: z.iso.datetime({ offset: true }),
    endsAt: z.iso.datetime({ offset: true }).nullable().default(null),
    /** Free attempts a Berlin day: at least one (no purchase is needed to play). */
    dailyAttempts: z.number().int().min(1).max(100),
    pointsPerAttempt: z.number().int().min(0).max(100_000).default(0),
    dayConfigs: z
      .array(
        z.strictObject({
          day: ZDay,
          dailyAttempts: z.number().int().min(1).max(100),
          pointsPerAttempt: z.number().int().min(0).max(100_000),
        }),
      )
      .max(366)
      .default([]),
    actorIds: z.array(z.number().int().positive().max(2_147_483_647)).max(50).default([]),
    /** A reward event: its id (chosen by the operator, unique) and type; both or neither. */
    eventId: z.number().int().positive().max(2_147_483_647).nullable().default(null),
    eventType: z.enum(EVENT_TYPES).nullable().default(null),
    /** Coins the game may grant in all (null: no budget). */
    coinBudget: z.number().int().min(0).max(1_000_000_000).nullable().default(null),
    rewards: z
      .array(
        z.strictObject({
          benefit: ZBenefit,
          label: ZTexts,
          weight: z.number().int().min(1).max(1_000_000),
          stock: z.number().int().min(0).max(1_000_000_000).nullable().default(null),
          /** The reward line's stable code (the event's optionCode); default r1, r2, ... by position. */
          code: z
            .string()
            .regex(/^[A-Za-z0-9_-]{1,40}$/, { error: "1 to 40 letters, digits, dashes or underscores" })
            .optional(),
        }),
      )
      .min(1)
      .max(24),
  })
  .refine((game) => game.rewards.reduce((sum, reward) => sum + reward.weight, 0) <= 1_000_000, {
    error: "The rewards' weights add up to at most a million (the rest is nothing)",
    path: ["rewards"],
  })
  .refine((game) => !game.endsAt || Date.parse(game.endsAt) > Date.parse(game.startsAt), {
    error: "endsAt must be after startsAt",
    path: ["endsAt"],
  })
  .refine((game) => new Set(game.dayConfigs.map((day) => day.day)).size === game.dayConfigs.length, {
    error: "One day config per day",
    path: ["dayConfigs"],
  })
  .refine((game) => (game.eventId === null) === (game.eventType === null), {
    error: "eventId and eventType go together",
    path: ["eventType"],
  })
  .refine(
    (game) => {
      const codes = game.rewards.map((reward, i) => reward.code ?? `r${i + 1}`);
      return new Set(codes).size === codes.length;
    },
    { error: "One code per reward", path: ["rewards"] },
  );
export type TGameCreate = z.infer<typeof ZGameCreate>;

/**
 * Operator: PATCH internal/games/{configId}, a running game's changes: its texts, its end, the day's
 * attempts and points, the coin budget, and each reward's weight, stock and label (by its id). The
 * key, type, start and event id stay. At least one field.
 */
export const ZGameChange = z
  .strictObject({
    title: ZTexts.optional(),
    description: ZLongTexts.optional(),
    endsAt: z.iso.datetime({ offset: true }).nullable().optional(),
    dailyAttempts: z.number().int().min(1).max(100).optional(),
    pointsPerAttempt: z.number().int().min(0).max(100_000).optional(),
    coinBudget: z.number().int().min(0).max(1_000_000_000).nullable().optional(),
    rewards: z
      .array(
        z.strictObject({
          id: ZGameId,
          weight: z.number().int().min(0).max(1_000_000).optional(),
          stock: z.number().int().min(0).max(1_000_000_000).nullable().optional(),
          label: ZTexts.optional(),
        }),
      )
      .max(24)
      .optional(),
  })
  .refine(...atLeastOneField)
  .refine(
    (change) => new Set((change.rewards ?? []).map((r) => r.id)).size === (change.rewards ?? []).length,
    {
      error: "One change per reward",
      path: ["rewards"],
    },
  );
export type TGameChange = z.infer<typeof ZGameChange>;

/** A reward as a guest sees it. */
export interface TGameReward {
  id: number;
  /** The reward line's stable code (an event reward's optionCode). */
  code: string;
  label: string;
  benefit: TBenefit;
}

/** One line of a game's published odds: the reward (null: nothing), its probability, what is left. */
export interface TGameOdds {
  reward: TGameReward | null;
  /** 0..1, exactly the share the draw uses. */
  probability: number;
  /** Left in stock, where the stock is limited. */
  left?: number;
}

/** What a guest has of a game (spec: points, attemptsLeftToday, gainedRewards). */
export interface TGameGuestInfo {
  points: number;
  /** The day's free attempts left. */
  attemptsLeftToday: number;
  /** Spins from the guest's benefits (voucher type 10): extra attempts after the free ones (spin games only). */
  extraSpins: number;
  /** When the next free attempts come (the next Berlin day), ISO. */
  nextAttemptsAt: string;
  gainedRewards: { reward: TGameReward; at: string }[];
}

/** A game's config (spec content §3): load config. */
export interface TGameConfig {
  id: number;
  key: string;
  name: string;
  description: string;
  gameType: TGameType;
  gameCategory: string;
  state: "next" | "active" | "last";
  startsAt: string;
  endsAt: string | null;
  dailyAttempts: number;
  pointsPerAttempt: number;
  dayConfigs: { day: string; dailyAttempts: number; pointsPerAttempt: number }[];
  /** The config in the request's language: its rewards and actors. */
  config: { language: string; rewards: TGameReward[]; actors: TActorTile[] };
  odds: TGameOdds[];
  /** For a logged-in guest. */
  guestInfo?: TGameGuestInfo;
}

/** GET games: the games a guest can play now. */
export interface TGameList {
  games: Pick<TGameConfig, "id" | "key" | "name" | "gameType" | "gameCategory" | "startsAt" | "endsAt">[];
}

/** POST games/{configId}/attempt: the reward (null: nothing this time) and the guest's info after it. */
export interface TGameAttempt {
  reward: TGameReward | null;
  guestInfo: TGameGuestInfo;
}

/** One reward a guest won at a reward event (spec: rewardHistory with optionCode and canRedeem). */
export interface TEventRewardHistoryItem {
  optionCode: string;
  /**
   * Whether the granted reward can still be used: a voucher with units left before its end. Coins,
   * VIP days and messenger gifts are credited at once, so there is nothing left to redeem (false).
   */
  canRedeem: boolean;
  reward: TGameReward;
  at: string;
}

/** A guest's credits (attempts) at a reward event today: the day's total, used and available. */
export interface TEventCredits {
  available: number;
  total: number;
  used: number;
}

/** GET special/{eventType}/getReward/{eventId} (spec content "Event reward"). */
export interface TEventReward {
  reward: TGameReward | null;
  guestData: { rewardHistory: TEventRewardHistoryItem[]; credits: TEventCredits };
}

/** A reward event running now (GET special/get/events). */
export interface TRunningEvent {
  eventId: number;
  eventType: TEventType;
  /** The game behind it (GET games/{configId}: its published odds). */
  configId: number;
  title: string;
  startsAt: string;
  endsAt: string | null;
  /** The event's page in the request's language (routes/events.ts). */
  path: string;
}

/** GET special/get/events. */
export interface TRunningEvents {
  events: TRunningEvent[];
}
