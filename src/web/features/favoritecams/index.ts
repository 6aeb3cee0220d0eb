// The favourite cams page (my account): favourite performers with online state and alerts. Other
// features, the routes and the root import this feature only through this file.

export { FavoriteCamsPage, FavoriteCamsTeaser } from "./FavoriteCamsPage.tsx";
