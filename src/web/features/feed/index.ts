// The social feed: the /feed/ page and an actor's feed. Other features, the routes and the root
// import this feature only through this file.

export { ActorFeed, FeedPage } from "./FeedPage.tsx";
