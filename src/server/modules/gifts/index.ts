/** The public surface of the gifts module: other modules and the transports import only this. */
export { grantGifts, lockOwnedGifts, spendOwnedGift, storeGifts } from "./commands.ts";
export {
  assertGiftsExist,
  type GiftRow,
  giftStore,
  giftsByIds,
  ownedGifts,
  presentMessageGift,
} from "./queries.ts";
