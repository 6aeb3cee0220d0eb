import { type FormEvent, useEffect, useRef, useState } from "react";
import type {
  CoinPackage,
  PayCurrency,
  SANDBOX_CARDS,
  TPaymentResult,
  TPaymentState,
} from "../../../../common/contracts/payments.ts";
import { PAY_CURRENCIES } from "../../../../common/contracts/values/payments.ts";
import type { Language } from "../../../../common/languages.ts";
import { formatCoins, formatMoney } from "../../../../common/money.ts";
import { fill, useI18n } from "../../../i18n/index.ts";
import { type ApiResult, usePayCharge } from "../payApi.ts";
import { useResource } from "./flowParts.tsx";
import { PayWith, readPayWith } from "./PayWith.tsx";
import { paymentErrorText } from "./paymentErrors.ts";
import type { FlowProps } from "./types.ts";

interface Catalogue {
  packages: CoinPackage[];
  testCards: typeof SANDBOX_CARDS | null;
}

type Step =
  | { kind: "choose" }
  | { kind: "confirm"; payment: TPaymentResult }
  | { kind: "done"; payment: TPaymentResult };

/** The packages and the guest's payment state for the payment flows. */
export function usePaymentData(api: FlowProps["api"]) {
  const packages = useResource<Catalogue>(api, "payment/packages");
  const current = useResource<TPaymentState>(api, "payment/state");
  return {
    catalogue: packages.data,
    state: current.data,
    setState: current.setData,
    failed: packages.failed || current.failed,
  };
}

/** Sandbox hint: the test cards, shown only while the sandbox provider is active. */
export function SandboxHint({ cards }: { cards: typeof SANDBOX_CARDS | null }) {
  const { t } = useI18n();
  if (!cards) return null;
  return (
    <details className="sandbox-hint">
      <summary>{t.pay.sandboxTitle}</summary>
      <ul>
        <li>
          {t.pay.sandboxSuccess}: <code>{cards.success}</code>
        </li>
        <li>
          {t.pay.sandboxDeclined}: <code>{cards.declined}</code>
        </li>
        <li>
          {t.pay.sandboxConfirm}: <code>{cards.confirmation}</code> ({t.pay.confirmCode}{" "}
          <code>{cards.confirmationCode}</code>)
        </li>
      </ul>
    </details>
  );
}

/** The 3-D-Secure-style step: the code the bank "sent". */
export function ConfirmStep(props: {
  api: FlowProps["api"];
  payment: TPaymentResult;
  onDone(result: ApiResult<TPaymentResult>): void;
}) {
  const { t } = useI18n();
  const [busy, setBusy] = useState(false);
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get("code") ?? "");
    setBusy(true);
    props.onDone(
      await props.api.post<TPaymentResult>(`payment/${props.payment.paymentId}/confirm`, { code }),
    );
    setBusy(false);
  }
  return (
    <form className="overlay-form" onSubmit={submit} noValidate data-testid="pay-confirm">
      <p>{t.pay.confirmIntro}</p>
      {props.payment.confirmationHint ? (
        <p className="overlay-note">{props.payment.confirmationHint}</p>
      ) : null}
      <label>
        {t.pay.confirmCode}
        <input name="code" inputMode="numeric" autoComplete="one-time-code" required maxLength={12} />
      </label>
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {t.pay.confirmSubmit}
      </button>
    </form>
  );
}

/** The result screen of a successful payment. */
export function PaidStep({ payment, onClose }: { payment: TPaymentResult; onClose(): void }) {
  const { t, language } = useI18n();
  return (
    <div className="pay-result" role="status" data-testid="pay-success">
      <p className="pay-result-title">{t.pay.paidTitle}</p>
      {payment.coins > 0 ? (
        <p>
          {fill(t.pay.paidCoins, {
            coins: formatCoins(payment.coins, language),
            balance: payment.guestBalanceFormatted,
          })}
        </p>
      ) : null}
      <button type="button" className="btn btn-primary" onClick={onClose}>
        {t.pay.done}
      </button>
    </div>
  );
}

function packageLabel(coinPackage: CoinPackage, language: Language) {
  return coinPackage.bonusCoins > 0
    ? `${formatCoins(coinPackage.coins, language)} + ${formatCoins(coinPackage.bonusCoins, language)}`
    : formatCoins(coinPackage.coins, language);
}

/**
 * moneycharge: choose a coin package and a currency, pay by card (saved or new), confirm when the
 * bank asks, see the new balance. A decline shows why and charges nothing.
 */
export function MoneyChargeFlow({ api, succeeded, close, switchTo }: FlowProps) {
  const { t, language } = useI18n();
  const { catalogue, state, failed } = usePaymentData(api);
  const payment = usePayCharge<object, TPaymentResult>(api, "payment/charge");
  const [currency, setCurrency] = useState<PayCurrency>("EUR");
  const [packageId, setPackageId] = useState("p40");
  const [step, setStep] = useState<Step>({ kind: "choose" });
  const [error, setError] = useState<string | null>(null);
  const [restricted, setRestricted] = useState(false);
  const [busy, setBusy] = useState(false);
  const errorRef = useRef<HTMLParagraphElement>(null);
  // The form is taller than a phone: bring a new error into view.
  useEffect(() => {
    if (error) errorRef.current?.scrollIntoView({ block: "nearest" });
  }, [error]);

  if (failed) return <p className="overlay-error">{t.overlay.errorGeneric}</p>;
  if (!catalogue || !state) return <p role="status">{t.overlay.loading}</p>;

  const settle = (result: ApiResult<TPaymentResult>) => {
    if (result.ok && result.data.status === "succeeded") {
      setStep({ kind: "done", payment: result.data });
      succeeded();
    } else if (result.ok && result.data.status === "requires_confirmation") {
      setStep({ kind: "confirm", payment: result.data });
    } else if (!result.ok) {
      setStep({ kind: "choose" });
      setRestricted(result.code === "ACCOUNT_RESTRICTED");
      setError(paymentErrorText(t, result));
    }
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const payWith = readPayWith(new FormData(event.currentTarget));
    if ("error" in payWith) {
      setError(t.pay.invalidExpiry);
      return;
    }
    setBusy(true);
    setError(null);
    settle(await payment.charge({ packageId, currency, ...payWith }));
    setBusy(false);
  }

  if (step.kind === "done") return <PaidStep payment={step.payment} onClose={close} />;
  if (step.kind === "confirm") return <ConfirmStep api={api} payment={step.payment} onDone={settle} />;

  const chosen = catalogue.packages.find((entry) => entry.id === packageId) ?? catalogue.packages[0];
  return (
    <form className="overlay-form" onSubmit={submit} noValidate data-testid="moneycharge">
      {error ? (
        <p className="overlay-error" role="alert" data-testid="pay-error" ref={errorRef}>
          {error}
        </p>
      ) : null}
      {restricted ? (
        <button type="button" className="btn btn-ghost" onClick={() => switchTo("opcompensation")}>
          {t.pay.toCompensation}
        </button>
      ) : null}
      <fieldset className="segmented">
        <legend>{t.pay.currency}</legend>
        {PAY_CURRENCIES.map((code) => (
          <label key={code} className="segment">
            <input
              type="radio"
              name="currency"
              value={code}
              checked={currency === code}
              onChange={() => setCurrency(code)}
            />
            <span>{code}</span>
          </label>
        ))}
      </fieldset>
      <fieldset className="package-grid">
        <legend>{t.pay.choosePackage}</legend>
        {catalogue.packages.map((entry) => (
          <label key={entry.id} className="package" data-testid={`package-${entry.id}`}>
            <input
              type="radio"
              name="packageId"
              value={entry.id}
              checked={packageId === entry.id}
              onChange={() => setPackageId(entry.id)}
            />
            <span className="package-coins num">{packageLabel(entry, language)}</span>
            <span className="package-price num">
              {formatMoney({ value: entry.price[currency], currency }, language)}
            </span>
            {entry.bonusCoins > 0 ? <span className="badge">{t.pay.bonus}</span> : null}
          </label>
        ))}
      </fieldset>
      <PayWith saved={state.card} />
      <button type="submit" className="btn btn-primary" disabled={busy} data-testid="pay-submit">
        {chosen
          ? fill(t.pay.paySubmit, {
              price: formatMoney({ value: chosen.price[currency], currency }, language),
            })
          : null}
      </button>
      <p className="overlay-note">{t.pay.secureNote}</p>
      <SandboxHint cards={catalogue.testCards} />
    </form>
  );
}
