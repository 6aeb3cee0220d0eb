// The blog: its landing, category, archive and post pages. Other features, the routes and the root
// import this feature only through this file.

export { BlogArchivePage, BlogCategoryPage, BlogLandingPage, BlogPostPage } from "./BlogPages.tsx";
export { BlogCards } from "./BlogTeasers.tsx";
