import { type FormEvent, useState } from "react";
import type { TPaymentResult } from "../../../../common/contracts/payments.ts";
import { formatMoney } from "../../../../common/money.ts";
import { fill, useI18n } from "../../../i18n/index.ts";
import { type ApiResult, usePayCharge } from "../payApi.ts";
import { FlowError, FlowLoading, useBusy } from "./flowParts.tsx";
import { ConfirmStep, SandboxHint, usePaymentData } from "./MoneyChargeFlow.tsx";
import { PayWith, readPayWith } from "./PayWith.tsx";
import { paymentErrorText } from "./paymentErrors.ts";
import type { FlowProps } from "./types.ts";

type Step = { kind: "pay" } | { kind: "confirm"; payment: TPaymentResult } | { kind: "done" };

/**
 * opcompensation: a restricted guest pays the open amount (in EUR) by card; the restriction is
 * lifted with the payment. A guest who owes nothing is told so.
 */
export function CompensationFlow({ api, succeeded, close }: FlowProps) {
  const { t, language } = useI18n();
  const { catalogue, state, failed } = usePaymentData(api);
  const { busy, run } = useBusy();
  const payment = usePayCharge<object, TPaymentResult>(api, "payment/compensation");
  const [step, setStep] = useState<Step>({ kind: "pay" });
  const [error, setError] = useState<string | null>(null);

  if (!catalogue || !state) return <FlowLoading failed={failed} />;

  const settle = (result: ApiResult<TPaymentResult>) => {
    if (result.ok && result.data.status === "succeeded") {
      setStep({ kind: "done" });
      succeeded();
    } else if (result.ok && result.data.status === "requires_confirmation") {
      setStep({ kind: "confirm", payment: result.data });
    } else if (!result.ok) {
      setStep({ kind: "pay" });
      setError(result.code === "CONFLICT" ? t.flows.compNothing : paymentErrorText(t, result));
    }
  };

  if (step.kind === "confirm") return <ConfirmStep api={api} payment={step.payment} onDone={settle} />;
  if (step.kind === "done")
    return (
      <div className="pay-result" role="status" data-testid="comp-success">
        <p className="pay-result-title">{t.pay.paidTitle}</p>
        <p>{t.flows.compPaid}</p>
        <button type="button" className="btn btn-primary" onClick={close}>
          {t.pay.done}
        </button>
      </div>
    );
  if (state.compensationDueCents <= 0)
    return (
      <div className="pay-result" role="status" data-testid="comp-nothing">
        <p className="pay-result-title">{t.flows.compNothingTitle}</p>
        <p>{t.flows.compNothing}</p>
        <button type="button" className="btn btn-secondary" onClick={close}>
          {t.overlay.close}
        </button>
      </div>
    );

  const due = formatMoney({ value: state.compensationDueCents, currency: "EUR" }, language);
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const payWith = readPayWith(new FormData(event.currentTarget));
    if ("error" in payWith) {
      setError(t.pay.invalidExpiry);
      return;
    }
    setError(null);
    settle(await run(() => payment.charge({ currency: "EUR", ...payWith })));
  }

  return (
    <form className="overlay-form" onSubmit={submit} noValidate data-testid="opcompensation">
      <FlowError text={error} />
      <p>{t.flows.compIntro}</p>
      <div className="amount-due">
        <span>{t.flows.compDue}</span>
        <strong className="num" data-testid="comp-due">
          {due}
        </strong>
      </div>
      <PayWith saved={state.card} />
      <button type="submit" className="btn btn-primary" disabled={busy} data-testid="comp-submit">
        {fill(t.pay.paySubmit, { price: due })}
      </button>
      <p className="overlay-note">{t.pay.secureNote}</p>
      <SandboxHint cards={catalogue.testCards} />
    </form>
  );
}
