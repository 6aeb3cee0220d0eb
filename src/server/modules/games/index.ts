/** The public surface of the games module (game configs, rewards, attempts): others import only this. */
export { useAttempt } from "./commands/attempt.ts";
export { useEventReward } from "./commands/eventReward.ts";
export { createGame } from "./commands/operatorGames.ts";
export { runningRewardEvents } from "./eventViews.ts";
export { gameByEventId, gameByKey } from "./queries.ts";
export { gameConfigView, gamesListView } from "./views.ts";
