// Buying: the confirmation in front of every purchase (usePurchase, useConfirmPurchase and
// its ConfirmPurchase chunk; issue 27), the buy box of videos and albums, their purchase hook, watching a
// bought video. Other features, the routes and the root import this feature only through this file.

export { AlbumBuy } from "./AlbumBuy.tsx";
export { BuyBox } from "./BuyBox.tsx";
export { lacksCoins, spendLimitText, useBuyItem } from "./buy.ts";
export type { PurchaseKind, PurchaseOffer } from "./offer.ts";
export { type AskOptions, skipsConfirmation, useConfirmPurchase, usePurchase } from "./usePurchase.tsx";
export { useWatch } from "./useWatch.ts";
