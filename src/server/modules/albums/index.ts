/** The public surface of the albums module: other modules and the transports import only this. */
export { rateAlbum, ratePicture } from "./commands/rateAlbum.ts";
export { viewAlbum } from "./commands/viewAlbum.ts";
export { presentAlbumPicture } from "./presenter.ts";
export type { ViewMarks } from "./views.ts";
export { viewMarksOf } from "./views.ts";
