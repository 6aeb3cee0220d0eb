import { type FormEvent, useMemo, useState } from "react";
import type { AvsStatus } from "../../../../common/contracts/accounts.ts";
import type { Language } from "../../../../common/languages.ts";
import { formatDate } from "../../../i18n/format.ts";
import { fill, useI18n } from "../../../i18n/index.ts";
import { Fact, FlowError, FlowLoading, useBusy, useResource } from "./flowParts.tsx";
import type { FlowProps } from "./types.ts";

/** Countries whose ID documents the age check takes. */
export const AVS_COUNTRIES = ["DE", "AT", "CH", "NL", "BE", "LU", "ES", "GB", "FR", "IT", "PL"] as const;

const HOME_COUNTRY: Record<Language, string> = { de: "DE", en: "GB", es: "ES", nl: "NL" };

interface AvsState {
  avsStatus: AvsStatus;
  avsRejectMessage: string | null;
  lastCheckAt: string | null;
}

const DOCUMENT = /^[A-Za-z0-9]{5,20}$/;

/** Country names in the page language, sorted by name (codes when Intl has no names). */
function countryOptions(language: Language): { code: string; name: string }[] {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([language], { type: "region" });
  } catch {
    names = null;
  }
  return AVS_COUNTRIES.map((code) => ({ code, name: names?.of(code) ?? code })).sort((a, b) =>
    a.name.localeCompare(b.name, language),
  );
}

function todayIso(): string {
  return new Date().toISOString().slice(0, 10);
}

/**
 * avs: the age check's state, and the form (birth date, document number, issuing country). The
 * provider accepts, rejects with a reason, or sends the check to manual review.
 */
export function AvsFlow({ api, succeeded, close }: FlowProps) {
  const { t, language } = useI18n();
  const { data: state, setData, failed } = useResource<AvsState>(api, "avs/status");
  const { busy, run } = useBusy();
  const [error, setError] = useState<string | null>(null);
  const countries = useMemo(() => countryOptions(language), [language]);

  if (!state) return <FlowLoading failed={failed} />;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const birthDate = String(form.get("birthDate") ?? "");
    const documentNumber = String(form.get("documentNumber") ?? "")
      .replace(/[\s-]/g, "")
      .toUpperCase();
    const country = String(form.get("country") ?? "");
    if (!/^\d{4}-\d{2}-\d{2}$/.test(birthDate)) return setError(t.flows.avsDateMissing);
    if (birthDate > todayIso() || birthDate < "1900-01-01") return setError(t.flows.avsDateInvalid);
    if (!DOCUMENT.test(documentNumber)) return setError(t.flows.avsDocumentInvalid);
    if (!(AVS_COUNTRIES as readonly string[]).includes(country)) return setError(t.flows.avsCountryMissing);
    setError(null);
    const result = await run(() =>
      api.post<Omit<AvsState, "lastCheckAt">>("avs/verify", { birthDate, documentNumber, country }),
    );
    if (!result.ok) {
      setError(result.code === "VALIDATION_FAILED" ? t.flows.avsCheckInput : t.overlay.errorGeneric);
      return;
    }
    setData({ ...result.data, lastCheckAt: new Date().toISOString() });
    succeeded(); // the site shows the new state (status bar, age-restricted videos)
  }

  const status = state.avsStatus;
  const canCheck = status === "unknown" || status === "rejected" || status === "revoked";
  return (
    <div className="overlay-stack" data-testid="avs">
      <div className={`avs-state avs-${status}`} role="status" data-testid="avs-status">
        <dl className="flow-facts">
          <Fact label={t.flows.avsStatusLabel}>
            <span className="status-pill">{t.flows.avsStatuses[status]}</span>
          </Fact>
          {state.lastCheckAt ? (
            <Fact label={t.flows.avsLastCheck}>
              <span className="num">{formatDate(state.lastCheckAt, language)}</span>
            </Fact>
          ) : null}
        </dl>
        <p>
          {status === "rejected" || status === "revoked"
            ? fill(t.flows.avsTexts[status], { message: state.avsRejectMessage ?? "" }).trim()
            : t.flows.avsTexts[status]}
        </p>
      </div>
      {status === "accepted" ? (
        <button type="button" className="btn btn-primary" onClick={close} data-testid="avs-done">
          {t.pay.done}
        </button>
      ) : null}
      {canCheck ? (
        <form className="overlay-form" onSubmit={submit} noValidate data-testid="avs-form">
          <FlowError text={error} />
          <p className="overlay-note">{t.flows.avsIntro}</p>
          <label>
            {t.flows.avsBirthDate}
            <input
              name="birthDate"
              type="date"
              required
              max={todayIso()}
              min="1900-01-01"
              autoComplete="bday"
            />
          </label>
          <label>
            {t.flows.avsDocument}
            <input
              name="documentNumber"
              required
              maxLength={24}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              aria-describedby="avs-document-hint"
            />
            <span id="avs-document-hint" className="field-hint">
              {t.flows.avsDocumentHint}
            </span>
          </label>
          <label>
            {t.flows.avsCountry}
            <select name="country" required defaultValue={HOME_COUNTRY[language]}>
              {countries.map((entry) => (
                <option key={entry.code} value={entry.code}>
                  {entry.name}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className="btn btn-primary" disabled={busy} data-testid="avs-submit">
            {t.flows.avsSubmit}
          </button>
          <p className="overlay-note">{t.flows.avsPrivacy}</p>
        </form>
      ) : null}
    </div>
  );
}
