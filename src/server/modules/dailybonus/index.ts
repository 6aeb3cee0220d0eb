/** The public surface of the dailybonus module (daily offers and claims): others import only this. */
export { addOffersIfMissing } from "./commands/addOffersIfMissing.ts";
export { claimOffer } from "./commands/claimOffer.ts";
export { saveOffer } from "./commands/saveOffer.ts";
export { applyTopUpBonus } from "./commands/topUpBonus.ts";
export { dailyBonusDate } from "./days.ts";
export { consumedOffers, findOffer, offersOfDate } from "./views.ts";
