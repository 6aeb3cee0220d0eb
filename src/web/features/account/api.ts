import type { TGuest, TGuestState, TOneClickBuy } from "../../../common/contracts/accounts.ts";
import type { TBenefit } from "../../../common/contracts/benefits.ts";
import type { TQuietHours } from "../../../common/contracts/notifications.ts";
import type { TPaymentState } from "../../../common/contracts/payments.ts";
import type { TSpendLimits, TSpendLimitsInput } from "../../../common/contracts/spendLimits.ts";
import type { Language } from "../../../common/languages.ts";
import { rest } from "../../api/rest.ts";

/** Answer of guest/redeemBonus. */
export interface TRedeemed {
  bonus: { code: string; benefits: TBenefit[] };
  guestBalance: number;
  guestBalanceFormatted: string;
}

/** The account home's REST calls (docs/REST.md "Guest settings", payments, GDPR); all need login. */
export const accountApi = {
  profile: () => rest<TGuestState>("guest/profile/get", { method: "POST" }),
  updateProfile: (payload: {
    name?: string;
    language?: Language;
    notificationsSettings?: Record<string, boolean>;
  }) => rest<TGuest>("guest/profile/update", { method: "POST", payload }),
  setQuietHours: (payload: TQuietHours) =>
    rest<TQuietHours & { success: true }>("guest/notifications/quietHours", { method: "POST", payload }),
  subscribeNewsletter: (typeId: number, guest: TGuest) =>
    rest("guest/newsletter/subscribe", {
      method: "POST",
      payload: { typeId, userId: guest.id, emailAddress: guest.email },
    }),
  unsubscribeNewsletter: (typeId: number) =>
    rest("guest/newsletter/unsubscribe", { method: "POST", payload: { typeId } }),
  resendVerification: () =>
    rest<{ success: true; alreadyVerified: boolean }>("auth/resendVerification", { method: "POST" }),
  redeemBonus: (code: string) => rest<TRedeemed>("guest/redeemBonus", { method: "POST", payload: { code } }),
  paymentState: () => rest<TPaymentState>("payment/state"),
  setLimit: (monthlyEuros: number | null) =>
    rest<TPaymentState>("payment/limit", { method: "POST", payload: { monthlyEuros } }),
  setOneClickBuy: (payload: TOneClickBuy) =>
    rest<TOneClickBuy>("guest/oneClickBuy", { method: "PUT", payload }),
  spendLimits: () => rest<TSpendLimits>("guest/spendLimits"),
  setSpendLimits: (payload: TSpendLimitsInput) =>
    rest<TSpendLimits>("guest/spendLimits", { method: "PUT", payload }),
  exportData: () => rest<unknown>("guest/data/export"),
  deleteAccount: (password: string) =>
    rest<{ success: true }>("guest/delete", { method: "POST", payload: { password } }),
};
