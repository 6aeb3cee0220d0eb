import { onEvent } from "../../lib/outbox/dispatcher.ts";
import { entryVotes } from "../../modules/contests/index.ts";

/**
 * A vote was cast or taken back: contest.votes with the entry's count read now (so a late or
 * repeated delivery pushes the current count), once per entry and batch, to every socket.
 */
export const pushContestVotes = onEvent(
  "contests.votesChanged",
  "realtime.contestVotes",
  async (events, ctx) => {
    const rows = await entryVotes(ctx.db, [...new Set(events.map((event) => event.payload.entryId))]);
    for (const row of rows)
      await ctx.events.publish({
        target: { all: true },
        message: {
          type: "contest.votes",
          contestId: row.contestId,
          mediaId: row.entryId,
          mediaVotes: row.votes,
        },
      });
  },
);
