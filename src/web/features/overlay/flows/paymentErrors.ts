import type { TPaymentResult } from "../../../../common/contracts/payments.ts";
import { formatMoney } from "../../../../common/money.ts";
import { type Dictionary, fill, languageOfDictionary } from "../../../i18n/index.ts";
import type { ApiResult } from "../payApi.ts";

/** The guest-facing text of a failed payment call. */
export function paymentErrorText(t: Dictionary, failure: Extract<ApiResult<unknown>, { ok: false }>): string {
  if (failure.retry) return t.charge.noAnswer;
  switch (failure.code) {
    case "PAYMENT_DECLINED": {
      const reason = (failure.details as Partial<TPaymentResult> | null)?.declineReason ?? "";
      const reasons = t.pay.declineReasons as Record<string, string>;
      return `${reasons[reason] ?? t.pay.declined} ${t.pay.nothingCharged}`;
    }
    case "LIMIT_REACHED": {
      const details = failure.details as { limitCents: number; usedCents: number };
      return fill(t.pay.limitReached, {
        limit: formatMoney({ value: details.limitCents, currency: "EUR" }, languageOfDictionary(t)),
        used: formatMoney({ value: details.usedCents, currency: "EUR" }, languageOfDictionary(t)),
      });
    }
    case "ACCOUNT_RESTRICTED":
      return t.pay.restricted;
    case "VALIDATION_FAILED":
      return t.pay.invalidCard;
    case "UNAUTHENTICATED":
      return t.pay.sessionExpired;
    case "RATE_LIMITED":
      return t.overlay.errorRateLimited;
    default:
      return t.overlay.errorGeneric;
  }
}
