import { sql } from "drizzle-orm";
import type { TGameAttempt } from "../../../../common/contracts/games.ts";
import { VOUCHER_TYPES } from "../../../../common/enums.ts";
import type { Language } from "../../../../common/languages.ts";
import type { Tx } from "../../../db/client.ts";
import { gameAttempts, gameRewards } from "../../../db/schema/games.ts";
import { AppError, AppErrorCode, notFound } from "../../../lib/errors.ts";
import { lockActiveGuest } from "../../accounts/index.ts";
import { grantBenefits, spendVoucher } from "../../benefits/index.ts";
import { draw, publishedOdds, type RandomSource, secureRandom } from "../odds.ts";
import { assertMayAttempt, attemptDay, beyondFreeAttempts, dayRules, takesSpins } from "../policy.ts";
import { attemptsOn, gameById, rewardsOf } from "../queries.ts";
import { guestInfoOf, presentReward } from "../views.ts";

/**
 * Uses one of a guest's attempts at a game (use attempt, spec content §3), in one transaction:
 * the guest's row is locked (her attempts run one after another, however many arrive at once), the
 * day's attempts are counted against the day's number (409 `noAttemptsLeft` with the time of the
 * next ones), the game's rewards are locked and drawn from by exactly the published odds with a
 * cryptographically secure source, a limited reward's stock is taken by a conditional update, the
 * reward is granted through the benefits module, and the attempt is written under its key (game,
 * guest, Berlin day, attempt number). Answers the reward (null: nothing) and the guest's info after.
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
  await lockActiveGuest(tx, guestId);
  const game = await gameById(tx, configId);
  if (!game) throw notFound("Game");
  const { day } = attemptDay(now);
  const used = await attemptsOn(tx, configId, guestId, day);
  // Beyond the day's free attempts a spin from the guest's benefits pays for one (the same odds);
  // should the attempt then be refused, the transaction gives the spin back.
  const spin =
    beyondFreeAttempts(game, day, used) && takesSpins(game.gameType)
      ? await spendVoucher(tx, { guestId, type: VOUCHER_TYPES.spins, actorId: null, now })
      : null;
  assertMayAttempt(game, now, used, spin !== null);
  const rewards = await rewardsOf(tx, configId, true);
  const line = draw(publishedOdds(rewards), options.random ?? secureRandom);
  const reward = line.rewardId === null ? null : (rewards.find((r) => r.id === line.rewardId) ?? null);
  if (reward) {
    const [taken] = await tx
      .update(gameRewards)
      .set({ granted: sql`${gameRewards.granted} + 1` })
      .where(
        sql`${gameRewards.id} = ${reward.id} and (${gameRewards.stock} is null or ${gameRewards.granted} < ${gameRewards.stock})`,
      )
      .returning({ id: gameRewards.id });
    // The rewards are locked: a drawn reward has stock. Should that ever fail, nothing is granted.
    if (!taken) throw new AppError(AppErrorCode.CONFLICT, "The reward ran out; try again");
    await grantBenefits(tx, guestId, [reward.benefit], `game:${configId}:${day}:${used + 1}`, now);
  }
  await tx.insert(gameAttempts).values({
    configId,
    guestId,
    day,
    attemptNo: used + 1,
    rewardId: reward?.id ?? null,
    points: dayRules(game, day).pointsPerAttempt,
    voucherId: spin,
    createdAt: now,
  });
  return {
    reward: reward ? presentReward(reward, language) : null,
    guestInfo: await guestInfoOf(tx, game, guestId, now, language),
  };
}
