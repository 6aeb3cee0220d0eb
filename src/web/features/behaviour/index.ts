// Tab presence, tracking and scrolling to a section named in the address. Other features, the
// routes and the root import this feature only through this file.

export { track } from "./track.ts";
export { useScrollToParam } from "./useScrollToParam.ts";
export { useTabPresence } from "./useTabPresence.ts";
