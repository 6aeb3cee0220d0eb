/** The public surface of the ratings module: other modules and the transports import only this. */
export { answerChatSurvey } from "./commands/answerChatSurvey.ts";
export { setRating } from "./commands/setRating.ts";
export { presentChatSurvey, presentRating } from "./presenter.ts";
export { likedIds } from "./queries.ts";
