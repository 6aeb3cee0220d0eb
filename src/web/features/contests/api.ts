import type { QueryClient } from "@tanstack/react-query";
import { MAX_CONTEST_VOTES } from "../../../common/constants.ts";
import type {
  TContestGrid,
  TContestGuestData,
  TContestSub,
  TContestVoteResult,
} from "../../../common/contracts/contests.ts";
import type { Language } from "../../../common/languages.ts";
import { rest } from "../../api/rest.ts";

/** Query keys of the contests. */
export const contestKeys = {
  all: ["contests"] as const,
  lists: () => ["contests", "lists"] as const,
  grids: (contestId: number) => ["contests", "grid", contestId] as const,
  grid: (contestId: number, sub: TContestSub, limit: number, offset: number, actorName: string) =>
    ["contests", "grid", contestId, sub, limit, offset, actorName] as const,
  top: (contestId: number) => ["contests", "top", contestId] as const,
  guest: (contestId: number) => ["contests", "guest", contestId] as const,
};

/** GET contests/getContestGridItems/...: a page of entries. */
export function fetchGrid(
  language: Language,
  contestId: number,
  sub: TContestSub,
  limit: number,
  offset: number,
  actorName: string,
): Promise<TContestGrid> {
  return rest<TContestGrid>(`contests/getContestGridItems/${contestId}/${sub}/${limit}/${offset}`, {
    language,
    query: { actorName: actorName || undefined },
  });
}

/** GET contests/{id}/topList. */
export function fetchTopList(language: Language, contestId: number) {
  return rest<{ contestId: number; items: TContestGrid["items"] }>(`contests/${contestId}/topList`, {
    language,
  });
}

/** GET contests/getContestGuestData/{id} (login). */
export function fetchGuestData(language: Language, contestId: number): Promise<TContestGuestData> {
  return rest<TContestGuestData>(`contests/getContestGuestData/${contestId}`, { language });
}

/** POST contests/addContestMediaVoting. */
export function addVote(
  language: Language,
  input: { contestId: number; mediaId: number; actorId: number; hideConfirmWindow: boolean },
): Promise<TContestVoteResult> {
  return rest<TContestVoteResult>("contests/addContestMediaVoting", {
    method: "POST",
    language,
    payload: input,
  });
}

/** POST contests/deleteContestMediaVoting. */
export function removeVote(
  language: Language,
  input: { contestId: number; mediaId: number },
): Promise<TContestVoteResult> {
  return rest<TContestVoteResult>("contests/deleteContestMediaVoting", {
    method: "POST",
    language,
    payload: input,
  });
}

/** POST contests/hideVoteLimitModal. */
export function hideVoteLimitModal(language: Language, contestId: number) {
  return rest<{ contestId: number; hideVoteLimitModal: true }>("contests/hideVoteLimitModal", {
    method: "POST",
    language,
    payload: { contestId },
  });
}

/** An entry's count as it is now, in every grid and top list of the contest held in the cache. */
export function setEntryVotes(client: QueryClient, contestId: number, mediaId: number, votes: number): void {
  const update = <T extends { items: TContestGrid["items"] }>(data: T | undefined) =>
    data && {
      ...data,
      items: data.items.map((item) => (item.mediaId === mediaId ? { ...item, votes } : item)),
    };
  client.setQueriesData<TContestGrid>({ queryKey: contestKeys.grids(contestId) }, update);
  client.setQueriesData<{ contestId: number; items: TContestGrid["items"] }>(
    { queryKey: contestKeys.top(contestId) },
    update,
  );
}

/** The guest's data after a vote or a vote taken back. */
export function setGuestVotes(
  client: QueryClient,
  result: TContestVoteResult,
  voted: boolean,
  hideConfirmWindow = false,
): void {
  client.setQueryData<TContestGuestData>(contestKeys.guest(result.contestId), (data) => {
    if (!data) return data;
    const ids = data.votedMediaIds.filter((id) => id !== result.mediaId);
    return {
      ...data,
      voteCount: result.voteCount,
      votesLeft: MAX_CONTEST_VOTES - result.voteCount,
      votedMediaIds: voted ? [...ids, result.mediaId] : ids,
      hideConfirmWindow: data.hideConfirmWindow || hideConfirmWindow,
    };
  });
}
