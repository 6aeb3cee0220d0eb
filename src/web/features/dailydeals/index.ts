// Daily deals (the daily bonus): the page and the start page's block. Other features, the routes
// and the root import this feature only through this file.

export { DailyBonusBlock } from "./DailyBonusBlock.tsx";
export { DailyDealsPage } from "./DailyDealsPage.tsx";
export { FiveDaysModalLazy } from "./lazy.ts";
