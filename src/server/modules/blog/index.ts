/** The public surface of the blog module (posts, their texts, the operator's writes): others import only this. */
export { publishBlogPost, updateBlogPost, withdrawBlogPost } from "./commands/posts.ts";
export { renderBlogMarkdown } from "./markdown.ts";
export { blogPostLanguages, blogSitemapRows } from "./queries.ts";
export {
  blogActorsView,
  blogArchiveView,
  blogLandingView,
  blogPageView,
  blogPostView,
  blogSearchSource,
} from "./views.ts";
