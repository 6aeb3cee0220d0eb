/** The public surface of the payments module: other modules and the transports import only this. */
export { autoRechargeIfLow } from "./commands/autoRecharge.ts";
export { payCompensation } from "./commands/compensation.ts";
export { oneClickCharge } from "./commands/packages.ts";
export { changeCard, changePaymentSettings, deleteCard, setDepositLimit } from "./commands/settings.ts";
export { renewDueSubscriptions } from "./commands/subscriptions.ts";
export { hadVipSubscription, vipSubscriptionOf } from "./membership.ts";
export { forgetPaymentData, paymentDataOf } from "./privacy.ts";
