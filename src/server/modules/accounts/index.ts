/** The public surface of the accounts module: other modules and the transports import only this. */
export {
  ACTIVE_GUEST,
  ACTIVE_GUEST_SQL_TEXT,
  accessDenial,
  accessError,
  accessFactsOf,
  assertMaySpend,
  assertMayUsePlatform,
  isActiveGuest,
  isRestricted,
  lockActiveGuest,
  lockGuestRow,
  restrictionError,
} from "./access.ts";
export {
  type AgeCheckStatus,
  addVipDays,
  extendMembership,
  type MembershipKind,
  markEmailVerified,
  markPayingCustomer,
  type PaymentPreferences,
  setAgeCheckState,
  setPaymentPreferences,
  settleCompensation,
} from "./commands/guestFacts.ts";
export { newsletterLinkOf, newsletterLinkState, unsubscribeByLink } from "./commands/newsletterLink.ts";
export { accountDataOf, eraseAccount } from "./commands/privacy.ts";
export { restrictGuest } from "./commands/restrictGuest.ts";
export { setGuestLock } from "./commands/setGuestLock.ts";
export {
  gridSettingsOf,
  savePreferences,
  setNewsletter,
  setOneClickBuy,
  storeGridSettings,
  updateGuestSettings,
} from "./commands/settings.ts";
export { signup, signupWithVerification } from "./commands/signup.ts";
export { hasTv, isAgeChecked, isVip } from "./entitlements.ts";
export { type GuestFacts, type GuestStateOf, presentGuest, presentOneClickBuy } from "./presenter.ts";
export type { AgeCheckState } from "./queries.ts";
export {
  type AlertSetting,
  ageCheckStatesOf,
  guestIdByEmail,
  guestLanguageRowSql,
  guestNamesOf,
  guestRowOf,
  isVipNow,
  membershipsOf,
  reachableGuestSql,
  signupFactsOf,
} from "./queries.ts";
export type { GuestRow, SessionKind } from "./sessions.ts";
export {
  contentTokenSession,
  createSession,
  hashToken,
  resolveSession,
  resolveToken,
  SESSION_ABSOLUTE_MS,
  SESSION_IDLE_MS,
  sessionTokenHash,
  sessionWindow,
} from "./sessions.ts";
