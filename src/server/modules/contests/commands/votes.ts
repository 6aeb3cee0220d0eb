import { and, eq, sql } from "drizzle-orm";
import { MAX_CONTEST_VOTES } from "../../../../common/constants.ts";
import type {
  TAddContestVote,
  TContestVoteResult,
  TDeleteContestVote,
} from "../../../../common/contracts/contests.ts";
import type { DbOrTx, Tx } from "../../../db/client.ts";
import { contestEntries, contestGuests, contests, contestVotes } from "../../../db/schema/contests.ts";
import { AppError, AppErrorCode, notFound } from "../../../lib/errors.ts";
import { recordEvent } from "../../../lib/outbox/events.ts";
import { assertOwnGuestId, assertVotingOpen, needsAgeCheck } from "../policy.ts";

/** The voting guest: the logged-in one, with the state of the age check. */
export interface Voter {
  id: number;
  avsStatus: string;
}

async function contestAndEntry(tx: DbOrTx, contestId: number, entryId: number) {
  const [contest] = await tx.select().from(contests).where(eq(contests.id, contestId));
  if (!contest) throw notFound("Contest");
  const [entry] = await tx
    .select()
    .from(contestEntries)
    .where(and(eq(contestEntries.id, entryId), eq(contestEntries.contestId, contestId)));
  if (!entry) throw notFound("Contest media");
  return { contest, entry };
}

async function voteCountOf(tx: DbOrTx, contestId: number, guestId: number): Promise<number> {
  const [row] = await tx
    .select({ votes: contestGuests.votes })
    .from(contestGuests)
    .where(and(eq(contestGuests.contestId, contestId), eq(contestGuests.guestId, guestId)));
  return row?.votes ?? 0;
}

/**
 * A guest's vote for an entry (addContestMediaVoting), while the contest runs. A contest that needs
 * the age check answers `needAvs: true` to a guest without one and stores nothing. The limit of 5 is
 * the database's: the guest's counter row is raised by one upsert that updates only below the limit
 * (its row lock serialises the guest's votes in the contest; the CHECK holds the bound), then the
 * vote (once per entry) and the entry's count are written, all in the caller's transaction.
 */
export async function addVote(options: {
  tx: Tx;
  now: Date;
  guest: Voter;
  input: TAddContestVote;
}): Promise<TContestVoteResult> {
  const { tx, now, guest, input } = options;
  assertOwnGuestId(input.guestId, guest.id);
  const { contest, entry } = await contestAndEntry(tx, input.contestId, input.mediaId);
  if (
    (input.actorId && input.actorId !== entry.actorId) ||
    (input.albumId && input.albumId !== entry.albumId)
  )
    throw new AppError(AppErrorCode.VALIDATION_FAILED, "actorId or albumId does not belong to the media");
  assertVotingOpen(contest, now);
  const answer = { mediaId: entry.id, guestId: guest.id, contestId: contest.id };
  if (needsAgeCheck(contest, guest.avsStatus))
    return {
      ...answer,
      mediaVotes: entry.votes,
      needAvs: true,
      voteCount: await voteCountOf(tx, contest.id, guest.id),
    };
  const hide = input.hideConfirmWindow ?? false;
  const [counter] = await tx
    .insert(contestGuests)
    .values({ contestId: contest.id, guestId: guest.id, votes: 1, hideConfirmWindow: hide })
    .onConflictDoUpdate({
      target: [contestGuests.contestId, contestGuests.guestId],
      set: {
        votes: sql`${contestGuests.votes} + 1`,
        hideConfirmWindow: sql`${contestGuests.hideConfirmWindow} or ${hide}::boolean`,
      },
      setWhere: sql`${contestGuests.votes} < ${MAX_CONTEST_VOTES}`,
    })
    .returning({ votes: contestGuests.votes });
  if (!counter)
    throw new AppError(AppErrorCode.LIMIT_REACHED, `At most ${MAX_CONTEST_VOTES} votes per contest`, {
      voteCount: MAX_CONTEST_VOTES,
    });
  const [vote] = await tx
    .insert(contestVotes)
    .values({ contestId: contest.id, entryId: entry.id, guestId: guest.id, createdAt: now })
    .onConflictDoNothing()
    .returning({ id: contestVotes.id });
  if (!vote) throw new AppError(AppErrorCode.CONFLICT, "You already voted for this media");
  const [moved] = await tx
    .update(contestEntries)
    .set({ votes: sql`${contestEntries.votes} + 1` })
    .where(eq(contestEntries.id, entry.id))
    .returning({ votes: contestEntries.votes });
  await recordEvent(tx, "contests.votesChanged", {
    contestId: contest.id,
    entryId: entry.id,
    guestId: guest.id,
  });
  return { ...answer, mediaVotes: moved?.votes ?? entry.votes + 1, needAvs: false, voteCount: counter.votes };
}

/**
 * Takes a guest's vote for an entry back (deleteContestMediaVoting) while the contest runs: the
 * vote, the entry's count and the guest's counter move together.
 */
export async function removeVote(options: {
  tx: Tx;
  now: Date;
  guestId: number;
  input: TDeleteContestVote;
}): Promise<TContestVoteResult> {
  const { tx, now, guestId, input } = options;
  assertOwnGuestId(input.guestId, guestId);
  const { contest, entry } = await contestAndEntry(tx, input.contestId, input.mediaId);
  assertVotingOpen(contest, now);
  const [removed] = await tx
    .delete(contestVotes)
    .where(and(eq(contestVotes.entryId, entry.id), eq(contestVotes.guestId, guestId)))
    .returning({ id: contestVotes.id });
  if (!removed) throw new AppError(AppErrorCode.NOT_FOUND, "You have no vote for this media");
  const [counter] = await tx
    .update(contestGuests)
    .set({ votes: sql`${contestGuests.votes} - 1` })
    .where(and(eq(contestGuests.contestId, contest.id), eq(contestGuests.guestId, guestId)))
    .returning({ votes: contestGuests.votes });
  const [moved] = await tx
    .update(contestEntries)
    .set({ votes: sql`${contestEntries.votes} - 1` })
    .where(eq(contestEntries.id, entry.id))
    .returning({ votes: contestEntries.votes });
  await recordEvent(tx, "contests.votesChanged", { contestId: contest.id, entryId: entry.id, guestId });
  return {
    mediaId: entry.id,
    mediaVotes: moved?.votes ?? 0,
    needAvs: false,
    guestId,
    contestId: contest.id,
    voteCount: counter?.votes ?? 0,
  };
}

/** The guest asks not to see the vote-limit modal of the contest again. */
export async function hideVoteLimitModal(options: {
  tx: Tx;
  now: Date;
  guestId: number;
  contestId: number;
}): Promise<{ contestId: number; hideVoteLimitModal: true }> {
  const { tx, guestId, contestId } = options;
  const [contest] = await tx.select({ id: contests.id }).from(contests).where(eq(contests.id, contestId));
  if (!contest) throw notFound("Contest");
  await tx
    .insert(contestGuests)
    .values({ contestId, guestId, hideVoteLimitModal: true })
    .onConflictDoUpdate({
      target: [contestGuests.contestId, contestGuests.guestId],
      set: { hideVoteLimitModal: true },
    });
  return { contestId, hideVoteLimitModal: true };
}
