import type { TGuest } from "../../../common/contracts/accounts.ts";
import { coinPackageById } from "../../../common/contracts/payments.ts";
import type { TPincallVerification } from "../../../common/contracts/phone.ts";
import { conversionChatCountdownEnd } from "../../../common/live.ts";
import { formatCoins } from "../../../common/money.ts";
import { isRestricted } from "./access.ts";
import type { GuestRow } from "./sessions.ts";

/**
 * A guest row as the guest state of spec core §3; `boughtGifts` (their own messenger gifts, see
 * ownedGifts) and `pincallVerifications` live in other modules' tables: callers use guestStateOf
 * (state.ts), which reads them.
 */
export function presentGuest(
  row: GuestRow,
  now: Date,
  boughtGifts: Record<string, number>,
  pincallVerifications: TPincallVerification[],
): TGuest {
  const isVip = row.vipUntil !== null && row.vipUntil > now;
  const isTv = row.tvUntil !== null && row.tvUntil > now;
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    avatar: null,
    balance: { value: row.balance, currency: "VXC" },
    balanceFormatted: formatCoins(row.balance),
    isPayingCustomer: row.isPayingCustomer,
    isVip,
    vipUntil: isVip ? (row.vipUntil as Date).toISOString() : null,
    isVXTVAboSubscriber: isVip || isTv,
    isLocked: row.isLocked,
    isRestricted: isRestricted(row),
    restrictionLevel: row.restrictionLevel,
    isForcePayment: row.isForcePayment,
    isBlockedForComments: row.isBlockedForComments,
    hasAvs: row.avsStatus === "accepted",
    avsStatus: row.avsStatus as TGuest["avsStatus"],
    avsRejectMessage: row.avsRejectMessage,
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
    autoRechargeConfig: row.autoRechargeConfig,
    autoRechargeAmount: coinPackageById(row.autoRechargeConfig.packageId)?.coins ?? 0,
    oneClick: row.oneClickConfig,
    compensationDueCents: row.compensationDueCents,
    geoLocation: null,
    boughtGifts,
    // Features not built yet (loyalty, voice calls, A/B tests) have nothing to
    // show: their honest empty values until they arrive.
    loyaltyPoints: 0,
    conversionChatCountdownEnd: conversionChatCountdownEnd(row, now)?.toISOString() ?? null,
    // guest/profile/get reads it from the live module (a voice call going on).
    isVoicecallActive: false,
    tileGridSettings: isRecord(row.preferences.tileGridSettings) ? row.preferences.tileGridSettings : {},
    testGroups: [],
    activeFeatureIdsWithFeedback: [],
    pincallVerifications,
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
