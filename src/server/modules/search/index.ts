/** The public surface of the search module: other modules and the transports import only this. */
export { searchPlaces } from "./place.ts";
export type { SearchExtras } from "./search.ts";
export {
  createSearchApi,
  searchActors,
  searchAll,
  searchVideos,
  sharedSearchApi,
  suggest,
} from "./search.ts";
