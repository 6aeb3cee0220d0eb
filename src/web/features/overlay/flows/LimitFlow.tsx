import { type FormEvent, useState } from "react";
import type { TPaymentState } from "../../../../common/contracts/payments.ts";
import { LIMIT_COOLING_OFF_DAYS } from "../../../../common/contracts/values/payments.ts";
import type { Language } from "../../../../common/languages.ts";
import { formatMoney } from "../../../../common/money.ts";
import { formatDate } from "../../../i18n/format.ts";
import { fill, useI18n } from "../../../i18n/index.ts";
import { Fact, FlowError, FlowLoading, FlowNotice, useBusy, useResource } from "./flowParts.tsx";
import { paymentErrorText } from "./paymentErrors.ts";
import type { FlowProps } from "./types.ts";

const EUROS = { min: 10, max: 100_000 } as const;

const euros = (cents: number, language: Language) => formatMoney({ value: cents, currency: "EUR" }, language);

/**
 * limit: the monthly deposit limit, what was deposited this month and a pending change. A lower
 * limit applies at once; a higher one (or none) only after the cooling-off days.
 */
export function LimitFlow({ api }: FlowProps) {
  const { t, language } = useI18n();
  const { data: state, setData, failed } = useResource<TPaymentState>(api, "payment/state");
  const { busy, run } = useBusy();
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  if (!state) return <FlowLoading failed={failed} />;
  const { limit } = state;
  const rules = {
    min: euros(EUROS.min * 100, language),
    max: euros(EUROS.max * 100, language),
    days: LIMIT_COOLING_OFF_DAYS,
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const typed = String(new FormData(event.currentTarget).get("monthlyEuros") ?? "").trim();
    // "1.000" (thousands dots) means 1000; anything else with a dot or comma is not whole euros.
    const text = /^\d{1,3}(\.\d{3})+$/.test(typed) ? typed.replace(/\./g, "") : typed;
    const value = Number(text);
    if (text !== "" && (!/^\d+$/.test(text) || value < EUROS.min || value > EUROS.max)) {
      setError(fill(t.flows.limitInvalid, rules));
      setNotice(null);
      return;
    }
    const monthlyEuros = text === "" ? null : value;
    const result = await run(() => api.post<TPaymentState>("payment/limit", { monthlyEuros }));
    if (!result.ok) {
      setError(paymentErrorText(t, result));
      setNotice(null);
      return;
    }
    setData(result.data);
    setError(null);
    const next = result.data.limit.next;
    setNotice(
      next ? fill(t.flows.limitSavedLater, { date: formatDate(next.from, language) }) : t.flows.limitSavedNow,
    );
  }

  const left =
    limit.monthlyCents === null ? null : Math.max(0, limit.monthlyCents - limit.usedThisMonthCents);
  return (
    <div className="overlay-stack" data-testid="limit">
      <FlowNotice text={notice} />
      <FlowError text={error} />
      <dl className="flow-facts" data-testid="limit-facts">
        <Fact label={t.flows.limitCurrent}>
          <span className="num" data-testid="limit-current">
            {limit.monthlyCents === null ? t.flows.limitNone : euros(limit.monthlyCents, language)}
          </span>
        </Fact>
        <Fact label={t.flows.limitUsed}>
          <span className="num">{euros(limit.usedThisMonthCents, language)}</span>
        </Fact>
        {left === null ? null : (
          <Fact label={t.flows.limitLeft}>
            <span className="num">{euros(left, language)}</span>
          </Fact>
        )}
      </dl>
      {limit.next ? (
        <p className="flow-status" data-testid="limit-pending">
          {limit.next.monthlyCents === null
            ? fill(t.flows.limitPendingNone, { date: formatDate(limit.next.from, language) })
            : fill(t.flows.limitPending, {
                date: formatDate(limit.next.from, language),
                limit: euros(limit.next.monthlyCents, language),
              })}
        </p>
      ) : null}
      <form className="overlay-form" onSubmit={submit} noValidate>
        <p className="overlay-note">{fill(t.flows.limitRule, rules)}</p>
        <label>
          {t.flows.limitNew}
          <span className="input-affix">
            <input
              name="monthlyEuros"
              inputMode="numeric"
              autoComplete="off"
              maxLength={7}
              placeholder={t.flows.limitNone}
              aria-describedby="limit-hint"
            />
            <span aria-hidden="true">€</span>
          </span>
          <span id="limit-hint" className="field-hint">
            {fill(t.flows.limitHint, rules)}
          </span>
        </label>
        <button type="submit" className="btn btn-primary" disabled={busy} data-testid="limit-submit">
          {t.flows.limitSubmit}
        </button>
      </form>
    </div>
  );
}
