/** The public surface of the purchases module: other modules and the transports import only this. */
export { buyItemBySession, buyItemFast } from "./commands/buyItemFast.ts";
export { boughtCondition, boughtIds, ownedItems, purchasesOf } from "./queries.ts";
