import { type FormEvent, useState } from "react";
import type { PackageId, TPaymentResult, TPaymentState } from "../../../../common/contracts/payments.ts";
import { formatCoins, formatMoney } from "../../../../common/money.ts";
import { fill, useI18n } from "../../../i18n/index.ts";
import { type ApiResult, usePayCharge } from "../payApi.ts";
import { ConfirmStep, PaidStep, usePaymentData } from "./MoneyChargeFlow.tsx";
import { paymentErrorText } from "./paymentErrors.ts";
import type { FlowProps } from "./types.ts";

const MAX_AMOUNTS = 3;

/**
 * oneclick: up to three coin packages charged to the saved card with one press (also offered in the
 * messenger), and their configuration.
 */
export function OneClickFlow({ api, succeeded, close, switchTo }: FlowProps) {
  const { t, language } = useI18n();
  const { catalogue, state, setState, failed } = usePaymentData(api);
  const payment = usePayCharge<{ packageId: PackageId; currency: "EUR" }, TPaymentResult>(
    api,
    "payment/oneclick",
  );
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [pending, setPending] = useState<TPaymentResult | null>(null);
  const [paid, setPaid] = useState<TPaymentResult | null>(null);
  const [busy, setBusy] = useState(false);

  if (failed) return <p className="overlay-error">{t.overlay.errorGeneric}</p>;
  if (!catalogue || !state) return <p role="status">{t.overlay.loading}</p>;
  if (paid) return <PaidStep payment={paid} onClose={close} />;
  if (!state.card)
    return (
      <div className="overlay-form">
        <p>{t.pay.oneClickNeedsCard}</p>
        <button type="button" className="btn btn-primary" onClick={() => switchTo("moneycharge")}>
          {t.pay.toMoneycharge}
        </button>
      </div>
    );

  const settle = (result: ApiResult<TPaymentResult>) => {
    setPending(null);
    if (result.ok && result.data.status === "succeeded") {
      setPaid(result.data);
      succeeded();
    } else if (result.ok) setPending(result.data);
    else setError(paymentErrorText(t, result));
  };
  if (pending) return <ConfirmStep api={api} payment={pending} onDone={settle} />;

  const buy = async (packageId: PackageId) => {
    setBusy(true);
    setError(null);
    settle(await payment.charge({ packageId, currency: "EUR" }));
    setBusy(false);
  };

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const packageIds = form.getAll("packageIds").map(String);
    if (packageIds.length > MAX_AMOUNTS) {
      setError(fill(t.pay.oneClickMax, { max: MAX_AMOUNTS }));
      return;
    }
    const result = await api.post<TPaymentState>("payment/settings", {
      oneClick: { enabled: form.get("enabled") === "on", packageIds },
    });
    if (result.ok) {
      setState(result.data);
      setSaved(true);
      setError(null);
    } else setError(paymentErrorText(t, result));
  }

  const amounts = catalogue.packages.filter((entry) =>
    state.oneClick.packageIds.includes(entry.id as PackageId),
  );
  return (
    <div className="overlay-stack">
      {error ? (
        <p className="overlay-error" role="alert">
          {error}
        </p>
      ) : null}
      {state.oneClick.enabled && amounts.length > 0 ? (
        <section aria-labelledby="oneclick-buy">
          <h2 id="oneclick-buy">{t.pay.oneClickBuy}</h2>
          <div className="oneclick-buttons">
            {amounts.map((entry) => (
              <button
                key={entry.id}
                type="button"
                className="btn btn-primary"
                disabled={busy}
                onClick={() => void buy(entry.id as PackageId)}
              >
                {formatCoins(entry.coins + entry.bonusCoins, language)} ·{" "}
                {formatMoney({ value: entry.price.EUR, currency: "EUR" }, language)}
              </button>
            ))}
          </div>
          <p className="overlay-note">
            {fill(t.pay.chargedTo, { brand: state.card.brand.toUpperCase(), last4: state.card.last4 })}
          </p>
        </section>
      ) : null}
      <form className="overlay-form" onSubmit={save} noValidate>
        <h2>{t.pay.oneClickSettings}</h2>
        <label className="checkbox">
          <input type="checkbox" name="enabled" defaultChecked={state.oneClick.enabled} />
          {t.pay.oneClickEnable}
        </label>
        <fieldset className="choice-list">
          <legend>{fill(t.pay.oneClickAmounts, { max: MAX_AMOUNTS })}</legend>
          {catalogue.packages.map((entry) => (
            <label key={entry.id} className="choice">
              <input
                type="checkbox"
                name="packageIds"
                value={entry.id}
                defaultChecked={state.oneClick.packageIds.includes(entry.id as PackageId)}
              />
              <span className="num">
                {formatCoins(entry.coins + entry.bonusCoins, language)} ·{" "}
                {formatMoney({ value: entry.price.EUR, currency: "EUR" }, language)}
              </span>
            </label>
          ))}
        </fieldset>
        <button type="submit" className="btn btn-ghost">
          {t.pay.save}
        </button>
        {saved ? <p role="status">{t.pay.saved}</p> : null}
      </form>
    </div>
  );
}
