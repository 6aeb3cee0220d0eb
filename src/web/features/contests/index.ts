// Contests: the list page, a contest's page and the start page's block. Other features, the routes
// and the root import this feature only through this file.

export { CONTEST_PAGE_SIZE, ContestPage } from "./ContestPage.tsx";
export { ContestsBlock } from "./ContestsBlock.tsx";
export { ContestsPage } from "./ContestsPage.tsx";
