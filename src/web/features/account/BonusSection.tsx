import { type FormEvent, useState } from "react";
import { isApiError } from "../../api/rest.ts";
import { type Dictionary, fill, useI18n } from "../../i18n/index.ts";
import { benefitText, conditionText } from "../overlay/index.ts";
import { Outcome, Section } from "./parts.tsx";
import { useRedeemBonus } from "./queries.ts";

function redeemError(t: Dictionary, error: unknown): string {
  if (isApiError(error, "NOT_FOUND")) return t.flows.promoUnknown;
  if (isApiError(error, "CONFLICT")) return t.flows.promoUsedOrExpired;
  if (isApiError(error, "FORBIDDEN")) return conditionText(t, error.details);
  if (isApiError(error, "VALIDATION_FAILED")) return t.flows.promoEmpty;
  if (isApiError(error, "RATE_LIMITED")) return t.overlay.errorRateLimited;
  return t.overlay.errorGeneric;
}

/** Bonus code: redeems a code here (coins, VIP days, vouchers) and says what it granted. */
export function BonusSection() {
  const { t } = useI18n();
  const redeem = useRedeemBonus();
  const [empty, setEmpty] = useState(false);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const field = event.currentTarget.elements.namedItem("code") as HTMLInputElement;
    const code = field.value.trim().toUpperCase();
    setEmpty(!code);
    if (!code) return;
    redeem.mutate(code, { onSuccess: () => (field.value = "") });
  }

  const redeemed = redeem.data;
  return (
    <Section id="bonus" title={t.accountHome.bonusTitle}>
      <p className="muted">{t.flows.promoIntro}</p>
      <form className="acct-form acct-inline-form" onSubmit={submit} noValidate>
        <label className="acct-field">
          <span>{t.flows.promoCode}</span>
          <input
            name="code"
            autoComplete="off"
            autoCapitalize="characters"
            maxLength={32}
            spellCheck={false}
          />
        </label>
        <button
          type="submit"
          className="btn btn-primary"
          disabled={redeem.isPending}
          data-testid="bonus-submit"
        >
          {t.flows.promoSubmit}
        </button>
      </form>
      <Outcome error={empty ? t.flows.promoEmpty : redeem.isError ? redeemError(t, redeem.error) : null} />
      {redeemed && !empty ? (
        <div className="acct-success" role="status" data-testid="bonus-success">
          <p>
            <strong>{fill(t.flows.promoDone, { code: redeemed.bonus.code })}</strong>
          </p>
          <ul>
            {redeemed.bonus.benefits.map((benefit) => (
              <li key={JSON.stringify(benefit)}>{benefitText(t, benefit)}</li>
            ))}
          </ul>
          <p>{fill(t.flows.promoBalance, { balance: redeemed.guestBalanceFormatted })}</p>
        </div>
      ) : null}
    </Section>
  );
}
