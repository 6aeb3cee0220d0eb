import type { TGuest } from "../../../common/contracts/accounts.ts";
import { formatCoins } from "../../../common/money.ts";
import type { GuestRow } from "./sessions.ts";

/** A guest row as the guest state of spec core §3. */
export function presentGuest(row: GuestRow, now: Date): TGuest {
  const isVip = row.vipUntil !== null && row.vipUntil > now;
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    avatar: null,
    balance: { value: row.balance, currency: "VXC" },
    balanceFormatted: formatCoins(row.balance),
    isPayingCustomer: row.isPayingCustomer,
    isVip,
    isVXTVAboSubscriber: isVip,
    isLocked: row.isLocked,
    isRestricted: row.restrictionLevel > 0,
    restrictionLevel: row.restrictionLevel,
    isForcePayment: row.isForcePayment,
    isBlockedForComments: row.isBlockedForComments,
    hasAvs: row.avsStatus === "accepted",
    avsStatus: row.avsStatus as TGuest["avsStatus"],
    isLoggedIn: true,
    emailVerified: row.emailVerifiedAt !== null,
    language: row.language,
    signupOrigin: row.signupOrigin,
    showDataProtection: row.dataProtectionAcceptedAt === null,
    notificationsSettings: row.notificationsSettings,
    preferences: row.preferences,
    newsletterBits: row.newsletterBits,
    conversionChatEnabled: row.conversionChatEnabled,
    autoRechargeTeaserState: row.autoRechargeTeaserState,
  };
}
