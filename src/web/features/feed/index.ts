// The social feed: the /feed/ page, an actor's feed, a post's own page, the start page's block and
// the feed-signup box. Other features, the routes and the root import this feature only through
// this file.

export { FeedBlock } from "./FeedBlock.tsx";
export { ActorFeed, FeedPage, FeedPostPage } from "./FeedPage.tsx";
export { FeedSignupModalLazy } from "./lazy.ts";
