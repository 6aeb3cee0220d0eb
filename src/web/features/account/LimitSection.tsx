import { type FormEvent, lazy, Suspense, useState } from "react";
import { LIMIT_COOLING_OFF_DAYS } from "../../../common/contracts/values/payments.ts";
import type { Language } from "../../../common/languages.ts";
import { formatMoney } from "../../../common/money.ts";
import { isApiError } from "../../api/rest.ts";
import { formatDate } from "../../i18n/format.ts";
import { fill, useI18n } from "../../i18n/index.ts";
import { failureText, Loading, Outcome, Section } from "./parts.tsx";
import { usePaymentState, useSetLimit } from "./queries.ts";

const EUROS = { min: 10, max: 100_000 } as const;
const euros = (cents: number, language: Language) => formatMoney({ value: cents, currency: "EUR" }, language);

/** Whole euros typed by the guest ("1.000" is a thousand); null for none, NaN when not valid. */
function parseEuros(typed: string): number | null {
  const text = /^\d{1,3}(\.\d{3})+$/.test(typed) ? typed.replace(/\./g, "") : typed;
  if (text === "") return null;
  const value = Number(text);
  return /^\d+$/.test(text) && value >= EUROS.min && value <= EUROS.max ? value : Number.NaN;
}

// The spend limits load after the page (their texts in four languages stay out of its first JavaScript).
const SpendLimits = lazy(() => import("./SpendLimits.tsx").then((m) => ({ default: m.SpendLimits })));

/**
 * Limits: the monthly deposit limit, what was deposited this month, a pending change, a new limit;
 * then the spend limits per day, week and month (SpendLimits).
 */
export function LimitSection() {
  const { t, language } = useI18n();
  const state = usePaymentState();
  const setLimit = useSetLimit();
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const rules = {
    min: euros(EUROS.min * 100, language),
    max: euros(EUROS.max * 100, language),
    days: LIMIT_COOLING_OFF_DAYS,
  };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const monthlyEuros = parseEuros(
      String(new FormData(event.currentTarget).get("monthlyEuros") ?? "").trim(),
    );
    setNotice(null);
    if (Number.isNaN(monthlyEuros)) {
      setError(fill(t.flows.limitInvalid, rules));
      return;
    }
    setError(null);
    setLimit.mutate(monthlyEuros, {
      onSuccess: (next) =>
        setNotice(
          next.limit.next
            ? fill(t.flows.limitSavedLater, { date: formatDate(next.limit.next.from, language) })
            : t.flows.limitSavedNow,
        ),
      onError: (failure) =>
        setError(
          isApiError(failure, "VALIDATION_FAILED")
            ? fill(t.flows.limitInvalid, rules)
            : failureText(t, failure),
        ),
    });
  }

  const limit = state.data?.limit;
  return (
    <Section id="limits" title={t.accountHome.limitsTitle}>
      {!limit ? (
        <Loading failed={state.isError} retry={() => void state.refetch()} />
      ) : (
        <>
          <dl className="acct-facts acct-facts-row">
            <div>
              <dt>{t.flows.limitCurrent}</dt>
              <dd className="num" data-testid="limit-current">
                {limit.monthlyCents === null ? t.flows.limitNone : euros(limit.monthlyCents, language)}
              </dd>
            </div>
            <div>
              <dt>{t.flows.limitUsed}</dt>
              <dd className="num">{euros(limit.usedThisMonthCents, language)}</dd>
            </div>
          </dl>
          {limit.next ? (
            <p className="acct-hint" data-testid="limit-pending">
              {limit.next.monthlyCents === null
                ? fill(t.flows.limitPendingNone, { date: formatDate(limit.next.from, language) })
                : fill(t.flows.limitPending, {
                    date: formatDate(limit.next.from, language),
                    limit: euros(limit.next.monthlyCents, language),
                  })}
            </p>
          ) : null}
        </>
      )}
      <form className="acct-form" onSubmit={submit} noValidate>
        <p className="acct-hint">{fill(t.flows.limitRule, rules)}</p>
        <div className="acct-inline-form">
          <label className="acct-field">
            <span>{t.flows.limitNew}</span>
            <input
              name="monthlyEuros"
              inputMode="numeric"
              autoComplete="off"
              maxLength={7}
              placeholder={t.flows.limitNone}
              aria-describedby="acct-limit-hint"
            />
          </label>
          <button
            type="submit"
            className="btn btn-primary"
            disabled={setLimit.isPending}
            data-testid="limit-submit"
          >
            {t.flows.limitSubmit}
          </button>
        </div>
        <p id="acct-limit-hint" className="acct-hint">
          {fill(t.flows.limitHint, rules)}
        </p>
        <Outcome error={error} notice={notice} />
      </form>
      <Suspense fallback={null}>
        <SpendLimits />
      </Suspense>
    </Section>
  );
}
