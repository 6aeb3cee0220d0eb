import { eq } from "drizzle-orm";
import type { TGameChange, TGameCreate } from "../../../../common/contracts/games.ts";
import type { Tx } from "../../../db/client.ts";
import { gameConfigs, gameRewards } from "../../../db/schema/games.ts";
import { AppError, AppErrorCode, notFound } from "../../../lib/errors.ts";
import { ODDS_SCALE } from "../odds.ts";
import { gameByEventId, rewardsOf } from "../queries.ts";

/**
 * Creates a game with its rewards (operator: POST internal/games). A key or event id in use is 409. The weights
 * were checked by the contract (at most a million together; the rest is nothing).
 */
export async function createGame(options: {
  tx: Tx;
  input: TGameCreate;
  now: Date;
}): Promise<{ id: number }> {
  const { tx, input } = options;
  const [taken] = await tx
    .select({ id: gameConfigs.id })
    .from(gameConfigs)
    .where(eq(gameConfigs.key, input.key))
    .limit(1);
  if (taken) throw new AppError(AppErrorCode.CONFLICT, `A game with the key "${input.key}" exists`);
  if (input.eventId !== null && (await gameByEventId(tx, input.eventId)))
    throw new AppError(AppErrorCode.CONFLICT, `An event with the id ${input.eventId} exists`);
  const [game] = await tx
    .insert(gameConfigs)
    .values({
      key: input.key,
      gameType: input.gameType,
      gameCategory: input.gameCategory,
      title: input.title,
      description: input.description,
      startsAt: new Date(input.startsAt),
      endsAt: input.endsAt ? new Date(input.endsAt) : null,
      dailyAttempts: input.dailyAttempts,
      pointsPerAttempt: input.pointsPerAttempt,
      dayConfigs: input.dayConfigs,
      actorIds: input.actorIds,
      eventId: input.eventId,
      eventType: input.eventType,
      coinBudget: input.coinBudget,
      createdAt: options.now,
    })
    .onConflictDoNothing()
    .returning({ id: gameConfigs.id });
  if (!game) throw new AppError(AppErrorCode.CONFLICT, `A game with the key or event id exists`);
  await tx.insert(gameRewards).values(
    input.rewards.map((reward, position) => ({
      configId: game.id,
      position,
      benefit: reward.benefit,
      label: reward.label,
      weight: reward.weight,
      stock: reward.stock,
      code: reward.code ?? `r${position + 1}`,
    })),
  );
  return game;
}

/**
 * Changes a game (operator: PATCH internal/games/{configId}) in one transaction, with its rewards
 * locked as an attempt locks them: an attempt draws by the table before or after the change, never
 * a mix. 404 for an unknown game or a reward of another game; 409 for an end before the start, a
 * stock below what was granted or a coin budget below the coins granted; 400 when the weights would
 * add up to more than a million.
 */
export async function changeGame(options: {
  tx: Tx;
  configId: number;
  input: TGameChange;
  now: Date;
}): Promise<{ id: number }> {
  const { tx, configId, input } = options;
  const [game] = await tx.select().from(gameConfigs).where(eq(gameConfigs.id, configId)).for("update");
  if (!game) throw notFound("Game");
  const rewards = await rewardsOf(tx, configId, true);
  const byId = new Map(rewards.map((reward) => [reward.id, reward]));
  for (const change of input.rewards ?? []) {
    const reward = byId.get(change.id);
    if (!reward) throw notFound(`Reward ${change.id} of this game`);
    if (change.stock !== undefined && change.stock !== null && change.stock < reward.granted)
      throw new AppError(
        AppErrorCode.CONFLICT,
        `Reward ${change.id}: ${reward.granted} were granted already`,
      );
  }
  const weights = rewards.reduce(
    (sum, reward) => sum + (input.rewards?.find((c) => c.id === reward.id)?.weight ?? reward.weight),
    0,
  );
  if (weights > ODDS_SCALE)
    throw new AppError(AppErrorCode.VALIDATION_FAILED, "The rewards' weights add up to more than a million");
  const endsAt =
    input.endsAt === undefined ? game.endsAt : input.endsAt === null ? null : new Date(input.endsAt);
  if (endsAt && endsAt <= game.startsAt)
    throw new AppError(AppErrorCode.CONFLICT, "endsAt must be after the start");
  if (input.coinBudget !== undefined && input.coinBudget !== null && input.coinBudget < game.coinsGranted)
    throw new AppError(AppErrorCode.CONFLICT, `${game.coinsGranted} coins were granted already`);
  await tx
    .update(gameConfigs)
    .set({
      ...(input.title ? { title: input.title } : {}),
      ...(input.description ? { description: input.description } : {}),
      endsAt,
      ...(input.dailyAttempts !== undefined ? { dailyAttempts: input.dailyAttempts } : {}),
      ...(input.pointsPerAttempt !== undefined ? { pointsPerAttempt: input.pointsPerAttempt } : {}),
      ...(input.coinBudget !== undefined ? { coinBudget: input.coinBudget } : {}),
    })
    .where(eq(gameConfigs.id, configId));
  for (const change of input.rewards ?? [])
    await tx
      .update(gameRewards)
      .set({
        ...(change.weight !== undefined ? { weight: change.weight } : {}),
        ...(change.stock !== undefined ? { stock: change.stock } : {}),
        ...(change.label ? { label: change.label } : {}),
      })
      .where(eq(gameRewards.id, change.id));
  return { id: configId };
}
