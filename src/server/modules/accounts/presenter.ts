import type { TGuest, TOneClickBuy } from "../../../common/contracts/accounts.ts";
import { coinPackageById } from "../../../common/contracts/payments.ts";
import type { TPincallVerification } from "../../../common/contracts/phone.ts";
import { conversionChatCountdownEnd } from "../../../common/live.ts";
import { formatCoins } from "../../../common/money.ts";
import type { DbOrTx } from "../../db/client.ts";
import { isRestricted } from "./access.ts";
import type { GuestRow } from "./sessions.ts";

/** What other modules know of the guest: read by the guest-state read model (modules/guestState). */
export interface GuestFacts {
  /** The coins the wallet holds for them (wallet balanceOf). */
  balance: number;
  /** Their own messenger gifts by gift id (gifts ownedGifts). */
  boughtGifts: Record<string, number>;
  pincallVerifications: TPincallVerification[];
  /** A voice call of theirs going on (live isVoicecallActive). */
  isVoicecallActive: boolean;
}

/**
 * How a route gets the guest object: modules/guestState guestStateOf, which sits above accounts,
 * so the boot hands it to the accounts routes (app.ts).
 */
export type GuestStateOf = (db: DbOrTx, guest: GuestRow, now: Date) => Promise<TGuest>;

/**
 * A guest row as the guest state of spec core §3, with the facts of other modules' tables; callers
 * use the read model modules/guestState guestStateOf, which reads them.
 */
export function presentGuest(row: GuestRow, now: Date, facts: GuestFacts): TGuest {
  const isVip = row.vipUntil !== null && row.vipUntil > now;
  const isTv = row.tvUntil !== null && row.tvUntil > now;
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    avatar: null,
    balance: { value: facts.balance, currency: "VXC" },
    balanceFormatted: formatCoins(facts.balance),
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
    oneClickBuy: presentOneClickBuy(row),
    compensationDueCents: row.compensationDueCents,
    // geoLocation, loyaltyPoints, testGroups and activeFeatureIdsWithFeedback come back with the
    // features that fill them (docs/decisions.md "Stubs made real, or removed").
    boughtGifts: facts.boughtGifts,
    conversionChatCountdownEnd: conversionChatCountdownEnd(row, now)?.toISOString() ?? null,
    isVoicecallActive: facts.isVoicecallActive,
    tileGridSettings: isRecord(row.preferences.tileGridSettings) ? row.preferences.tileGridSettings : {},
    pincallVerifications: facts.pincallVerifications,
  };
}

/** The guest's "buy with one click" setting (guest/oneClickBuy, and `oneClickBuy` of the guest state). */
export function presentOneClickBuy(row: Pick<GuestRow, "oneClickBuy" | "oneClickBuyLimit">): TOneClickBuy {
  return { enabled: row.oneClickBuy, limit: row.oneClickBuyLimit };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
