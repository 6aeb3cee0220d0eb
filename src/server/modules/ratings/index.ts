/** The public surface of the ratings module: other modules and the transports import only this. */
export {
  addChatRatingHistory,
  type RecordChatRatingOptions,
  recordChatRating,
} from "./commands/recordChatRating.ts";
export { setRating } from "./commands/setRating.ts";
export { presentChatSurvey, presentRating } from "./presenter.ts";
export {
  chatRatingCounts,
  chatRatingCountsSince,
  likedIds,
  ratingValueSql,
  ratingValues,
  satisfactionRateSql,
} from "./queries.ts";
export { sedcardsRatingCounts, setSedcardsRating } from "./sedcards.ts";
