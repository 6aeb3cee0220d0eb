import { type FormEvent, useState } from "react";
import type { TGuest } from "../../../../common/contracts/accounts.ts";
import type {
  PayCurrency,
  Plan,
  TPaymentResult,
  TPaymentState,
  TSubscription,
} from "../../../../common/contracts/payments.ts";
import {
  CANCELLATION_OFFER,
  PAY_CURRENCIES,
  PLAN_INFO,
} from "../../../../common/contracts/values/payments.ts";
import { formatMoney } from "../../../../common/money.ts";
import { formatDate } from "../../../i18n/format.ts";
import { type Dictionary, fill, plural, useI18n } from "../../../i18n/index.ts";
import type { OverlayFlow } from "../messages.ts";
import { type ApiResult, usePayCharge } from "../payApi.ts";
import { Fact, type Failure, FlowError, FlowLoading, FlowNotice, useBusy } from "./flowParts.tsx";
import { ConfirmStep, SandboxHint, usePaymentData } from "./MoneyChargeFlow.tsx";
import { PayWith, readPayWith } from "./PayWith.tsx";
import { paymentErrorText } from "./paymentErrors.ts";
import type { FlowProps } from "./types.ts";

/** The plan a subscription flow sells. */
export function planOfFlow(flow: OverlayFlow): Plan {
  if (flow === "vxtvabo") return "vxtv";
  return flow === "trialvipabo" ? "trialvip" : "vip";
}

/** VIP and its trial are one kind (one running at a time); the TV subscription is the other. */
const sameKind = (a: Plan, b: Plan) => (a === "vxtv") === (b === "vxtv");

const discounted = (minor: number) => Math.ceil((minor * CANCELLATION_OFFER.percent) / 100);

function planName(t: Dictionary, plan: Plan): string {
  if (plan === "vxtv") return t.pay.titles.vxtvabo;
  return plan === "trialvip" ? t.flows.subTrialName : t.pay.titles.vipabo;
}

function subscribeError(t: Dictionary, plan: Plan, failure: Failure): string {
  if (failure.code === "CONFLICT") return plan === "trialvip" ? t.flows.subTrialUsed : t.flows.subRunning;
  return paymentErrorText(t, failure);
}

type Step = { kind: "choose" } | { kind: "confirm"; payment: TPaymentResult } | { kind: "done" };

/**
 * vipabo, trialvipabo, vxtvabo: what the plan costs and includes, subscribing with a card (kept for
 * the renewals), the running subscription with its end, cancelling to the period's end, resuming
 * a cancelled one, and the cancellation offer for a cancelled VIP.
 */
export function SubscriptionFlow({ flow, api, succeeded, close, switchTo, hook }: FlowProps) {
  const { t, language } = useI18n();
  const plan = planOfFlow(flow);
  const { catalogue, state, setState, failed } = usePaymentData(api);
  const [currency, setCurrency] = useState<PayCurrency>("EUR");
  const [step, setStep] = useState<Step>({ kind: "choose" });
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const { busy, run } = useBusy();
  const subscription = usePayCharge<object, TPaymentResult>(api, "subscription/start");

  if (!catalogue || !state) return <FlowLoading failed={failed} />;

  const refresh = async () => {
    const result = await api.get<TPaymentState>("payment/state");
    if (result.ok) setState(result.data);
  };
  const settle = async (result: ApiResult<TPaymentResult>) => {
    if (result.ok && result.data.status === "succeeded") {
      await refresh();
      setStep({ kind: "done" });
      succeeded();
    } else if (result.ok && result.data.status === "requires_confirmation") {
      setStep({ kind: "confirm", payment: result.data });
    } else if (!result.ok) {
      setStep({ kind: "choose" });
      setError(subscribeError(t, plan, result));
    }
  };

  const running = state.subscriptions.find((entry) => sameKind(entry.plan, plan));
  if (step.kind === "confirm")
    return <ConfirmStep api={api} payment={step.payment} onDone={(result) => void settle(result)} />;
  if (step.kind === "done")
    return (
      <div className="pay-result" role="status" data-testid="sub-success">
        <p className="pay-result-title">{fill(t.flows.subWelcome, { plan: planName(t, plan) })}</p>
        {running ? (
          <p>{fill(t.flows.subRunsUntil, { date: formatDate(running.currentPeriodEnd, language) })}</p>
        ) : null}
        <button type="button" className="btn btn-primary" onClick={close}>
          {t.pay.done}
        </button>
      </div>
    );
  if (running)
    return (
      <RunningSubscription
        subscription={running}
        api={api}
        hook={hook}
        busy={busy}
        run={run}
        notice={notice}
        error={error}
        onChanged={async (text) => {
          await refresh();
          setError(null);
          setNotice(text);
          succeeded();
        }}
        onFailed={(text) => {
          setNotice(null);
          setError(text);
        }}
      />
    );
  if (plan === "trialvip" && state.trialUsed)
    return (
      <div className="overlay-stack" data-testid="trial-used">
        <p>{t.flows.subTrialUsed}</p>
        <button type="button" className="btn btn-primary" onClick={() => switchTo("vipabo")}>
          {t.flows.subToVip}
        </button>
      </div>
    );

  const info = PLAN_INFO[plan];
  const renewal = PLAN_INFO[info.renewsAs];
  const price = formatMoney({ value: info.price[currency], currency }, language);
  const vipRunning = plan === "vxtv" && state.subscriptions.some((entry) => entry.plan !== "vxtv");

  async function subscribe(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const payWith = readPayWith(new FormData(event.currentTarget));
    if ("error" in payWith) {
      setError(t.pay.invalidExpiry);
      return;
    }
    setError(null);
    const result = await run(() => subscription.charge({ plan, currency, ...payWith }));
    await settle(result);
  }

  return (
    <form className="overlay-form" onSubmit={subscribe} noValidate data-testid="subscribe">
      <FlowError text={error} />
      {vipRunning ? <p className="flow-status is-on">{t.flows.subVipIncludesTv}</p> : null}
      <section className={`plan-card${plan === "vxtv" ? "" : " is-vip"}`} aria-labelledby="plan-name">
        <h2 id="plan-name">{planName(t, plan)}</h2>
        <p className="plan-price num">
          <strong>{price}</strong> {plural(t, info.periodDays, t.flows.subPeriod, { days: info.periodDays })}
        </p>
        <ul className="plan-perks">
          {(plan === "vxtv" ? t.flows.tvPerks : t.flows.vipPerks).map((perk) => (
            <li key={perk}>{perk}</li>
          ))}
        </ul>
        <p className="overlay-note">
          {fill(plan === "trialvip" ? t.flows.subTrialRenews : t.flows.subRenews, {
            days: renewal.periodDays,
            price: formatMoney({ value: renewal.price[currency], currency }, language),
          })}
        </p>
      </section>
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
      <PayWith saved={state.card} alwaysSaved />
      <button type="submit" className="btn btn-primary" disabled={busy} data-testid="sub-submit">
        {fill(t.flows.subSubmit, { price })}
      </button>
      <p className="overlay-note">{t.flows.subCancelAnyTime}</p>
      <SandboxHint cards={catalogue.testCards} />
    </form>
  );
}

/** The running subscription: end date, renewal price, cancel, resume and the cancellation offer. */
function RunningSubscription(props: {
  subscription: TSubscription;
  api: FlowProps["api"];
  hook: FlowProps["hook"];
  busy: boolean;
  run: ReturnType<typeof useBusy>["run"];
  notice: string | null;
  error: string | null;
  onChanged(notice: string): Promise<void>;
  onFailed(error: string): void;
}) {
  const { t, language } = useI18n();
  const { subscription: sub, api, run } = props;
  const [confirmCancel, setConfirmCancel] = useState(false);
  const restart = usePayCharge<object, TPaymentResult>(api, "subscription/start");
  const end = formatDate(sub.currentPeriodEnd, language);
  const money = (minor: number) => formatMoney({ value: minor, currency: sub.currency }, language);
  const nextPrice = sub.discountedRenewals > 0 ? discounted(sub.renewalMinor) : sub.renewalMinor;

  const cancel = async () => {
    const result = await run(() => api.post("subscription/cancel", { plan: sub.plan }));
    setConfirmCancel(false);
    if (result.ok) await props.onChanged(fill(t.flows.subCancelled, { date: end }));
    else props.onFailed(paymentErrorText(t, result));
  };
  const resume = async () => {
    const result = await run(() => restart.charge({ plan: sub.plan, currency: sub.currency }));
    if (result.ok) await props.onChanged(t.flows.subResumed);
    else props.onFailed(paymentErrorText(t, result));
  };
  const acceptOffer = async () => {
    const result = await run(async () => {
      const me = await api.post<TGuest>("guest/profile/get");
      if (!me.ok) return me;
      return api.post("guest/acceptCancellationOffer", { guest_id: me.data.id, platform_text: "overlay" });
    });
    if (result.ok) props.hook("cancelationoffer");
    if (result.ok)
      await props.onChanged(
        fill(t.flows.offerAccepted, {
          renewals: CANCELLATION_OFFER.renewals,
          price: money(discounted(sub.renewalMinor)),
        }),
      );
    else props.onFailed(paymentErrorText(t, result));
  };

  return (
    <div className="overlay-stack" data-testid="subscription">
      <FlowNotice text={props.notice} />
      <FlowError text={props.error} />
      <section className={`plan-card${sub.plan === "vxtv" ? "" : " is-vip"}`} aria-labelledby="sub-name">
        <h2 id="sub-name">{planName(t, sub.plan)}</h2>
        <dl className="flow-facts">
          <Fact label={t.flows.subStatus}>
            <span data-testid="sub-status">
              {sub.status === "active" ? t.flows.subActive : t.flows.subCancelledStatus}
            </span>
          </Fact>
          <Fact label={sub.status === "active" ? t.flows.subRenewsOn : t.flows.subEndsOn}>
            <span className="num">{end}</span>
          </Fact>
          {sub.status === "active" ? (
            <Fact label={t.flows.subNextPrice}>
              <span className="num">{money(nextPrice)}</span>
            </Fact>
          ) : null}
        </dl>
        {sub.status === "active" && sub.discountedRenewals > 0 ? (
          <p className="overlay-note">{plural(t, sub.discountedRenewals, t.flows.subDiscounted)}</p>
        ) : null}
      </section>
      {sub.offerAvailable ? (
        <section className="offer-card" aria-labelledby="offer-title" data-testid="cancel-offer">
          <h2 id="offer-title">{t.flows.offerTitle}</h2>
          <p>
            {fill(t.flows.offerText, {
              renewals: CANCELLATION_OFFER.renewals,
              percent: CANCELLATION_OFFER.percent,
              price: money(discounted(sub.renewalMinor)),
              full: money(sub.renewalMinor),
            })}
          </p>
          <button type="button" className="btn btn-primary" disabled={props.busy} onClick={acceptOffer}>
            {t.flows.offerAccept}
          </button>
        </section>
      ) : null}
      {sub.status === "cancelled" ? (
        <div className="overlay-form">
          <p className="overlay-note">{fill(t.flows.subResumeNote, { date: end })}</p>
          <button type="button" className="btn btn-secondary" disabled={props.busy} onClick={resume}>
            {t.flows.subResume}
          </button>
        </div>
      ) : confirmCancel ? (
        <div className="confirm-row">
          <p role="alert">{fill(t.flows.subCancelConfirm, { date: end })}</p>
          <button
            type="button"
            className="btn btn-secondary btn-small"
            disabled={props.busy}
            onClick={cancel}
          >
            {t.flows.subCancelYes}
          </button>
          <button type="button" className="btn btn-ghost btn-small" onClick={() => setConfirmCancel(false)}>
            {t.flows.keep}
          </button>
        </div>
      ) : (
        <button type="button" className="link-button" onClick={() => setConfirmCancel(true)}>
          {t.flows.subCancel}
        </button>
      )}
    </div>
  );
}
