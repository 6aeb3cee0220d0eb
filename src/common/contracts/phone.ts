import { z } from "zod";
import type { PincallType } from "./values/phone.ts";

export * from "./values/phone.ts";

/**
 * Phone (pin-call) verification, spec core §3 (fields), §5 (PIN length), §7 (startVerification,
 * verifyPin), §8 (codes 1-10). The number is parsed and classified on the server.
 */

/**
 * POST pinCall/startVerification. `type` is checked by the server (code 3, not a validation error),
 * so any short string passes here.
 */
export const ZPincallStart = z.strictObject({
  phoneNumber: z.string().trim().min(1).max(40),
  type: z.string().max(20).default("sms"),
  language: z.string().max(5).optional(),
});
export type TPincallStart = z.infer<typeof ZPincallStart>;

/** POST pinCall/verifyPin. */
export const ZPincallVerify = z.strictObject({
  id: z.number().int().positive().max(2_147_483_647),
  type: z.string().max(20),
  pin: z
    .string()
    .trim()
    .regex(/^\d{1,10}$/, "digits only"),
});
export type TPincallVerify = z.infer<typeof ZPincallVerify>;

/** A verification as the guest sees it (spec §3 pin-call verification fields). */
export interface TPincallVerification {
  id: number;
  type: PincallType;
  verified: boolean;
  /** ISO 3166 alpha-2 country of the number, e.g. DE. */
  countryCode: string;
  /** The country calling code without "+", e.g. "49". */
  preCode: string;
  /** The national significant number, e.g. "15123456789". */
  number: string;
  /** The number in E.123 international notation, e.g. "+49 1512 3456789". */
  e123: string;
  pinLength: number;
  /** Whether the number is a mobile number (SMS alerts need one). */
  isMobile: boolean;
  /** When the PIN stops working (ISO); null once verified. */
  expiresAt: string | null;
}

/** The answer of startVerification and verifyPin. */
export interface TPincallResult {
  success: true;
  verification: TPincallVerification;
}

/** GET pinCall/verifications: the guest's verified numbers and open verifications. */
export interface TPincallVerifications {
  verifications: TPincallVerification[];
  /** A verified mobile number exists: SMS alerts can be switched on. */
  hasVerifiedMobile: boolean;
}

/**
 * Operator: a blacklist entry (issue 15), either a whole `number` (any notation; parsed with
 * libphonenumber-js to E.164) or an E.164 `prefix` ("+" and 1-15 digits, starting with a country
 * calling code). Exactly one of the two.
 */
export const ZPhoneBlacklistEntry = z
  .strictObject({
    number: z.string().trim().min(1).max(40).optional(),
    prefix: z
      .string()
      .trim()
      .regex(/^\+[1-9]\d{0,14}$/, "an E.164 prefix: + and 1 to 15 digits")
      .optional(),
    note: z.string().trim().max(200).optional(),
  })
  .refine((value) => (value.number === undefined) !== (value.prefix === undefined), {
    message: "Send either number or prefix",
  });
export type TPhoneBlacklistInput = z.infer<typeof ZPhoneBlacklistEntry>;

/** Operator: one row of the phone blacklist. */
export interface TPhoneBlacklistEntry {
  id: number;
  /** The E.164 prefix (a whole number for kind "number"). */
  prefix: string;
  kind: "number" | "prefix";
  note: string | null;
  createdAt: string;
}

/**
 * Operator: the platform's daily budget of PIN messages (texts and calls, Berlin day) and the share
 * of it at which the operator is warned. `warnAtPercent` left out keeps the current one.
 */
export const ZPinBudgetInput = z.strictObject({
  dailyBudget: z.number().int().min(0).max(10_000_000),
  warnAtPercent: z.number().int().min(1).max(100).optional(),
});
export type TPinBudgetInput = z.infer<typeof ZPinBudgetInput>;

/** Operator: the PIN budget with today's use. */
export interface TPinBudget {
  dailyBudget: number;
  warnAtPercent: number;
  /** True while the operator never set it (the default applies). */
  isDefault: boolean;
  /** Today in Berlin, YYYY-MM-DD. */
  day: string;
  /** PIN messages sent today. */
  sent: number;
  left: number;
  /** When today's warnings went to the operator (ISO), null before. */
  thresholdWarnedAt: string | null;
  exhaustedWarnedAt: string | null;
  /** The next midnight in Berlin, when the count starts again (ISO). */
  resetsAt: string;
}
