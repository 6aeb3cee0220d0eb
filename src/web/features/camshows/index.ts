// Cam shows: the calendar page and its texts. Other features, the routes and the root import this
// feature only through this file.

export { CamShowsPage } from "./CamShowsPage.tsx";
export { CAM_SHOW_TEXTS } from "./texts.ts";
