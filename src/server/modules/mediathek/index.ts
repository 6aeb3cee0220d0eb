/** The public surface of the mediathek module (TV series, episodes, articles, the channels' episodes): others import only this. */
export { type ChannelEpisode, channelEpisodes, type TvChannelKind } from "./channel.ts";
export { updateMediathek } from "./commands/updateMediathek.ts";
export { episodeRestriction, episodeRestrictionError, type TvViewer } from "./policy.ts";
export { findSeriesId, mediathekSitemapRows } from "./queries.ts";
export {
  episodesView,
  formatView,
  mediathekSearchSource,
  recommendationsView,
  seriesListView,
  tvSearchSource,
} from "./views.ts";
