import { z } from "zod";
import { type TBenefit, ZBenefit } from "./benefits.ts";
import type { TActorTile } from "./catalog.ts";

/** The games (spec content §3 "Game config"): a spin wheel, a slot machine, a prize game. */
export const GAME_TYPES = ["spinwheel", "slotmachine", "prizegame"] as const;
export type TGameType = (typeof GAME_TYPES)[number];

export const ZGameId = z.coerce.number().int().positive().max(2_147_483_647);
export const ZGameParams = z.strictObject({ configId: ZGameId });

const ZTexts = z
  .strictObject({
    de: z.string().trim().min(1).max(200).optional(),
    en: z.string().trim().min(1).max(200),
    es: z.string().trim().min(1).max(200).optional(),
    nl: z.string().trim().min(1).max(200).optional(),
  })
  .describe("Texts per language; English is required");
const ZLongTexts = z.strictObject({
  de: z.string().trim().max(2000).optional(),
  en: z.string().trim().max(2000).optional(),
  es: z.string().trim().max(2000).optional(),
  nl: z.string().trim().max(2000).optional(),
});
const ZDay = z.iso.date();

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
    rewards: z
      .array(
        z.strictObject({
          benefit: ZBenefit,
          label: ZTexts,
          weight: z.number().int().min(1).max(1_000_000),
          stock: z.number().int().min(0).max(1_000_000_000).nullable().default(null),
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
  });
export type TGameCreate = z.infer<typeof ZGameCreate>;

/** A reward as a guest sees it. */
export interface TGameReward {
  id: number;
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
