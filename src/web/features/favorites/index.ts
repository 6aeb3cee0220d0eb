// Favourites (pins): the heart toggle, the pinned ids per type and their query keys. Other
// features, the routes and the root import this feature only through this file.

export { favoritesApi } from "./api.ts";
export { HeartIcon, PinToggle } from "./PinToggle.tsx";
export { favoriteKeys, usePinnedActors, useSetPinned, withActorChange } from "./pinned.ts";
export { favoritesSocketCache } from "./socketUpdates.ts";
