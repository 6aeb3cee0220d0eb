/** The public surface of the contests module (contests, entries, votes): others import only this. */
import "./events.ts";

export { addContestEntry, createContest, updateContest } from "./commands/operatorContests.ts";
export { addVote, hideVoteLimitModal, removeVote, type Voter } from "./commands/votes.ts";
export { contestState } from "./policy.ts";
export {
  contestById,
  contestLists,
  entryVotes,
  findContest,
  videoContestPlaces,
  votesOf,
} from "./queries.ts";
export {
  actorEntriesView,
  contestGridView,
  contestHeaderView,
  contestListsView,
  contestPageView,
  contestView,
  guestDataView,
  presentContests,
  topListView,
  type Viewer,
} from "./views.ts";
