import { z } from "zod";
import {
  PACKAGE_IDS,
  PAY_CURRENCIES,
  type PackageId,
  type PayCurrency,
  PLANS,
  type Plan,
} from "./values/payments.ts";

export * from "./values/payments.ts";

function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** A card as typed into the overlay; spaces and dashes in the number are ignored. */
export const ZCard = z.strictObject({
  number: z
    .string()
    .transform((value) => value.replace(/[\s-]/g, ""))
    .pipe(
      z
        .string()
        .regex(/^\d{12,19}$/, { error: "A card number has 12 to 19 digits" })
        .refine(luhnValid, { error: "This card number is not valid" }),
    ),
  expMonth: z.number().int().min(1).max(12),
  expYear: z.number().int().min(2000).max(2100),
  cvc: z.string().regex(/^\d{3,4}$/, { error: "The security code has 3 or 4 digits" }),
  holder: z.string().trim().min(2).max(80),
});
export type TCard = z.infer<typeof ZCard>;

/** How a payment is paid: a card typed in (optionally saved), or the saved card. */
const payWith = {
  currency: z.enum(PAY_CURRENCIES),
  card: ZCard.optional(),
  saveCard: z.boolean().default(false),
};

/** POST payment/charge: buy a coin package. */
export const ZCharge = z.strictObject({ packageId: z.enum(PACKAGE_IDS), ...payWith });

/** POST payment/oneclick: a one-click package from the saved card. */
export const ZOneClick = z.strictObject({ packageId: z.enum(PACKAGE_IDS), currency: z.enum(PAY_CURRENCIES) });

/** POST payment/{id}/confirm: the 3-D-Secure-style confirmation code. */
export const ZConfirm = z.strictObject({ code: z.string().trim().min(1).max(12) });

/** POST payment/settings: one-click and auto-recharge configuration. */
export const ZPaymentSettings = z.strictObject({
  oneClick: z
    .strictObject({
      enabled: z.boolean(),
      packageIds: z
        .array(z.enum(PACKAGE_IDS))
        .max(3)
        .refine((ids) => new Set(ids).size === ids.length, { error: "Each package once" }),
    })
    .optional(),
  autoRecharge: z
    .strictObject({
      enabled: z.boolean(),
      thresholdCoins: z.number().int().min(1).max(1000),
      packageId: z.enum(PACKAGE_IDS),
    })
    .optional(),
});

/** POST payment/limit: the monthly deposit limit in whole euros (null removes it). */
export const ZDepositLimit = z.strictObject({
  monthlyEuros: z.number().int().min(10).max(100_000).nullable(),
});

/** POST payment/compensation: pay what a restricted guest owes. */
export const ZCompensation = z.strictObject(payWith);

/** POST subscription/start. */
export const ZSubscribe = z.strictObject({ plan: z.enum(PLANS), ...payWith });

/** POST subscription/cancel. */
export const ZCancelSubscription = z.strictObject({ plan: z.enum(PLANS) });

/** POST guest/acceptCancellationOffer (spec core §7: guest_id and platform_text). */
export const ZAcceptCancellationOffer = z.strictObject({
  guest_id: z.number().int().positive(),
  platform_text: z.string().max(200).default(""),
});

export type PaymentStatus = "requires_confirmation" | "succeeded" | "declined";

/** Answer of the charging calls (a decline answers 402 PAYMENT_DECLINED with this as details). */
export interface TPaymentResult {
  success: boolean;
  paymentId: string;
  status: PaymentStatus;
  declineReason: string | null;
  coins: number;
  guestBalance: number;
  guestBalanceFormatted: string;
  /** Shown with the sandbox's 3-D-Secure-style step. */
  confirmationHint: string | null;
}

export interface TSavedCard {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

export interface TSubscription {
  id: number;
  plan: Plan;
  status: "active" | "cancelled" | "ended";
  currency: PayCurrency;
  renewalMinor: number;
  periodDays: number;
  currentPeriodEnd: string;
  discountedRenewals: number;
  /** True while a cancelled VIP may still take the cancellation offer. */
  offerAvailable: boolean;
}

/** GET payment/state: everything the payment flows show. */
export interface TPaymentState {
  card: TSavedCard | null;
  oneClick: { enabled: boolean; packageIds: PackageId[] };
  autoRecharge: { enabled: boolean; thresholdCoins: number; packageId: PackageId };
  limit: {
    monthlyCents: number | null;
    usedThisMonthCents: number;
    next: { monthlyCents: number | null; from: string } | null;
  };
  compensationDueCents: number;
  subscriptions: TSubscription[];
  trialUsed: boolean;
  sandbox: boolean;
}

/** The sandbox provider's test cards (shown in the overlay in sandbox mode). */
export const SANDBOX_CARDS = {
  success: "4242 4242 4242 4242",
  declined: "4000 0000 0000 0002",
  insufficientFunds: "4000 0000 0000 9995",
  confirmation: "4000 0000 0000 3220",
  confirmationCode: "1234",
} as const;
