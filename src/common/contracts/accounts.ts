import { z } from "zod";
import type { Money } from "../money.ts";

/**
 * E-mail addresses (spec core §5): a local part, @, and a domain whose top-level part has at least
 * two letters, or an IP literal in brackets.
 */
export const EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@(?:(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,}|\[(?:\d{1,3}\.){3}\d{1,3}\])$/;

export const PASSWORD_MIN_LENGTH = 8;

const ZEmail = z
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

export type AvsStatus = "unknown" | "pending" | "accepted" | "rejected";

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
  /** A VIP also counts as TV subscriber. */
  isVXTVAboSubscriber: boolean;
  isLocked: boolean;
  isRestricted: boolean;
  restrictionLevel: number;
  isForcePayment: boolean;
  isBlockedForComments: boolean;
  hasAvs: boolean;
  avsStatus: AvsStatus;
  isLoggedIn: true;
  emailVerified: boolean;
  language: string;
  signupOrigin: string;
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
  /** False when the guest owned it already (nothing was charged). */
  charged: boolean;
}

/** Operator: POST internal/guests/{guestId}/credit. */
export const ZCredit = z.strictObject({
  coins: z.number().int().min(1).max(1_000_000),
  reason: z.string().trim().min(1).max(200),
});
