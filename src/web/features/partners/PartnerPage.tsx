import { type FormEvent, useEffect, useMemo, useRef, useState } from "react";
// Types only from the zod contract (erased); the values from its zod-free half.
import type { TPartnerApplication } from "../../../common/contracts/partners.ts";
import { PARTNER_COUNTRIES, type PartnerKind } from "../../../common/contracts/values/partners.ts";
import { isApiError } from "../../api/rest.ts";
import { fill, useI18n } from "../../i18n/index.ts";
import { useApply } from "./api.ts";
import "../../ui/formCard.css";
import "./partners.css";

/** The fields a refused application names (the server's issues' paths). */
function invalidFields(error: unknown): Set<string> {
  if (!isApiError(error, "VALIDATION_FAILED")) return new Set();
  const issues = (error.details as { issues?: { path: string }[] } | undefined)?.issues ?? [];
  return new Set(issues.map((issue) => issue.path.split(".")[0] ?? ""));
}

/**
 * The model recruitment (/become-a-model/) and affiliate (/affiliate-program/) pages: what we
 * offer, how it works, who may apply, and the application form (stored, confirmed by mail).
 */
export function PartnerPage({ kind }: { kind: PartnerKind }) {
  const { t } = useI18n();
  const page = kind === "model" ? t.partners.model : t.partners.affiliate;
  return (
    <div className="container partner-page">
      <header className="partner-hero">
        <h1>{page.title}</h1>
        <p>{page.intro}</p>
      </header>
      <ul className="partner-points">
        {page.points.map((point) => (
          <li key={point.title}>
            <h2>{point.title}</h2>
            <p>{point.text}</p>
          </li>
        ))}
      </ul>
      <section className="partner-steps" aria-labelledby="partner-steps-title">
        <h2 id="partner-steps-title">{page.stepsTitle}</h2>
        <ol>
          {page.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <p className="partner-requirements">{page.requirements}</p>
      </section>
      <ApplicationForm kind={kind} />
    </div>
  );
}

function ApplicationForm({ kind }: { kind: PartnerKind }) {
  const { t, language } = useI18n();
  const texts = t.partners.form;
  const apply = useApply(language);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const doneRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (sentTo) doneRef.current?.focus();
  }, [sentTo]);
  const countries = useMemo(() => {
    const names = new Intl.DisplayNames([language], { type: "region" });
    return PARTNER_COUNTRIES.map((code) => ({ code, name: names.of(code) ?? code })).sort((a, b) =>
      a.name.localeCompare(b.name, language),
    );
  }, [language]);
  const home = { de: "DE", en: "GB", es: "ES", nl: "NL" }[language];

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? "").trim();
    const common = {
      name: text("name"),
      email: text("email"),
      country: text("country"),
      message: text("message"),
      consent: form.get("consent") === "on",
    };
    const input = (
      kind === "model"
        ? { kind, ...common, birthDate: text("birthDate") }
        : { kind, ...common, website: text("website") }
    ) as TPartnerApplication;
    apply.mutate(input, { onSuccess: () => setSentTo(common.email) });
  };

  if (sentTo)
    return (
      <section
        className="form-card partner-form partner-done"
        aria-labelledby="partner-done-title"
        data-testid="apply-done"
      >
        <h2 id="partner-done-title" ref={doneRef} tabIndex={-1}>
          {texts.sent}
        </h2>
        <p>{fill(texts.sentText, { email: sentTo })}</p>
      </section>
    );

  const invalid = invalidFields(apply.error);
  const aria = (field: string) => (invalid.has(field) ? { "aria-invalid": true as const } : {});
  const underAge = isApiError(apply.error, "VALIDATION_FAILED") && /18/.test(apply.error.message);
  return (
    <form
      className="form-card partner-form"
      onSubmit={submit}
      noValidate
      aria-labelledby="partner-form-title"
      data-testid="apply-form"
    >
      <h2 id="partner-form-title">{texts.title}</h2>
      <div className="form-row">
        <label className="form-field">
          <span>{texts.name}</span>
          <input name="name" autoComplete="name" maxLength={100} required {...aria("name")} />
        </label>
        <label className="form-field">
          <span>{texts.email}</span>
          <input name="email" type="email" autoComplete="email" maxLength={254} required {...aria("email")} />
        </label>
      </div>
      <div className="form-row">
        <label className="form-field">
          <span>{texts.country}</span>
          <select name="country" defaultValue={home} {...aria("country")}>
            {countries.map((country) => (
              <option key={country.code} value={country.code}>
                {country.name}
              </option>
            ))}
          </select>
        </label>
        {kind === "model" ? (
          <label className="form-field">
            <span>{texts.birthDate}</span>
            <input
              name="birthDate"
              type="date"
              autoComplete="bday"
              required
              aria-describedby="partner-birth-hint"
              {...aria("birthDate")}
            />
            <small id="partner-birth-hint">{texts.birthDateHint}</small>
          </label>
        ) : (
          <label className="form-field">
            <span>{texts.website}</span>
            <input
              name="website"
              type="url"
              inputMode="url"
              maxLength={300}
              required
              placeholder="https://"
              aria-describedby="partner-website-hint"
              {...aria("website")}
            />
            <small id="partner-website-hint">{texts.websiteHint}</small>
          </label>
        )}
      </div>
      <label className="form-field">
        <span>{texts.message}</span>
        <textarea name="message" rows={4} maxLength={2000} {...aria("message")} />
      </label>
      <label className="form-check">
        <input type="checkbox" name="consent" required {...aria("consent")} />
        <span>{texts.consent}</span>
      </label>
      <div role="alert" className="form-error" data-testid="apply-error">
        {apply.isError
          ? isApiError(apply.error, "RATE_LIMITED")
            ? texts.tooMany
            : underAge
              ? texts.underAge
              : texts.failed
          : null}
      </div>
      <button type="submit" className="btn btn-primary" disabled={apply.isPending} data-testid="apply-send">
        {apply.isPending ? texts.sending : texts.send}
      </button>
    </form>
  );
}
