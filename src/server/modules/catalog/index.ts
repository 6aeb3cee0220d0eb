/** The public surface of the catalog module: other modules and the transports import only this. */
export { addAlbumView } from "./commands/albumViews.ts";
export { type LikedObject, moveLikeCounters } from "./commands/likeCounters.ts";
export {
  actorPresences,
  lockActor,
  offlineInTicketShow,
  onlineStates,
  setActorFreeShow,
  setActorOnlineState,
  setTicketShowRunning,
} from "./commands/presence.ts";
export { protectAdultImages } from "./commands/protectAdultImages.ts";
export { rateVideo } from "./commands/rateVideo.ts";
export type { ImportResult } from "./import/commands/importContent.ts";
export { importContent } from "./import/commands/importContent.ts";
export type { ImportFile, ImportFileSource } from "./import/files.ts";
export { sniffKind } from "./import/files.ts";
export { addCatalogHistory, addReferenceData, type PresenceHistory } from "./import/history.ts";
export type { ImportStores } from "./import/media.ts";
export { storeUploadedImage } from "./import/uploadImage.ts";
export {
  originalLanguage,
  type PerformerText,
  performerFields,
  performerText,
} from "./performerText.ts";
export type { PictureViewer } from "./policy.ts";
export {
  isPictureLocked,
  isProtectedAlbumPicture,
  isProtectedSedcard,
  needsAgeCheck,
  opensAlbum,
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
  type ActorGroup,
  actorCounts,
  actorExists,
  actorFreeMessagesRowSql,
  actorIsOnline,
  actorListSubquery,
  actorMessagingOf,
  actorNamesAndLanguagesOf,
  actorNamesOf,
  actorsWithAvatars,
  actorsWithImages,
  actorToyAvailable,
  conversionChatActorIds,
  findActor,
  findActors,
  findSedcards,
  findVideoStars,
  interviewRowsOf,
  lockActorForChat,
  type PinnableObject,
  pinnableExists,
  sedcardsByIds,
  videoStarStats,
} from "./queries/actors.ts";
export { albumCount, albumCoverJoin, findActorAlbums, findAlbum } from "./queries/albums.ts";
export { findCategories, findCategoryBySlug } from "./queries/categories.ts";
export { collectionVideoIds, findCollections, findCollectionsWithVideos } from "./queries/collections.ts";
export {
  actorIdsByGenderTypes,
  actorsByIds,
  findAlbums,
  findModels,
  type ModelQuery,
  videoStars,
} from "./queries/content.ts";
export {
  type ActorFeedMedia,
  actorFeedMedia,
  type ClipRow,
  clipsByIds,
  imagesByIds,
} from "./queries/feedMedia.ts";
export {
  type EngagementAlbum,
  findPictureAlbumId,
  findPicturesWithAlbums,
  findPreviewAlbum,
  findReleasedAlbum,
  pictureCounters,
  picturesOfAlbums,
} from "./queries/gallery.ts";
export { albumItemsByIds, sellableItemSql, videoItemsByIds } from "./queries/items.ts";
export { playableVideo } from "./queries/playable.ts";
export {
  findPromotedVideo,
  findRecommendedActors,
  findSaleItems,
  findTopVideos,
} from "./queries/showcase.ts";
export { type SitemapCatalog, sitemapCatalog } from "./queries/sitemap.ts";
export type { TagCountRow } from "./queries/tags.ts";
export { allTags, findPopularTags, findTag, findTagSuggestions } from "./queries/tags.ts";
export type { VideoQuery } from "./queries/videos.ts";
export {
  actorTagGroups,
  actorVideoCounts,
  findVideo,
  findVideos,
  isReleasedVideo,
  videoCount,
} from "./queries/videos.ts";
export { type Vip30Month, vip30ValueHistory, vipOfferCounts } from "./queries/vipOffers.ts";
export type { ActorRow, AlbumRow, CategoryRow, ImageRow, RowActor, VideoRow } from "./rows.ts";
export { actorFilterOptions, findActorsByFilter } from "./search/actorSearch.ts";
export { searchPlaces } from "./search/place.ts";
export type { SearchExtras } from "./search/search.ts";
export {
  createSearchApi,
  searchActors,
  searchAll,
  searchVideos,
  sharedSearchApi,
  suggest,
} from "./search/search.ts";
