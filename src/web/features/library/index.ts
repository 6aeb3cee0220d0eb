// The media library page. Other features, the routes and the root import this feature only through
// this file.

export { LibraryPage, LibraryTeaser } from "./LibraryPage.tsx";
