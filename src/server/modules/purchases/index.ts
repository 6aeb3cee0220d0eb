/** The public surface of the purchases module: other modules and the transports import only this. */
export { buyItemBySession, buyItemFast } from "./commands/buyItemFast.ts";
export { type PurchaseBuyer, type PurchaseInput, purchase } from "./commands/purchase.ts";
export {
  boughtCondition,
  boughtCount,
  boughtIds,
  boughtItemIds,
  boughtPage,
  boughtVideosFilter,
  ownedItems,
  ownedSql,
  purchasesOf,
} from "./queries.ts";
