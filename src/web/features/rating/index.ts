// Likes and ratings as optimistic mutations with rollback. Other features, the routes and the root
// import this feature only through this file.

export { pickRating, type RatingTarget, useRate } from "./rating.ts";
