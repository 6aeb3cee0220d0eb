// TV: the channels' live pages. Other features, the routes and the root import this feature only
// through this file.

export { TvBlock } from "./TvBlock.tsx";
export { TvChannelPage } from "./TvChannelPage.tsx";
