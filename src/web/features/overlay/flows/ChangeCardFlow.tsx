import { type FormEvent, useState } from "react";
import type { TPaymentState } from "../../../../common/contracts/payments.ts";
import { useI18n } from "../../../i18n/index.ts";
import type { PayApi } from "../payApi.ts";
import { FlowError, FlowLoading, FlowNotice, readCardFields, savedCardText, useBusy } from "./flowParts.tsx";
import { SandboxHint, usePaymentData } from "./MoneyChargeFlow.tsx";
import { CardFields } from "./PayWith.tsx";
import { paymentErrorText } from "./paymentErrors.ts";
import type { FlowProps } from "./types.ts";

/** Saves (or replaces) the card without charging it: POST payment/card. */
export function SaveCardForm(props: {
  api: PayApi;
  submitLabel: string;
  onSaved(state: TPaymentState): void;
}) {
  const { t } = useI18n();
  const { busy, run } = useBusy();
  const [error, setError] = useState<string | null>(null);
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const card = readCardFields(new FormData(form));
    if (!card) {
      setError(t.pay.invalidExpiry);
      return;
    }
    setError(null);
    const result = await run(() => props.api.post<TPaymentState>("payment/card", { card }));
    if (result.ok) {
      form.reset();
      props.onSaved(result.data);
    } else setError(result.code === "VALIDATION_FAILED" ? t.flows.cardInvalid : paymentErrorText(t, result));
  }
  return (
    <form className="overlay-form" onSubmit={submit} noValidate data-testid="save-card">
      <FlowError text={error} />
      <CardFields />
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {props.submitLabel}
      </button>
      <p className="overlay-note">{t.flows.cardNoCharge}</p>
    </form>
  );
}

/** changecc: shows the saved card, replaces it with a new one, or removes it. */
export function ChangeCardFlow({ api, succeeded, switchTo }: FlowProps) {
  const { t } = useI18n();
  const { catalogue, state, setState, failed } = usePaymentData(api);
  const { busy, run } = useBusy();
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [confirmRemove, setConfirmRemove] = useState(false);

  if (!catalogue || !state) return <FlowLoading failed={failed} />;

  const saved = (next: TPaymentState) => {
    setState(next);
    setError(null);
    setNotice(t.flows.cardSaved);
    succeeded();
  };
  const remove = async () => {
    const result = await run(() => api.post<TPaymentState>("payment/card/delete"));
    setConfirmRemove(false);
    if (result.ok) {
      setState(result.data);
      setNotice(t.flows.cardRemoved);
      setError(null);
      succeeded();
    } else setError(paymentErrorText(t, result));
  };

  return (
    <div className="overlay-stack" data-testid="changecc">
      <FlowNotice text={notice} />
      <FlowError text={error} />
      <section className="flow-card" aria-labelledby="cc-current">
        <h2 id="cc-current">{t.flows.cardCurrent}</h2>
        {state.card ? (
          <>
            <p className="saved-card num" data-testid="saved-card">
              {savedCardText(t.pay.savedCard, state.card)}
            </p>
            {confirmRemove ? (
              <div className="confirm-row">
                <p role="alert">{t.flows.cardRemoveConfirm}</p>
                <button
                  type="button"
                  className="btn btn-secondary btn-small"
                  disabled={busy}
                  onClick={remove}
                >
                  {t.flows.cardRemoveYes}
                </button>
                <button
                  type="button"
                  className="btn btn-ghost btn-small"
                  onClick={() => setConfirmRemove(false)}
                >
                  {t.flows.keep}
                </button>
              </div>
            ) : (
              <button type="button" className="link-button" onClick={() => setConfirmRemove(true)}>
                {t.flows.cardRemove}
              </button>
            )}
          </>
        ) : (
          <p className="muted">{t.flows.cardNone}</p>
        )}
      </section>
      <section aria-labelledby="cc-new">
        <h2 id="cc-new">{state.card ? t.flows.cardReplace : t.flows.cardAdd}</h2>
        <p className="overlay-note">{t.flows.cardIntro}</p>
        <SaveCardForm api={api} submitLabel={t.flows.cardSaveSubmit} onSaved={saved} />
      </section>
      <div className="overlay-links">
        <button type="button" className="link-button" onClick={() => switchTo("oneclick")}>
          {t.pay.titles.oneclick}
        </button>
        <button type="button" className="link-button" onClick={() => switchTo("autorecharge")}>
          {t.pay.titles.autorecharge}
        </button>
      </div>
      <SandboxHint cards={catalogue.testCards} />
    </div>
  );
}
