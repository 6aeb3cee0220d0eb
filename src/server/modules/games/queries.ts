import { and, asc, desc, eq, gt, isNotNull, isNull, lte, or, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { gameAttempts, gameConfigs, gameRewards } from "../../db/schema/games.ts";

export type GameRow = typeof gameConfigs.$inferSelect;
export type RewardRow = typeof gameRewards.$inferSelect;

/** A game by id (null: none). */
export async function gameById(db: DbOrTx, id: number): Promise<GameRow | null> {
  const [row] = await db.select().from(gameConfigs).where(eq(gameConfigs.id, id)).limit(1);
  return row ?? null;
}

/** The games running at `now`, oldest start first. */
export async function runningGames(db: DbOrTx, now: Date): Promise<GameRow[]> {
  return db
    .select()
    .from(gameConfigs)
    .where(and(lte(gameConfigs.startsAt, now), or(isNull(gameConfigs.endsAt), gt(gameConfigs.endsAt, now))))
    .orderBy(asc(gameConfigs.startsAt), asc(gameConfigs.id));
}

/**
 * A game's rewards in their order. `lock`: FOR UPDATE, so that attempts at the same game draw one
 * after another from the same stock (a limited reward is never granted past it).
 */
export async function rewardsOf(db: DbOrTx, configId: number, lock = false): Promise<RewardRow[]> {
  const query = db
    .select()
    .from(gameRewards)
    .where(eq(gameRewards.configId, configId))
    .orderBy(asc(gameRewards.position), asc(gameRewards.id));
  return lock ? query.for("update") : query;
}

/** How many attempts a guest made at a game on a Berlin day. */
export async function attemptsOn(
  db: DbOrTx,
  configId: number,
  guestId: number,
  day: string,
): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(gameAttempts)
    .where(
      and(eq(gameAttempts.configId, configId), eq(gameAttempts.guestId, guestId), eq(gameAttempts.day, day)),
    );
  return row?.count ?? 0;
}

/** A guest's points at a game (all days) and the rewards she won, newest first (at most 50). */
export async function guestTotals(
  db: DbOrTx,
  configId: number,
  guestId: number,
): Promise<{ points: number; won: { rewardId: number; at: Date }[] }> {
  const mine = and(eq(gameAttempts.configId, configId), eq(gameAttempts.guestId, guestId));
  const [sum] = await db
    .select({ points: sql<number>`coalesce(sum(${gameAttempts.points}), 0)::int` })
    .from(gameAttempts)
    .where(mine);
  const won = await db
    .select({ rewardId: gameAttempts.rewardId, at: gameAttempts.createdAt })
    .from(gameAttempts)
    .where(and(mine, isNotNull(gameAttempts.rewardId)))
    .orderBy(desc(gameAttempts.createdAt), desc(gameAttempts.id))
    .limit(50);
  return {
    points: sum?.points ?? 0,
    won: won.map((row) => ({ rewardId: row.rewardId as number, at: row.at })),
  };
}

/** A game by its key (null: none). */
export async function gameByKey(db: DbOrTx, key: string): Promise<GameRow | null> {
  const [row] = await db.select().from(gameConfigs).where(eq(gameConfigs.key, key)).limit(1);
  return row ?? null;
}

/** A reward event by its event id (null: none). */
export async function gameByEventId(db: DbOrTx, eventId: number): Promise<GameRow | null> {
  const [row] = await db.select().from(gameConfigs).where(eq(gameConfigs.eventId, eventId)).limit(1);
  return row ?? null;
}

/** The reward events running at `now`, by event id. */
export async function runningEventGames(db: DbOrTx, now: Date): Promise<GameRow[]> {
  return db
    .select()
    .from(gameConfigs)
    .where(
      and(
        isNotNull(gameConfigs.eventId),
        lte(gameConfigs.startsAt, now),
        or(isNull(gameConfigs.endsAt), gt(gameConfigs.endsAt, now)),
      ),
    )
    .orderBy(asc(gameConfigs.eventId));
}

/** The coins a game may still grant (null: no budget), read now (after the rewards' lock). */
export async function coinsLeftOf(db: DbOrTx, configId: number): Promise<number | null> {
  const [row] = await db
    .select({ budget: gameConfigs.coinBudget, granted: gameConfigs.coinsGranted })
    .from(gameConfigs)
    .where(eq(gameConfigs.id, configId))
    .limit(1);
  if (!row || row.budget === null) return null;
  return Math.max(0, row.budget - row.granted);
}

/** A guest's won attempts at a game, newest first (at most 50): reward, Berlin day, number, time. */
export async function wonAttempts(
  db: DbOrTx,
  configId: number,
  guestId: number,
): Promise<{ rewardId: number; day: string; attemptNo: number; at: Date }[]> {
  const rows = await db
    .select({
      rewardId: gameAttempts.rewardId,
      day: gameAttempts.day,
      attemptNo: gameAttempts.attemptNo,
      at: gameAttempts.createdAt,
    })
    .from(gameAttempts)
    .where(
      and(
        eq(gameAttempts.configId, configId),
        eq(gameAttempts.guestId, guestId),
        isNotNull(gameAttempts.rewardId),
      ),
    )
    .orderBy(desc(gameAttempts.createdAt), desc(gameAttempts.id))
    .limit(50);
  return rows.map((row) => ({ ...row, rewardId: row.rewardId as number }));
}
