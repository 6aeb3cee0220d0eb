// The video player. Other features, the routes and the root import this feature only through this
// file.

export { VideoPlayer } from "./VideoPlayer.tsx";
