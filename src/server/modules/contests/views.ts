import { MAX_CONTEST_VOTES } from "../../../common/constants.ts";
import type {
  TContest,
  TContestEntry,
  TContestGrid,
  TContestGuestData,
  TContestHeader,
  TContestLists,
  TContestPage,
  TContestSub,
} from "../../../common/contracts/contests.ts";
import type { Language } from "../../../common/languages.ts";
import type { DbOrTx } from "../../db/client.ts";
import { presentContest, presentEntries } from "./presenter.ts";
import {
  actorEntries,
  type ContestRow,
  contestActorIdsByName,
  contestExists,
  contestGrid,
  contestLists,
  contestTopList,
  contestTotals,
  type EntryRow,
  entryMedia,
  findContest,
  guestContestData,
} from "./queries.ts";

// What the REST calls and the content service answer: a query and its presenter, one call each.

/** Who asks: the language, the clock and whether 18-rated covers may be shown. */
export interface Viewer {
  language: Language;
  now: Date;
  ageChecked: boolean;
}

async function entries(db: DbOrTx, rows: EntryRow[], viewer: Viewer): Promise<TContestEntry[]> {
  return presentEntries(rows, await entryMedia(db, rows, viewer.now, viewer.ageChecked), viewer.language);
}

/** Contests presented, each with its totals and the image of its leading entry. */
export async function presentContests(db: DbOrTx, rows: ContestRow[], viewer: Viewer): Promise<TContest[]> {
  const totals = await contestTotals(
    db,
    rows.map((r) => r.id),
  );
  return Promise.all(
    rows.map(async (row) => {
      const top = await contestTopList(db, row, viewer.now);
      const [first] = await entries(db, top.rows.slice(0, 1), viewer);
      return presentContest(row, totals.get(row.id), first?.image ?? null, viewer.language, viewer.now);
    }),
  );
}

/** `GET contests`: the contests running, coming and ended. */
export async function contestListsView(db: DbOrTx, viewer: Viewer): Promise<TContestLists> {
  const lists = await contestLists(db, viewer.now);
  const [active, next, last] = await Promise.all([
    presentContests(db, lists.active, viewer),
    presentContests(db, lists.next, viewer),
    presentContests(db, lists.last, viewer),
  ]);
  return { active, next, last };
}

/** `GET contests/{contestId}/getHeader`. */
export async function contestHeaderView(
  db: DbOrTx,
  contestId: number,
  viewer: Viewer,
): Promise<TContestHeader> {
  const [contest] = await presentContests(db, [await findContest(db, contestId)], viewer);
  return { ...(contest as TContest), contestId, language: viewer.language };
}

/** `GET contests/{contestId}`: the contest and its top list. */
export async function contestView(db: DbOrTx, contestId: number, viewer: Viewer) {
  const row = await findContest(db, contestId);
  const [[contest], top] = await Promise.all([
    presentContests(db, [row], viewer),
    contestTopList(db, row, viewer.now),
  ]);
  return { contest: contest as TContest, topList: await entries(db, top.rows, viewer) };
}

/** `GET contests/{contestId}/topList`. */
export async function topListView(db: DbOrTx, contestId: number, viewer: Viewer) {
  const top = await contestTopList(db, await findContest(db, contestId), viewer.now);
  return { contestId, items: await entries(db, top.rows, viewer) };
}

/** `GET contests/{contestId}/actor/{actorId}`: one performer's entries. */
export async function actorEntriesView(db: DbOrTx, contestId: number, actorId: number, viewer: Viewer) {
  const found = await actorEntries(db, await findContest(db, contestId), actorId, viewer.now);
  return { contestId, actorId, items: await entries(db, found.rows, viewer) };
}

/** `GET contests/getContestGridItems/...`: a page of entries. */
export async function contestGridView(
  db: DbOrTx,
  input: {
    contestId: number;
    contestSub: TContestSub;
    limit: number;
    offset: number;
    actorName?: string;
    guestId: number | null;
  },
  viewer: Viewer,
): Promise<TContestGrid> {
  const contest = await findContest(db, input.contestId);
  const actorIds = input.actorName ? await contestActorIdsByName(db, contest.id, input.actorName) : null;
  const page = await contestGrid(db, {
    contest,
    sub: input.contestSub,
    limit: input.limit,
    offset: input.offset,
    actorIds,
    guestId: input.guestId,
    now: viewer.now,
  });
  return {
    contestId: contest.id,
    contestSub: input.contestSub,
    total: page.total,
    limit: input.limit,
    offset: input.offset,
    items: await entries(db, page.rows, viewer),
  };
}

/** `GET contests/getContestGuestData/{contestId}`. */
export async function guestDataView(
  db: DbOrTx,
  contestId: number,
  guestId: number,
): Promise<TContestGuestData> {
  await findContest(db, contestId);
  const data = await guestContestData(db, contestId, guestId);
  return {
    contestId,
    voteCount: data.voteCount,
    votesLeft: MAX_CONTEST_VOTES - data.voteCount,
    hideVoteLimitModal: data.hideVoteLimitModal,
    hideConfirmWindow: data.hideConfirmWindow,
    votedMediaIds: data.votedEntryIds,
  };
}

/** A contest page as the server renders it (a visitor's view), or null for an unknown contest. */
export async function contestPageView(
  db: DbOrTx,
  contestId: number,
  pageSize: number,
  viewer: Viewer,
): Promise<TContestPage | null> {
  if (!(await contestExists(db, contestId))) return null;
  const [header, grid, top] = await Promise.all([
    contestHeaderView(db, contestId, viewer),
    contestGridView(db, { contestId, contestSub: "top", limit: pageSize, offset: 0, guestId: null }, viewer),
    topListView(db, contestId, viewer),
  ]);
  return { header, grid, topList: top.items };
}
