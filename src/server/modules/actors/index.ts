/** The public surface of the actors module: other modules and the transports import only this. */
export { addOnlineHistory, recordOnlineChange } from "./onlineSessions.ts";
export { isBannedIn } from "./policy.ts";
export {
  actorNotesOf,
  chatRatings,
  chatRatingsOf,
  heatMap,
  heatMapsOf,
  interviews,
  interviewsOf,
} from "./queries.ts";
