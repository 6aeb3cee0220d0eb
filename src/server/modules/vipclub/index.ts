/** The public surface of the vipclub module: other modules and the transports import only this. */
export { benefitsWithUses, placeOfVoucher } from "./benefitUses.ts";
export { vipClubOf } from "./club.ts";
