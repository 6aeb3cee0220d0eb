/** The public surface of the feed module (performers' posts, guests' likes, comments, purchases and tips): others import only this. */
import "./events.ts";

export { buyPost, tipPost } from "./commands/charges.ts";
export {
  commentAsPerformer,
  commentPost,
  deleteCommentAsPerformer,
  deleteOwnComment,
  reportPost,
} from "./commands/comments.ts";
export { setPostLike, viewPost } from "./commands/engage.ts";
export { createPost, deletePost, setPostGoal, setPostPinned } from "./commands/posts.ts";
export { feedConnection, feedSelection, postFor, visitorFeedPage, visitorPost } from "./connection.ts";
export { type FeedViewer, goalProgress, mediaAccess } from "./policy.ts";
export { type FeedPostShape, type MediaSigners, presentPosts } from "./presenter.ts";
export { boughtContentOf, feedTotals, listReports, postCounters, tippersOf } from "./queries.ts";
