/** The public surface of the payments module: other modules and the transports import only this. */
export { autoRechargeIfLow } from "./commands/autoRecharge.ts";
export { oneClickCharge } from "./commands/packages.ts";
export { renewDueSubscriptions } from "./commands/subscriptions.ts";
export { forgetPaymentData, paymentDataOf } from "./privacy.ts";
