/** The public surface of the games module (game configs, rewards, attempts): others import only this. */
export { useAttempt } from "./commands/attempt.ts";
export { createGame } from "./commands/operatorGames.ts";
export { gameByKey } from "./queries.ts";
export { gameConfigView, gamesListView } from "./views.ts";
