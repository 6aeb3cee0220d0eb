import { type FormEvent, useState } from "react";
import type { PackageId, TPaymentState } from "../../../../common/contracts/payments.ts";
import { formatCoins, formatMoney } from "../../../../common/money.ts";
import { fill, useI18n } from "../../../i18n/index.ts";
import { SaveCardForm } from "./ChangeCardFlow.tsx";
import { FlowError, FlowLoading, FlowNotice, savedCardText, useBusy } from "./flowParts.tsx";
import { SandboxHint, usePaymentData } from "./MoneyChargeFlow.tsx";
import { paymentErrorText } from "./paymentErrors.ts";
import type { FlowProps } from "./types.ts";

const THRESHOLD = { min: 1, max: 1000 } as const;

/**
 * autorecharge: when the balance falls below the threshold (or a purchase lacks coins), the chosen
 * package is charged to the saved card. Needs a saved card; one can be saved here without a charge.
 */
export function AutoRechargeFlow({ api, succeeded, switchTo }: FlowProps) {
  const { t, language } = useI18n();
  const { catalogue, state, setState, failed } = usePaymentData(api);
  const { busy, run } = useBusy();
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  if (!catalogue || !state) return <FlowLoading failed={failed} />;

  if (!state.card)
    return (
      <div className="overlay-stack" data-testid="autorecharge">
        <p>{t.flows.arIntro}</p>
        <section className="flow-card" aria-labelledby="ar-card">
          <h2 id="ar-card">{t.flows.arNeedsCard}</h2>
          <SaveCardForm
            api={api}
            submitLabel={t.flows.cardSaveSubmit}
            onSaved={(next) => {
              setState(next);
              setNotice(t.flows.cardSaved);
            }}
          />
        </section>
        <SandboxHint cards={catalogue.testCards} />
      </div>
    );

  const config = state.autoRecharge;
  const current = catalogue.packages.find((entry) => entry.id === config.packageId);

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const thresholdText = String(form.get("thresholdCoins") ?? "").trim();
    const thresholdCoins = Number(thresholdText);
    if (!/^\d+$/.test(thresholdText) || thresholdCoins < THRESHOLD.min || thresholdCoins > THRESHOLD.max) {
      setError(fill(t.flows.arThresholdInvalid, THRESHOLD));
      setNotice(null);
      return;
    }
    const autoRecharge = {
      enabled: form.get("enabled") === "on",
      thresholdCoins,
      packageId: String(form.get("packageId") ?? config.packageId) as PackageId,
    };
    const result = await run(() => api.post<TPaymentState>("payment/settings", { autoRecharge }));
    if (result.ok) {
      setState(result.data);
      setError(null);
      setNotice(autoRecharge.enabled ? t.flows.arSavedOn : t.flows.arSavedOff);
      succeeded();
    } else {
      setNotice(null);
      setError(paymentErrorText(t, result));
    }
  }

  return (
    <div className="overlay-stack" data-testid="autorecharge">
      <FlowNotice text={notice} />
      <FlowError text={error} />
      <p className={`flow-status${config.enabled ? " is-on" : ""}`} data-testid="ar-status">
        {config.enabled && current
          ? fill(t.flows.arStatusOn, {
              threshold: formatCoins(config.thresholdCoins, language),
              coins: formatCoins(current.coins + current.bonusCoins, language),
              price: formatMoney({ value: current.price.EUR, currency: "EUR" }, language),
            })
          : t.flows.arStatusOff}
      </p>
      <form className="overlay-form" onSubmit={save} noValidate>
        <p className="overlay-note">{t.flows.arIntro}</p>
        <label className="checkbox">
          <input type="checkbox" name="enabled" defaultChecked={config.enabled} />
          {t.flows.arEnable}
        </label>
        <label>
          {t.flows.arThreshold}
          <input
            name="thresholdCoins"
            type="number"
            inputMode="numeric"
            min={THRESHOLD.min}
            max={THRESHOLD.max}
            step={1}
            defaultValue={config.thresholdCoins}
            aria-describedby="ar-threshold-hint"
          />
          <span id="ar-threshold-hint" className="field-hint">
            {fill(t.flows.arThresholdHint, THRESHOLD)}
          </span>
        </label>
        <fieldset className="package-grid">
          <legend>{t.flows.arPackage}</legend>
          {catalogue.packages.map((entry) => (
            <label key={entry.id} className="package">
              <input
                type="radio"
                name="packageId"
                value={entry.id}
                defaultChecked={entry.id === config.packageId}
              />
              <span className="package-coins num">
                {formatCoins(entry.coins + entry.bonusCoins, language)}
              </span>
              <span className="package-price num">
                {formatMoney({ value: entry.price.EUR, currency: "EUR" }, language)}
              </span>
              {entry.bonusCoins > 0 ? <span className="badge">{t.pay.bonus}</span> : null}
            </label>
          ))}
        </fieldset>
        <p className="overlay-note">
          {fill(t.flows.arChargedTo, { card: savedCardText(t.pay.savedCard, state.card) })}{" "}
          <button type="button" className="link-button" onClick={() => switchTo("changecc")}>
            {t.pay.titles.changecc}
          </button>
        </p>
        <button type="submit" className="btn btn-primary" disabled={busy} data-testid="ar-save">
          {t.pay.save}
        </button>
      </form>
    </div>
  );
}
