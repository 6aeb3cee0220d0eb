/** The public surface of the catalog module: other modules and the transports import only this. */
export { rateVideo } from "./commands/rateVideo.ts";
export type { PictureViewer } from "./policy.ts";
export {
  isPictureLocked,
  isProtectedAlbumPicture,
  isProtectedSedcard,
  needsAgeCheck,
  pictureLock,
} from "./policy.ts";
export {
  ageOn,
  presentActorProfile,
  presentActorTile,
  presentAlbum,
  presentAlbumTile,
  presentCategory,
  presentImage,
  presentVideo,
} from "./presenter.ts";
export { actorProfile } from "./profile.ts";
export {
  actorCounts,
  findActor,
  findActors,
  findSedcards,
  findVideoStars,
  videoStarStats,
} from "./queries/actors.ts";
export { albumCount, albumCoverJoin, findActorAlbums, findAlbum } from "./queries/albums.ts";
export { findCategories, findCategoryBySlug } from "./queries/categories.ts";
export { collectionVideoIds, findCollections, findCollectionsWithVideos } from "./queries/collections.ts";
export { playableVideo } from "./queries/playable.ts";
export {
  findPromotedVideo,
  findRecommendedActors,
  findSaleItems,
  findTopVideos,
} from "./queries/showcase.ts";
export { type SitemapCatalog, sitemapCatalog } from "./queries/sitemap.ts";
export type { TagCountRow } from "./queries/tags.ts";
export { findPopularTags, findTag, findTagSuggestions } from "./queries/tags.ts";
export type { VideoQuery } from "./queries/videos.ts";
export {
  actorTagGroups,
  actorVideoCounts,
  findVideo,
  findVideos,
  markGuestVideos,
} from "./queries/videos.ts";
export type { ActorRow, AlbumRow, CategoryRow, ImageRow, VideoRow } from "./rows.ts";
