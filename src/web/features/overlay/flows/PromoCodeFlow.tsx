import { type FormEvent, useState } from "react";
import type { TBenefit } from "../../../../common/contracts/benefits.ts";
import { formatCoins } from "../../../../common/money.ts";
import { type Dictionary, fill, languageOfDictionary, plural, useI18n } from "../../../i18n/index.ts";
import type { Failure } from "./flowParts.tsx";
import { FlowError, useBusy } from "./flowParts.tsx";
import type { FlowProps } from "./types.ts";

interface Redeemed {
  bonus: { code: string; benefits: TBenefit[] };
  guestBalanceFormatted: string;
}

/** One granted benefit in words. */
export function benefitText(t: Dictionary, benefit: TBenefit): string {
  switch (benefit.kind) {
    case "coins":
      return fill(t.flows.promoCoins, { coins: formatCoins(benefit.amount, languageOfDictionary(t)) });
    case "vipDays":
      return plural(t, benefit.days, t.flows.promoVipDays, { days: benefit.days });
    case "voucher": {
      const types = t.flows.voucherTypes as Record<string, string>;
      return fill(t.flows.promoVoucher, {
        amount: benefit.amount,
        type: types[String(benefit.type)] ?? t.flows.voucherTypes[1],
        days: benefit.validDays,
      });
    }
    default:
      return "";
  }
}

/** Why a bonus code's condition refused the guest (403 with details.reason): VIP, or a verified mobile number. */
export function conditionText(t: Dictionary, details: unknown): string {
  const reason = (details as { reason?: unknown } | null | undefined)?.reason;
  if (reason === "mobileRequired") return t.flows.promoMobileRequired;
  if (reason === "vipRequired") return t.flows.promoVipOnly;
  return t.flows.promoConditions;
}

function redeemError(t: Dictionary, failure: Failure): string {
  switch (failure.code) {
    case "NOT_FOUND":
      return t.flows.promoUnknown;
    case "CONFLICT":
      return t.flows.promoUsedOrExpired;
    case "FORBIDDEN":
      return conditionText(t, failure.details);
    case "VALIDATION_FAILED":
      return t.flows.promoEmpty;
    case "RATE_LIMITED":
      return t.overlay.errorRateLimited;
    default:
      return t.overlay.errorGeneric;
  }
}

/** promocode: redeems a bonus code (coins, VIP days, vouchers) and says what it granted. */
export function PromoCodeFlow({ api, succeeded, close }: FlowProps) {
  const { t } = useI18n();
  const { busy, run } = useBusy();
  const [error, setError] = useState<string | null>(null);
  const [redeemed, setRedeemed] = useState<Redeemed | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get("code") ?? "")
      .trim()
      .toUpperCase();
    if (!code) {
      setError(t.flows.promoEmpty);
      return;
    }
    setError(null);
    const result = await run(() => api.post<Redeemed>("guest/redeemBonus", { code }));
    if (result.ok) {
      setRedeemed(result.data);
      succeeded();
    } else setError(redeemError(t, result));
  }

  if (redeemed)
    return (
      <div className="pay-result" role="status" data-testid="promo-success">
        <p className="pay-result-title">{fill(t.flows.promoDone, { code: redeemed.bonus.code })}</p>
        <ul className="benefit-list">
          {redeemed.bonus.benefits.map((benefit, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: benefits have no id and never reorder
            <li key={index}>{benefitText(t, benefit)}</li>
          ))}
        </ul>
        <p>{fill(t.flows.promoBalance, { balance: redeemed.guestBalanceFormatted })}</p>
        <button type="button" className="btn btn-primary" onClick={close}>
          {t.pay.done}
        </button>
      </div>
    );

  return (
    <form className="overlay-form" onSubmit={submit} noValidate data-testid="promocode">
      <p>{t.flows.promoIntro}</p>
      <FlowError text={error} />
      <label>
        {t.flows.promoCode}
        <input
          name="code"
          required
          maxLength={64}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          className="code-input"
        />
      </label>
      <button type="submit" className="btn btn-primary" disabled={busy} data-testid="promo-submit">
        {t.flows.promoSubmit}
      </button>
    </form>
  );
}
