import type { AppContext } from "../../lib/context.ts";
import { onEvent } from "../../lib/outbox/dispatcher.ts";
import { postCounters } from "../../modules/feed/index.ts";

/** A new feed post: every socket hears it (open feed pages offer it; the favourites tab only for followed performers). */
export const pushFeedPost = onEvent("feed.postPublished", "realtime.feedPost", async (events, ctx) => {
  for (const { payload } of events)
    await ctx.events.publish({
      target: { all: true },
      message: { type: "feed.post", postId: payload.postId, actorId: payload.actorId },
    });
});

/** The counters of the posts of a batch as they are now, once per post (a redelivery sends the same). */
async function pushCounters(ctx: AppContext, events: readonly { payload: { postId: number } }[]) {
  const rows = await postCounters(ctx.db, [...new Set(events.map((event) => event.payload.postId))]);
  for (const row of rows)
    await ctx.events.publish({
      target: { all: true },
      message: {
        type: "feed.counters",
        postId: row.id,
        likes: row.likes,
        tipsSumCoins: row.tipsSum,
        goalCoins: row.goalCoins,
        achieved: row.goalCoins !== null && row.tipsSum >= row.goalCoins,
      },
    });
}

/** A post's likes moved: its counters to every socket. */
export const pushFeedLikes = onEvent("feed.likesChanged", "realtime.feedLikes", (events, ctx) =>
  pushCounters(ctx, events),
);

/** A post was tipped: its counters and goal to every socket. */
export const pushFeedTips = onEvent("feed.tipped", "realtime.feedTips", (events, ctx) =>
  pushCounters(ctx, events),
);

export const feedPushes = [pushFeedPost, pushFeedLikes, pushFeedTips];
