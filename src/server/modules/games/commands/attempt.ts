import { sql } from "drizzle-orm";
import type { TGameAttempt } from "../../../../common/contracts/games.ts";
import { VOUCHER_TYPES } from "../../../../common/enums.ts";
import type { Language } from "../../../../common/languages.ts";
import type { Tx } from "../../../db/client.ts";
import { gameAttempts, gameConfigs, gameRewards } from "../../../db/schema/games.ts";
import { AppError, AppErrorCode, notFound } from "../../../lib/errors.ts";
import { lockActiveGuest } from "../../accounts/index.ts";
import { grantBenefits, spendVoucher } from "../../benefits/index.ts";
import { draw, publishedOdds, type RandomSource, secureRandom } from "../odds.ts";
import {
  assertMayAttempt,
  attemptDay,
  attemptSource,
  beyondFreeAttempts,
  dayRules,
  takesSpins,
} from "../policy.ts";
import { attemptsOn, coinsLeftOf, type GameRow, gameById, type RewardRow, rewardsOf } from "../queries.ts";
import { guestInfoOf, presentReward } from "../views.ts";

/**
 * The one draw of the games (a game's attempt and a reward event's getReward), in the caller's
 * transaction: the guest's row is locked (her attempts run one after another, however many arrive at
 * once), the day's attempts are counted against the day's number (409 `noAttemptsLeft` with the time
 * of the next ones), the game's rewards are locked and drawn from by exactly the published odds with
 * a cryptographically secure source, a limited reward's stock and a coins reward's share of the coin
 * budget are taken by conditional updates (never past the stock, never below zero), the reward is
 * granted through the benefits module, and the attempt is written under its key (game, guest, Berlin
 * day, attempt number). Answers the reward row (null: nothing).
 */
export async function drawAttempt(options: {
  tx: Tx;
  guestId: number;
  game: GameRow;
  now: Date;
  random?: RandomSource;
}): Promise<RewardRow | null> {
  const { tx, guestId, game, now } = options;
  await lockActiveGuest(tx, guestId);
  const { day } = attemptDay(now);
  const used = await attemptsOn(tx, game.id, guestId, day);
  // Beyond the day's free attempts a spin from the guest's benefits pays for one (the same odds);
  // should the attempt then be refused, the transaction gives the spin back.
  const spin =
    beyondFreeAttempts(game, day, used) && takesSpins(game.gameType)
      ? await spendVoucher(tx, { guestId, type: VOUCHER_TYPES.spins, actorId: null, now })
      : null;
  assertMayAttempt(game, now, used, spin !== null);
  const rewards = await rewardsOf(tx, game.id, true);
  const coinsLeft = await coinsLeftOf(tx, game.id);
  const line = draw(publishedOdds(rewards, coinsLeft), options.random ?? secureRandom);
  const reward = line.rewardId === null ? null : (rewards.find((r) => r.id === line.rewardId) ?? null);
  if (reward) {
    await takeStock(tx, game.id, reward);
    await grantBenefits(tx, guestId, [reward.benefit], attemptSource(game.id, day, used + 1), now);
  }
  await tx.insert(gameAttempts).values({
    configId: game.id,
    guestId,
    day,
    attemptNo: used + 1,
    rewardId: reward?.id ?? null,
    points: dayRules(game, day).pointsPerAttempt,
    voucherId: spin,
    createdAt: now,
  });
  return reward;
}

/** Takes one of a drawn reward's stock and, for coins, its amount of the game's budget. */
async function takeStock(tx: Tx, configId: number, reward: RewardRow): Promise<void> {
  const [taken] = await tx
    .update(gameRewards)
    .set({ granted: sql`${gameRewards.granted} + 1` })
    .where(
      sql`${gameRewards.id} = ${reward.id} and (${gameRewards.stock} is null or ${gameRewards.granted} < ${gameRewards.stock})`,
    )
    .returning({ id: gameRewards.id });
  // The rewards are locked: a drawn reward has stock. Should that ever fail, nothing is granted.
  if (!taken) throw new AppError(AppErrorCode.CONFLICT, "The reward ran out; try again");
  if (reward.benefit.kind !== "coins") return;
  const amount = reward.benefit.amount;
  const [budget] = await tx
    .update(gameConfigs)
    .set({ coinsGranted: sql`${gameConfigs.coinsGranted} + ${amount}` })
    .where(
      sql`${gameConfigs.id} = ${configId} and (${gameConfigs.coinBudget} is null or ${gameConfigs.coinsGranted} + ${amount} <= ${gameConfigs.coinBudget})`,
    )
    .returning({ id: gameConfigs.id });
  if (!budget) throw new AppError(AppErrorCode.CONFLICT, "The coin budget ran out; try again");
}

/**
 * Uses one of a guest's attempts at a game (use attempt, spec content §3) by the one draw. Answers
 * the reward (null: nothing) and the guest's info after.
 */
export async function useAttempt(options: {
  tx: Tx;
  guestId: number;
  configId: number;
  language: Language;
  now: Date;
  random?: RandomSource;
}): Promise<TGameAttempt> {
  const { tx, guestId, configId, language, now } = options;
  const game = await gameById(tx, configId);
  if (!game) throw notFound("Game");
  const reward = await drawAttempt({ tx, guestId, game, now, random: options.random });
  return {
    reward: reward ? presentReward(reward, language) : null,
    guestInfo: await guestInfoOf(tx, game, guestId, now, language),
  };
}
