import { type FormEvent, useState } from "react";
import {
  SPEND_LIMIT_MAX_COINS,
  type TSpendLimit,
  type TSpendLimitsInput,
} from "../../../common/contracts/spendLimits.ts";
import type { Language } from "../../../common/languages.ts";
import { formatCoins, formatCoinsWithEuro } from "../../../common/money.ts";
import { isApiError } from "../../api/rest.ts";
import { fill, useI18n } from "../../i18n/index.ts";
import { failureText, Loading, Outcome } from "./parts.tsx";
import { useSetSpendLimits, useSpendLimits } from "./queries.ts";
import { SPEND_LIMIT_TEXTS, type SpendLimitTexts } from "./spendLimitTexts.ts";

/** Whole coins typed by the guest ("1.000" is a thousand); null for none, NaN when not valid. */
export function parseCoins(typed: string): number | null {
  const text = /^\d{1,3}([.,\s]\d{3})+$/.test(typed) ? typed.replace(/[.,\s]/g, "") : typed;
  if (text === "") return null;
  const value = Number(text);
  return /^\d+$/.test(text) && value <= SPEND_LIMIT_MAX_COINS ? value : Number.NaN;
}

/** A moment with date and time, in the guest's time zone (cooling-off ends to the minute). */
const when = (iso: string, language: Language) =>
  new Intl.DateTimeFormat(language, { dateStyle: "medium", timeStyle: "short" }).format(new Date(iso));

function Pending({
  limit,
  texts,
  language,
}: {
  limit: TSpendLimit;
  texts: SpendLimitTexts;
  language: Language;
}) {
  if (!limit.next) return null;
  const date = when(limit.next.from, language);
  return (
    <p className="acct-hint" data-testid={`spend-pending-${limit.period}`}>
      {limit.next.limitCoins === null
        ? fill(texts.pendingNone, { date })
        : fill(texts.pending, { date, limit: formatCoinsWithEuro(limit.next.limitCoins, language) })}
    </p>
  );
}

/**
 * The spend limits (day, week, month): each period's limit in force, what was spent so far, a
 * pending raise or removal with the time it applies, and a form to change them. Only the periods
 * whose field changed are sent (an unchanged field never cancels a pending change).
 */
export function SpendLimits() {
  const { t, language } = useI18n();
  const texts = SPEND_LIMIT_TEXTS[language];
  const state = useSpendLimits();
  const save = useSetSpendLimits();
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const max = formatCoins(SPEND_LIMIT_MAX_COINS, language);
  const limits = state.data?.limits;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!limits) return;
    const form = new FormData(event.currentTarget);
    const changes: TSpendLimitsInput = {};
    for (const limit of limits) {
      const wanted = parseCoins(String(form.get(limit.period) ?? "").trim());
      if (Number.isNaN(wanted)) {
        setNotice(null);
        setError(fill(texts.invalid, { max }));
        return;
      }
      if (wanted !== limit.limitCoins) changes[limit.period] = wanted;
    }
    setError(null);
    if (Object.keys(changes).length === 0) {
      setNotice(texts.unchanged);
      return;
    }
    save.mutate(changes, {
      onSuccess: (next) => {
        const later = next.limits.find((entry) => entry.period in changes && entry.next);
        setNotice(
          later?.next ? fill(texts.savedLater, { date: when(later.next.from, language) }) : texts.savedNow,
        );
      },
      onError: (failure) =>
        setError(
          isApiError(failure, "VALIDATION_FAILED") ? fill(texts.invalid, { max }) : failureText(t, failure),
        ),
    });
  }

  return (
    <div className="acct-spend" data-testid="spend-limits">
      <h3>{texts.title}</h3>
      <p className="acct-hint">{fill(texts.rule, { hours: state.data?.coolingOffHours ?? 24 })}</p>
      {!limits ? (
        <Loading failed={state.isError} retry={() => void state.refetch()} />
      ) : (
        <form className="acct-form" onSubmit={submit} noValidate>
          <div className="acct-field-row">
            {limits.map((limit) => (
              <div key={limit.period} className="acct-spend-period" data-testid={`spend-${limit.period}`}>
                <label className="acct-field">
                  <span>
                    {texts.period[limit.period]} · {texts.limit}
                  </span>
                  <input
                    // A new key per saved value: the field shows the limit in force after a save.
                    key={`${limit.limitCoins}-${limit.next?.from ?? ""}`}
                    name={limit.period}
                    inputMode="numeric"
                    autoComplete="off"
                    maxLength={9}
                    defaultValue={limit.limitCoins ?? ""}
                    placeholder={texts.none}
                    aria-describedby="acct-spend-hint"
                    data-testid={`spend-input-${limit.period}`}
                  />
                </label>
                <dl className="acct-facts">
                  <div>
                    <dt>{texts.limit}</dt>
                    <dd className="num" data-testid={`spend-limit-${limit.period}`}>
                      {limit.limitCoins === null
                        ? texts.none
                        : formatCoinsWithEuro(limit.limitCoins, language)}
                    </dd>
                  </div>
                  <div>
                    <dt>{texts.spent}</dt>
                    <dd className="num" data-testid={`spend-spent-${limit.period}`}>
                      {formatCoinsWithEuro(limit.spentCoins, language)}
                    </dd>
                  </div>
                </dl>
                <Pending limit={limit} texts={texts} language={language} />
              </div>
            ))}
          </div>
          <p id="acct-spend-hint" className="acct-hint">
            {fill(texts.hint, { max })}
          </p>
          <button
            type="submit"
            className="btn btn-primary"
            disabled={save.isPending}
            data-testid="spend-submit"
          >
            {texts.submit}
          </button>
          <Outcome error={error} notice={notice} />
        </form>
      )}
    </div>
  );
}
