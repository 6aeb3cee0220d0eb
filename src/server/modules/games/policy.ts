import { berlinDate, nextBerlinDayStart } from "../../../common/berlinTime.ts";
import { AppError, AppErrorCode } from "../../lib/errors.ts";

/** What the rules need of a game. */
export interface GameRules {
  startsAt: Date;
  endsAt: Date | null;
  dailyAttempts: number;
  pointsPerAttempt: number;
  dayConfigs: { day: string; dailyAttempts: number; pointsPerAttempt: number }[];
}

/** A game's state at `now`: next before the start, active until the end (if any), last after it. */
export function gameState(
  game: Pick<GameRules, "startsAt" | "endsAt">,
  now: Date,
): "next" | "active" | "last" {
  if (now < game.startsAt) return "next";
  if (game.endsAt && now >= game.endsAt) return "last";
  return "active";
}

/** The attempts and the points of an attempt on a Berlin day: the day's own config, else the game's. */
export function dayRules(game: GameRules, day: string): { dailyAttempts: number; pointsPerAttempt: number } {
  const own = game.dayConfigs.find((config) => config.day === day);
  return own ?? { dailyAttempts: game.dailyAttempts, pointsPerAttempt: game.pointsPerAttempt };
}

/** The Berlin day an attempt at `now` counts for, and when the next one begins. */
export function attemptDay(now: Date): { day: string; nextDayAt: Date } {
  return { day: berlinDate(now), nextDayAt: nextBerlinDayStart(now) };
}

/** The games a spin (a benefit, voucher type 10) plays once the day's free attempts are used. */
const SPIN_GAMES: readonly string[] = ["spinwheel", "slotmachine"];

/** Whether a game takes spins as extra attempts (they never change its odds). */
export function takesSpins(gameType: string): boolean {
  return SPIN_GAMES.includes(gameType);
}

/** Whether the next attempt on `day`, after `usedToday`, is beyond the day's free ones. */
export function beyondFreeAttempts(game: GameRules, day: string, usedToday: number): boolean {
  return usedToday >= dayRules(game, day).dailyAttempts;
}

/**
 * Attempts are made only while the game runs (409 with the spec's errorMessage otherwise), and at
 * most the day's number of free ones, unless a spin pays for an extra one (`extraPaid`); else 409
 * with the time of the next free ones.
 */
export function assertMayAttempt(game: GameRules, now: Date, usedToday: number, extraPaid = false): void {
  const state = gameState(game, now);
  if (state === "next")
    throw new AppError(AppErrorCode.CONFLICT, "The game has not started yet", {
      errorMessage: "notStarted",
      startsAt: game.startsAt.toISOString(),
    });
  if (state === "last")
    throw new AppError(AppErrorCode.CONFLICT, "The game has ended", { errorMessage: "ended" });
  const { day, nextDayAt } = attemptDay(now);
  if (beyondFreeAttempts(game, day, usedToday) && !extraPaid)
    throw new AppError(AppErrorCode.CONFLICT, "No attempts left today", {
      errorMessage: "noAttemptsLeft",
      nextAttemptsAt: nextDayAt.toISOString(),
    });
}

/** The key an attempt's reward is granted under (the benefits' source: a voucher names its attempt). */
export function attemptSource(configId: number, day: string, attemptNo: number): string {
  return `game:${configId}:${day}:${attemptNo}`;
}

/**
 * A reward event's qmdate (the Berlin day the guest's page was loaded for), when given, must be
 * today's Berlin day: a page left open over midnight draws nothing for a day that is over (409
 * `qmdateNotToday` with today's day).
 */
export function assertQmdate(qmdate: string | undefined, now: Date): void {
  if (qmdate === undefined) return;
  const { day } = attemptDay(now);
  if (qmdate !== day)
    throw new AppError(AppErrorCode.CONFLICT, "qmdate is not today's Berlin day", {
      errorMessage: "qmdateNotToday",
      today: day,
    });
}
