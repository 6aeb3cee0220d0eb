import { lazy } from "react";

/**
 * The video grid in a chunk of its own, for a page whose last block it is (the video page's "more
 * from the actor"): rendered on the server as always, its tiles' code loads after the page's (issue
 * 13: the video page's first JavaScript).
 */
export const LazyVideoGrid = lazy(() => import("./grids.tsx").then((m) => ({ default: m.VideoGrid })));
