/** The public surface of the wallet module: other modules and the transports import only this. */
export { credit, debit } from "./commands/changeBalance.ts";
export { balanceOf, balancesOf, ledgerOf } from "./queries.ts";
export { spendLimitError } from "./spendLimits/policy.ts";
export { setSpendLimits, spendLimitsOf } from "./spendLimits/spendLimits.ts";
