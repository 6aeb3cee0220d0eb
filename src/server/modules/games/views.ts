import type {
  TGameConfig,
  TGameGuestInfo,
  TGameList,
  TGameOdds,
  TGameReward,
  TGameType,
} from "../../../common/contracts/games.ts";
import { type Language, pickLocalized } from "../../../common/languages.ts";
import type { DbOrTx } from "../../db/client.ts";
import { notFound } from "../../lib/errors.ts";
import { benefitsOf } from "../benefits/index.ts";
import { actorsByIds, presentActorTile } from "../catalog/index.ts";
import { probabilityOf, publishedOdds } from "./odds.ts";
import { attemptDay, dayRules, gameState, takesSpins } from "./policy.ts";
import {
  attemptsOn,
  type GameRow,
  gameById,
  guestTotals,
  type RewardRow,
  rewardsOf,
  runningGames,
} from "./queries.ts";

/** The coins a game's budget has left (null: no budget). */
export function budgetLeft(game: GameRow): number | null {
  return game.coinBudget === null ? null : Math.max(0, game.coinBudget - game.coinsGranted);
}

/** A reward as a guest sees it: its label in her language and what it grants. */
export function presentReward(row: RewardRow, language: Language): TGameReward {
  return { id: row.id, code: row.code, label: pickLocalized(row.label, language), benefit: row.benefit };
}

/** A guest's points, attempts left today and won rewards at a game. */
export async function guestInfoOf(
  db: DbOrTx,
  game: GameRow,
  guestId: number,
  now: Date,
  language: Language,
): Promise<TGameGuestInfo> {
  const { day, nextDayAt } = attemptDay(now);
  const [used, totals, rewards, benefits] = await Promise.all([
    attemptsOn(db, game.id, guestId, day),
    guestTotals(db, game.id, guestId),
    rewardsOf(db, game.id),
    takesSpins(game.gameType) ? benefitsOf(db, guestId, now) : null,
  ]);
  const byId = new Map(rewards.map((row) => [row.id, row]));
  return {
    points: totals.points,
    attemptsLeftToday: Math.max(0, dayRules(game, day).dailyAttempts - used),
    extraSpins: benefits?.spinwheelSpins ?? 0,
    nextAttemptsAt: nextDayAt.toISOString(),
    gainedRewards: totals.won.flatMap(({ rewardId, at }) => {
      const row = byId.get(rewardId);
      return row ? [{ reward: presentReward(row, language), at: at.toISOString() }] : [];
    }),
  };
}

/** The games running now (GET games). */
export async function gamesListView(db: DbOrTx, language: Language, now: Date): Promise<TGameList> {
  return {
    games: (await runningGames(db, now)).map((game) => ({
      id: game.id,
      key: game.key,
      name: pickLocalized(game.title, language),
      gameType: game.gameType as TGameType,
      gameCategory: game.gameCategory,
      startsAt: game.startsAt.toISOString(),
      endsAt: game.endsAt?.toISOString() ?? null,
    })),
  };
}

/**
 * A game's config (load config): its dates and rules, its rewards and actors in the request's
 * language, the odds it draws by right now (each reward's probability and what is left of a limited
 * one; "nothing" with the rest), and for a logged-in guest her guestInfo. 404 for an unknown id.
 */
export async function gameConfigView(
  db: DbOrTx,
  input: { configId: number; language: Language; now: Date; guestId: number | null },
): Promise<TGameConfig> {
  const { language, now } = input;
  const game = await gameById(db, input.configId);
  if (!game) throw notFound("Game");
  const [rewards, actors] = await Promise.all([rewardsOf(db, game.id), actorsByIds(db, game.actorIds)]);
  const byId = new Map(rewards.map((row) => [row.id, row]));
  const odds: TGameOdds[] = publishedOdds(rewards, budgetLeft(game)).map((line) => {
    const row = line.rewardId === null ? undefined : byId.get(line.rewardId);
    return {
      reward: row ? presentReward(row, language) : null,
      probability: probabilityOf(line),
      ...(line.left === null ? {} : { left: line.left }),
    };
  });
  return {
    id: game.id,
    key: game.key,
    name: pickLocalized(game.title, language),
    description: pickLocalized(game.description, language),
    gameType: game.gameType as TGameType,
    gameCategory: game.gameCategory,
    state: gameState(game, now),
    startsAt: game.startsAt.toISOString(),
    endsAt: game.endsAt?.toISOString() ?? null,
    dailyAttempts: game.dailyAttempts,
    pointsPerAttempt: game.pointsPerAttempt,
    dayConfigs: game.dayConfigs,
    config: {
      language,
      rewards: rewards.map((row) => presentReward(row, language)),
      actors: actors.map((actor) => presentActorTile(actor, language, now)),
    },
    odds,
    ...(input.guestId === null
      ? {}
      : { guestInfo: await guestInfoOf(db, game, input.guestId, now, language) }),
  };
}
