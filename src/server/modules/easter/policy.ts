import { createHash } from "node:crypto";
import { berlinDate } from "../../../common/berlinTime.ts";
import { AppError, AppErrorCode } from "../../lib/errors.ts";

/** Whether an event runs at `now` (from its start, until its end when it has one). */
export function isRunning(event: { startsAt: Date; endsAt: Date | null }, now: Date): boolean {
  return event.startsAt <= now && (event.endsAt === null || now < event.endsAt);
}

/**
 * The spots that hide an egg on a Berlin day: `perDay` of them, ordered by a hash of (event, day,
 * spot) so the choice is fixed for the day, changes from day to day and needs no stored state.
 */
export function spotsOfDay<T extends { id: number }>(
  spots: T[],
  eventId: number,
  day: string,
  perDay: number,
): T[] {
  const rank = (spot: T) => createHash("sha256").update(`${eventId}:${day}:${spot.id}`).digest("hex");
  return spots
    .map((spot) => ({ spot, rank: rank(spot) }))
    .sort((a, b) => (a.rank < b.rank ? -1 : a.rank > b.rank ? 1 : a.spot.id - b.spot.id))
    .slice(0, perDay)
    .map((entry) => entry.spot);
}

/**
 * The day checks of a collection: the client's day (qmdate) and the token's day must both be today
 * in Berlin (409 `wrongDay`, 409 `eggExpired`: a token ends with its day); the event must run
 * (409 `notRunning`).
 */
export function assertMayCollect(
  options: { qmdate: string; tokenDay: string; event: { startsAt: Date; endsAt: Date | null } },
  now: Date,
): void {
  const today = berlinDate(now);
  if (options.qmdate !== today)
    throw new AppError(AppErrorCode.CONFLICT, `qmdate is not today (${today} in Berlin)`, {
      errorMessage: "wrongDay",
      today,
    });
  if (options.tokenDay !== today)
    throw new AppError(AppErrorCode.CONFLICT, "This egg was hidden on another day", {
      errorMessage: "eggExpired",
      today,
    });
  if (!isRunning(options.event, now))
    throw new AppError(AppErrorCode.CONFLICT, "The easter event is not running", {
      errorMessage: "notRunning",
    });
}
