/** The public surface of the benefits module: other modules and the transports import only this. */
export { createBonusCode } from "./commands/createBonusCode.ts";
export { grantBenefits } from "./commands/redeemBonus.ts";
export {
  benefitsOf,
  hasVoucherUnits,
  presentVoucher,
  restoreVoucher,
  spendVoucher,
  usableVouchers,
  usableVouchersOf,
  vouchersOf,
  voucherUnits,
  voucherUnitsByActor,
} from "./vouchers.ts";
