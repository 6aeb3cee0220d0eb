// The /cams/ page: online performers with live stills, their tiles and the socket that keeps them
// current. Other features, the routes and the root import this feature only through this file.

export { camsKeys, fetchCams } from "./api.ts";
export { CamsPage } from "./CamsPage.tsx";
export { CamTile } from "./CamTile.tsx";
export { spokenLanguages } from "./filters.ts";
export { languageNamesOf } from "./languageNames.ts";
export { CAMS_TEXTS } from "./texts.ts";
export { useCamsFollowSocket } from "./useCamsFollowSocket.ts";
