import type { TContestState } from "../../../common/contracts/contests.ts";
import { AppError, AppErrorCode } from "../../lib/errors.ts";

/** A contest's state at `now`: next before the start, active until the end, last after it. */
export function contestState(contest: { startsAt: Date; endsAt: Date }, now: Date): TContestState {
  if (now < contest.startsAt) return "next";
  if (now < contest.endsAt) return "active";
  return "last";
}

/** Votes are cast and taken back only while the contest runs (409 otherwise). */
export function assertVotingOpen(contest: { startsAt: Date; endsAt: Date }, now: Date): void {
  const state = contestState(contest, now);
  if (state === "next") throw new AppError(AppErrorCode.CONFLICT, "The contest has not started yet");
  if (state === "last") throw new AppError(AppErrorCode.CONFLICT, "The contest has ended");
}

/** The guestId a client sends must be the logged-in guest's own (403 otherwise). */
export function assertOwnGuestId(given: number | undefined, guestId: number): void {
  if (given !== undefined && given !== guestId)
    throw new AppError(AppErrorCode.FORBIDDEN, "guestId is not the logged-in guest");
}

/** Whether the guest must pass the age check before voting in the contest. */
export function needsAgeCheck(contest: { needAvs: boolean }, avsStatus: string): boolean {
  return contest.needAvs && avsStatus !== "accepted";
}
