// The start page: its timeline of blocks (a lazy chunk) and the server-rendered links to every hub.
// Only the home route imports this feature, through this file.

export { HomeTimeline } from "./HomeTimeline.tsx";
export { HubNav } from "./HubNav.tsx";
