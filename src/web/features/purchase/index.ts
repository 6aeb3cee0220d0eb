// Buying videos and albums: the buy box, the purchase hook, watching a bought video. Other
// features, the routes and the root import this feature only through this file.

export { AlbumBuy } from "./AlbumBuy.tsx";
export { BuyBox } from "./BuyBox.tsx";
export { lacksCoins, spendLimitText, useBuyItem } from "./buy.ts";
export { useWatch } from "./useWatch.ts";
