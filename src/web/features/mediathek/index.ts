// The TV mediathek: series and episode cards, the series list, series and videos pages, the episode
// player. Other features, the routes and the root import this feature only through this file.

export { mediathekKeys } from "./api.ts";
export { EpisodeCards, SeriesCards } from "./MediathekCards.tsx";
export { MediaSeriesPage, SeriesPage, SeriesVideosPage } from "./MediathekPages.tsx";
export { episodeStructuredData, seriesStructuredData } from "./structuredData.ts";
