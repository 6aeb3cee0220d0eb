// The catalogue: tiles, grids, the paged video grid, sort form, video lists and the catalogue's
// query keys. Other features, the routes and the root import this feature only through this file.

export { ActorGrid } from "./ActorGrid.tsx";
export { ActorTile } from "./ActorTile.tsx";
export { AlbumTile } from "./AlbumTile.tsx";
export { fetchHomeMore, fetchVideoGrid } from "./api.ts";
export { CategoryGrid } from "./CategoryGrid.tsx";
export { freeMessagesText } from "./format.ts";
export { GridBackLink } from "./gridOrigin.tsx";
export { storedVideoOrder } from "./gridSettings.ts";
export { clearStoredGrids } from "./gridStore.ts";
export { AlbumGrid, VideoGrid } from "./grids.tsx";
export { LazyVideoGrid } from "./lazy.ts";
export { OnlineNow } from "./OnlineNow.tsx";
export { PagedVideoGrid } from "./PagedVideoGrid.tsx";
export { catalogKeys } from "./queries.ts";
export { SortForm } from "./SortForm.tsx";
export { useContentClient } from "./useContentClient.ts";
export { useNearViewport } from "./useNearViewport.ts";
export { useVideoRating } from "./useVideoRating.ts";
export { VideoListsNav } from "./VideoListsNav.tsx";
export { VideoThumbStrip } from "./VideoThumbStrip.tsx";
export { VideoTile } from "./VideoTile.tsx";
