import { z } from "zod";
import type { Money } from "../money.ts";
import type { QuietHours } from "../quietHours.ts";
import type { TVoucher } from "./benefits.ts";
import type { TPincallVerification } from "./phone.ts";
import { NEWSLETTER_BITS, NOTIFICATION_SETTINGS, ONE_CLICK_BUY_MAX_LIMIT } from "./values/accounts.ts";

export * from "./values/accounts.ts";

/**
 * E-mail addresses (spec core §5): a local part, @, and a domain whose top-level part has at least
 * two letters, or an IP literal in brackets.
 */
export const EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@(?:(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,}|\[(?:\d{1,3}\.){3}\d{1,3}\])$/;

export const PASSWORD_MIN_LENGTH = 8;

export const ZEmail = z
  .string()
  .trim()
  .max(254)
  .regex(EMAIL_PATTERN, { error: "Invalid e-mail address" })
  .refine((email) => !email.includes(".."), { error: "Invalid e-mail address" });
const ZPassword = z
  .string()
  .min(PASSWORD_MIN_LENGTH, { error: `The password needs at least ${PASSWORD_MIN_LENGTH} characters` })
  .max(200);

/** POST auth/signup. */
export const ZSignup = z.strictObject({
  email: ZEmail,
  password: ZPassword,
  name: z.string().trim().min(1).max(40),
});
export type TSignup = z.infer<typeof ZSignup>;

/** POST auth/login. */
export const ZLogin = z.strictObject({ email: z.string().trim().max(254), password: z.string().max(200) });
export type TLogin = z.infer<typeof ZLogin>;

/** POST auth/passwordLost. */
export const ZPasswordLost = z.strictObject({ email: z.string().trim().max(254) });

/** POST auth/passwordReset. */
export const ZPasswordReset = z.strictObject({ token: z.string().min(1).max(200), password: ZPassword });

/** POST guest/delete: the password confirms the deletion. */
export const ZDeleteAccount = z.strictObject({ password: z.string().min(1).max(200) });

/** POST auth/verifyEmail. */
export const ZVerifyEmail = z.strictObject({ token: z.string().min(1).max(200) });

export type AvsStatus = "unknown" | "pending" | "accepted" | "rejected" | "revoked";

/** The guest state of spec core §3 as far as the platform has it today. */
export interface TGuest {
  id: number;
  name: string;
  email: string;
  avatar: string | null;
  balance: Money;
  balanceFormatted: string;
  isPayingCustomer: boolean;
  isVip: boolean;
  /** End of the VIP time (subscription or bonus days) while VIP. */
  vipUntil: string | null;
  /** A VIP also counts as TV subscriber. */
  isVXTVAboSubscriber: boolean;
  isLocked: boolean;
  isRestricted: boolean;
  restrictionLevel: number;
  isForcePayment: boolean;
  isBlockedForComments: boolean;
  hasAvs: boolean;
  avsStatus: AvsStatus;
  /** Why the age check was rejected or revoked. */
  avsRejectMessage: string | null;
  isLoggedIn: true;
  emailVerified: boolean;
  language: string;
  signupOrigin: string;
  /** True until the guest accepted the data-protection notice. */
  showDataProtection: boolean;
  notificationsSettings: Record<string, boolean>;
  preferences: Record<string, unknown>;
  newsletterBits: number;
  conversionChatEnabled: boolean;
  autoRechargeTeaserState: string;
  autoRechargeConfig: { enabled: boolean; thresholdCoins: number; packageId: string };
  /** Coins of the auto-recharge package. */
  autoRechargeAmount: number;
  oneClick: { enabled: boolean; packageIds: string[] };
  /** "Buy with one click" (issue 27): purchases up to `limit` VXC skip their confirmation while on. */
  oneClickBuy: TOneClickBuy;
  /** What a restricted guest owes; paying it (opcompensation) lifts the restriction. */
  compensationDueCents: number;
  /** Messenger gifts bought, by gift id (gifts arrive with the messenger). */
  boughtGifts: Record<string, number>;
  /** End of the conversion chat's countdown (ISO), while one runs. */
  conversionChatCountdownEnd: string | null;
  /** True while a voice call of the guest goes on (a VOICE_CALL live session). */
  isVoicecallActive: boolean;
  /** Saved tile-grid choices (from the guest's preferences). */
  tileGridSettings: Record<string, unknown>;
  // geoLocation, loyaltyPoints, testGroups and activeFeatureIdsWithFeedback (spec core §3) come
  // with the features that fill them (docs/decisions.md "Stubs made real, or removed").
  /** The guest's phone verifications (spec §3 pin-call fields; contracts/phone.ts). */
  pincallVerifications: TPincallVerification[];
}

/** guest/profile/get: the guest state with the usable vouchers. */
export interface TGuestState extends TGuest {
  vouchers: TVoucher[];
  /** The guest's quiet hours (off, 22:00-08:00 Europe/Berlin until set; issue 15). */
  quietHours: QuietHours;
}

/** Answer of signup and login. */
export interface TAuthResult {
  accessToken: string;
  guest: TGuest;
}

/** Answer of the buy calls. */
export interface TBuyResult {
  success: true;
  guestBalance: number;
  guestBalanceFormatted: string;
  /** False when nothing was charged in coins (owned already, free, or paid with a voucher). */
  charged: boolean;
  /** True when a voucher paid for it. */
  voucherUsed: boolean;
}

/** Operator: POST internal/guests/{guestId}/credit. */
export const ZCredit = z.strictObject({
  coins: z.number().int().min(1).max(1_000_000),
  reason: z.string().trim().min(1).max(200),
});

/** POST guest/profile/update. */
export const ZProfileUpdate = z.strictObject({
  name: z.string().trim().min(1).max(40).optional(),
  language: z.enum(["de", "en", "es", "nl"]).optional(),
  notificationsSettings: z
    .strictObject(Object.fromEntries(NOTIFICATION_SETTINGS.map((key) => [key, z.boolean().optional()])))
    .optional(),
});

/** POST guest/newsletter/subscribe. */
export const ZNewsletterSubscribe = z.strictObject({
  typeId: z.union(NEWSLETTER_BITS.map((bit) => z.literal(bit))),
  userId: z.number().int().positive(),
  emailAddress: z.string().trim().max(254),
});

/** POST guest/newsletter/unsubscribe. */
export const ZNewsletterUnsubscribe = z.strictObject({
  typeId: z.union(NEWSLETTER_BITS.map((bit) => z.literal(bit))),
});

/** GET and POST newsletter/unsubscribe: the signed token of a newsletter mail's unsubscribe link. */
export const ZNewsletterToken = z.strictObject({ token: z.string().min(1).max(200) });

/** GET internal/guests/{guestId}/newsletter-link: the newsletters (type bits) the mail is about. */
export const ZNewsletterLinkQuery = z.strictObject({
  typeId: z
    .union([z.coerce.number().int(), z.array(z.coerce.number().int()).max(NEWSLETTER_BITS.length)])
    .transform((value) => (Array.isArray(value) ? value : [value]))
    .pipe(z.array(z.union(NEWSLETTER_BITS.map((bit) => z.literal(bit)))).min(1)),
});

/** A newsletter mail's unsubscribe link (for the operator's mailer). */
export interface TNewsletterLink {
  token: string;
  /** The unsubscribe page with the token. */
  url: string;
  /** The List-Unsubscribe header's value (RFC 2369), the REST call a mail client posts to. */
  listUnsubscribe: string;
  /** The List-Unsubscribe-Post header's value (RFC 8058 one-click). */
  listUnsubscribePost: string;
}

/** What an unsubscribe link is about: its newsletters and which of them the guest still gets. */
export interface TNewsletterUnsubscribe {
  typeIds: number[];
  subscribed: number[];
}

/** POST guest/autoRechargeTeaserState. */
export const ZAutoRechargeTeaserState = z.strictObject({ mode: z.enum(["show", "hide", "remind"]) });

/** POST guest/closeDataProtection and guest/closeAgbAndDataProtection. */
export const ZAcceptance = z.strictObject({ accepted: z.boolean() });

/** POST guest/conversionChat. */
export const ZConversionChat = z.strictObject({ action: z.enum(["enable", "disable"]) });

/**
 * PUT guest/oneClickBuy: "buy with one click" on or off, and the limit (whole VXC, 1 to
 * ONE_CLICK_BUY_MAX_LIMIT) up to which a purchase skips its confirmation. Both fields always.
 */
export const ZOneClickBuy = z.strictObject({
  enabled: z.boolean(),
  limit: z
    .number()
    .int({ error: "The limit is a whole number of VXC" })
    .min(1, { error: "The limit is at least 1 VXC" })
    .max(ONE_CLICK_BUY_MAX_LIMIT, { error: `The limit is at most ${ONE_CLICK_BUY_MAX_LIMIT} VXC` }),
});
export type TOneClickBuy = z.infer<typeof ZOneClickBuy>;

/** POST guest/savePreferences: any JSON object up to 8 KB. */
export const ZPreferences = z.strictObject({
  data: z
    .record(z.string().max(64), z.unknown())
    .refine((data) => JSON.stringify(data).length <= 8192, { error: "Preferences are limited to 8 KB" }),
});

/**
 * Relations (spec core §3): subject type 1 (guest), predicates 1 has-seen and 2 has-subscribed,
 * object types 1..7 (story, teaser, newsletter, mobile navigation, modalbox, valentine item,
 * benefits popup).
 */
export const ZRelation = z.strictObject({
  subjectTypeId: z.literal(1),
  subjectId: z.number().int().positive(),
  relationTypeId: z.union([z.literal(1), z.literal(2)]),
  objectTypeId: z.number().int().min(1).max(7),
  objectId: z.number().int().min(0).max(2_147_483_647),
});

/** POST avs/verify: the sandbox age check's form (nothing of it is stored). */
export const ZAgeCheck = z.strictObject({
  birthDate: z.iso.date(),
  documentNumber: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9]{5,20}$/, { error: "5 to 20 letters or digits" }),
  country: z.string().regex(/^[A-Z]{2}$/, { error: "A two-letter country code" }),
});
