import { type FormEvent, useId, useState } from "react";
import type { TGuestState } from "../../../common/contracts/accounts.ts";
import { ONE_CLICK_BUY_MAX_LIMIT } from "../../../common/contracts/values/accounts.ts";
import { formatCoins, formatCoinsWithEuro } from "../../../common/money.ts";
import { isApiError } from "../../api/rest.ts";
import { fill, useI18n } from "../../i18n/index.ts";
import { ONE_CLICK_TEXTS } from "./oneClickTexts.ts";
import { failureText, Outcome, Section } from "./parts.tsx";
import { useSaveOneClickBuy } from "./queries.ts";

/** Whole VXC typed by the guest, 1 to the maximum; null when it is not one. */
export function parseLimit(typed: string): number | null {
  const text = typed.trim();
  if (!/^\d{1,7}$/.test(text)) return null;
  const value = Number(text);
  return value >= 1 && value <= ONE_CLICK_BUY_MAX_LIMIT ? value : null;
}

/**
 * Purchases (issue 27): "buy with one click", off unless the guest turns it on, and the limit up to
 * which a purchase skips its confirmation (whole VXC, with its euro value as they type).
 */
export function OneClickBuySection({ guest }: { guest: TGuestState }) {
  const { t, language } = useI18n();
  const save = useSaveOneClickBuy();
  const id = useId();
  const [enabled, setEnabled] = useState(guest.oneClickBuy.enabled);
  const [typed, setTyped] = useState(String(guest.oneClickBuy.limit));
  const [invalid, setInvalid] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const max = formatCoins(ONE_CLICK_BUY_MAX_LIMIT, language);
  const limit = parseLimit(typed);
  const t2 = ONE_CLICK_TEXTS[language];

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setNotice(null);
    if (limit === null) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    save.mutate(
      { enabled, limit },
      {
        onSuccess: (saved) =>
          setNotice(
            saved.enabled
              ? fill(t2.oneClickSavedOn, { limit: formatCoins(saved.limit, language) })
              : t2.oneClickSavedOff,
          ),
        onError: (failure) => setInvalid(isApiError(failure, "VALIDATION_FAILED")),
      },
    );
  }

  const error = invalid
    ? fill(t2.oneClickInvalid, { max })
    : save.isError
      ? failureText(t, save.error)
      : null;
  return (
    <Section id="buying" title={t2.buyingTitle}>
      <form className="acct-form" onSubmit={submit} noValidate>
        <p className="acct-hint" id={`${id}-hint`}>
          {t2.oneClickHint}
        </p>
        <label className="acct-choice">
          <input
            type="checkbox"
            role="switch"
            aria-checked={enabled}
            checked={enabled}
            aria-describedby={`${id}-hint`}
            onChange={(event) => setEnabled(event.currentTarget.checked)}
            data-testid="one-click-enabled"
          />
          <span>{t2.oneClickLabel}</span>
        </label>
        <div className="acct-inline-form">
          <label className="acct-field">
            <span>{t2.oneClickLimit}</span>
            <input
              name="oneClickLimit"
              inputMode="numeric"
              autoComplete="off"
              maxLength={7}
              value={typed}
              disabled={!enabled}
              aria-invalid={invalid}
              aria-describedby={`${id}-limit`}
              onChange={(event) => {
                setTyped(event.currentTarget.value);
                setInvalid(false);
              }}
              data-testid="one-click-limit"
            />
          </label>
          <button
            type="submit"
            className="btn btn-primary"
            disabled={save.isPending}
            data-testid="one-click-save"
          >
            {t2.oneClickSave}
          </button>
        </div>
        <p id={`${id}-limit`} className="acct-hint num">
          {limit !== null && enabled ? `${formatCoinsWithEuro(limit, language)} · ` : ""}
          {fill(t2.oneClickLimitHint, { max })}
        </p>
        <Outcome error={error} notice={notice} />
      </form>
    </Section>
  );
}
