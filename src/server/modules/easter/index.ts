/** The public surface of the easter module (events, hidden eggs, rewards): others import only this. */
export { collectEgg } from "./commands/collectEgg.ts";
export { createEasterEvent } from "./commands/createEasterEvent.ts";
export { eventByKey } from "./queries.ts";
export { easterData, eggForPage, eventData, runningEasterEvents } from "./views.ts";
