// Route helpers of the page modules: the page's language and match, page numbers, not found. Other
// features, the routes and the root import this feature only through this file.

export { notFoundUnless, pageNumber, pageOf } from "./page.ts";
