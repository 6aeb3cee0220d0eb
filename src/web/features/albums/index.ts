// Albums: likes and comments, the rating buttons, the picture viewer. Other features, the routes
// and the root import this feature only through this file.

export { AlbumComments } from "./AlbumComments.tsx";
export { PictureViewer, type ViewerPicture } from "./PictureViewer.tsx";
export { RatingButtons } from "./RatingButtons.tsx";
export { useAlbumState } from "./useAlbumState.ts";
