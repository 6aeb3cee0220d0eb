import { eq } from "drizzle-orm";
import type { TGameCreate } from "../../../../common/contracts/games.ts";
import type { Tx } from "../../../db/client.ts";
import { gameConfigs, gameRewards } from "../../../db/schema/games.ts";
import { AppError, AppErrorCode } from "../../../lib/errors.ts";
import { gameByEventId } from "../queries.ts";

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
