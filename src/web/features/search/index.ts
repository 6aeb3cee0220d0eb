// Search: the navbar's button and overlay, the results page's parts, recent searches. Other
// features, the routes and the root import this feature only through this file.

export { DistanceSort } from "./DistanceSort.tsx";
export { actorPage } from "./distance.ts";
export { rememberSearch } from "./recentSearches.ts";
export { SearchActorGrid } from "./SearchActorGrid.tsx";
export { SearchButton } from "./SearchButton.tsx";
