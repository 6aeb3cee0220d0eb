/** The public surface of the phone (pin-call verification) module: others import only this. */

export {
  addToBlacklist,
  blacklistEntries,
  blacklistedSql,
  isBlacklisted,
  removeFromBlacklist,
} from "./blacklist.ts";
export { pinBudgetOf, setPinBudget } from "./budget.ts";
export { startVerification } from "./commands/startVerification.ts";
export { verifyPin } from "./commands/verifyPin.ts";
export { phoneHandlers } from "./handlers.ts";
export { presentVerification } from "./presenter.ts";
export { hasTextableMobileSql, hasVerifiedMobile, textableMobilesOf, verificationsOf } from "./queries.ts";
