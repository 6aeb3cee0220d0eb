/** The public surface of the actors module: other modules and the transports import only this. */
export { isBannedIn } from "./policy.ts";
export {
  actorNotesOf,
  chatRatingCountsSince,
  chatRatings,
  chatRatingsOf,
  heatMap,
  heatMapsOf,
  interviews,
  interviewsOf,
} from "./queries.ts";
