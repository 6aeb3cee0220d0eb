import type { AnyEventHandler } from "../../lib/outbox/dispatcher.ts";
import { accountHandlers } from "./accounts.ts";
import { actorPushes } from "./actors.ts";
import { camShowPushes } from "./camshows.ts";
import { pushContestVotes } from "./contests.ts";
import { pushFavoriteChanged } from "./favorites.ts";
import { feedPushes } from "./feed.ts";
import { guestStateHandlers } from "./guestState.ts";
import { livePushes } from "./live.ts";
import { messengerPushes } from "./messenger.ts";
import { notificationPushes } from "./notifications.ts";
import { pushBalance } from "./wallet.ts";

/** The socket side of the domain events: one handler per event type, each a small push. */
export const realtimeHandlers: AnyEventHandler[] = [
  pushBalance,
  ...guestStateHandlers,
  ...accountHandlers,
  ...messengerPushes,
  ...notificationPushes,
  ...actorPushes,
  ...livePushes,
  pushFavoriteChanged,
  ...camShowPushes,
  pushContestVotes,
  ...feedPushes,
];
