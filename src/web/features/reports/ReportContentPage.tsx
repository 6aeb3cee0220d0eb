import { type FormEvent, useEffect, useRef, useState } from "react";
// Types only from the zod contract (erased); the values from its zod-free half.
import type { TContentReportInput } from "../../../common/contracts/reports.ts";
import {
  REPORT_LIMITS,
  REPORT_REASONS,
  type TContentReportReceipt,
} from "../../../common/contracts/values/reports.ts";
import { isApiError } from "../../api/rest.ts";
import { formatDate } from "../../i18n/format.ts";
import { fill, useI18n } from "../../i18n/index.ts";
import { useReportReceipt, useSendReport } from "./api.ts";
import "../../ui/formCard.css";
import "./reports.css";

/** The fields a refused report names (the server's issues' paths). */
function invalidFields(error: unknown): Set<string> {
  if (!isApiError(error, "VALIDATION_FAILED")) return new Set();
  const issues = (error.details as { issues?: { path: string }[] } | undefined)?.issues ?? [];
  return new Set(issues.map((issue) => issue.path.split(".")[0] ?? ""));
}

/**
 * /report-content/: anyone reports content of the site (notice and action): the page it is on
 * (filled in from `?url=`, the page the footer link was followed from), a reason, an explanation,
 * optionally a name and an e-mail address, and the good-faith confirmation. The answer is a
 * receipt number; `?reference=` shows a report's state and the operator's decision.
 */
export function ReportContentPage({ url, reference }: { url: string; reference: string | null }) {
  const { t, language } = useI18n();
  const texts = t.reports;
  const send = useSendReport(language);
  const [sent, setSent] = useState<TContentReportReceipt | null>(null);
  const [mailed, setMailed] = useState(false);
  /** Fields the form itself found wrong before sending (the server checks again). */
  const [missing, setMissing] = useState<Set<string>>(new Set());
  const receiptRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (sent) receiptRef.current?.focus();
  }, [sent]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? "").trim();
    const input = {
      url: text("url"),
      reason: text("reason"),
      explanation: text("explanation"),
      ...(text("name") ? { name: text("name") } : {}),
      ...(text("email") ? { email: text("email") } : {}),
      goodFaith: form.get("goodFaith") === "on",
    } as TContentReportInput;
    const wrong = new Set(
      [
        input.url ? "" : "url",
        input.explanation.length >= REPORT_LIMITS.explanationMin ? "" : "explanation",
        input.goodFaith ? "" : "goodFaith",
      ].filter(Boolean),
    );
    setMissing(wrong);
    if (wrong.size > 0) return;
    send.mutate(input, {
      onSuccess: (receipt) => {
        setMailed(Boolean(input.email));
        setSent(receipt);
      },
    });
  };

  const invalid = missing.size > 0 ? missing : invalidFields(send.error);
  const aria = (field: string) => (invalid.has(field) ? { "aria-invalid": true as const } : {});

  return (
    <div className="container report-page">
      <h1>{texts.title}</h1>
      <p className="report-intro">{texts.intro}</p>
      <p className="report-emergency" role="note">
        {texts.emergency}
      </p>
      {sent ? (
        <section
          className="form-card report-receipt"
          aria-labelledby="report-receipt-title"
          data-testid="report-receipt"
        >
          <h2 id="report-receipt-title" ref={receiptRef} tabIndex={-1}>
            {texts.received}
          </h2>
          <p className="report-reference" data-testid="report-reference">
            {fill(texts.receiptNumber, { reference: sent.reference })}
          </p>
          {mailed ? <p>{texts.receiptMailed}</p> : null}
          <p className="muted">{texts.receiptKeep}</p>
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => {
              send.reset();
              setSent(null);
            }}
          >
            {texts.another}
          </button>
        </section>
      ) : (
        <form className="form-card report-form" onSubmit={submit} noValidate data-testid="report-form">
          <label className="form-field">
            <span>{texts.url}</span>
            <input
              name="url"
              defaultValue={url}
              maxLength={500}
              required
              aria-describedby="report-url-hint"
              {...aria("url")}
            />
          </label>
          <p id="report-url-hint" className="form-hint">
            {texts.urlHint}
          </p>
          <label className="form-field">
            <span>{texts.reason}</span>
            <select name="reason" defaultValue="illegal" {...aria("reason")}>
              {REPORT_REASONS.map((reason) => (
                <option key={reason} value={reason}>
                  {texts.reasons[reason]}
                </option>
              ))}
            </select>
          </label>
          <label className="form-field">
            <span>{texts.explanation}</span>
            <textarea
              name="explanation"
              rows={6}
              minLength={10}
              maxLength={5000}
              required
              aria-describedby="report-explanation-hint"
              {...aria("explanation")}
            />
          </label>
          <p id="report-explanation-hint" className="form-hint">
            {texts.explanationHint}
          </p>
          <div className="form-row">
            <label className="form-field">
              <span>{texts.name}</span>
              <input name="name" autoComplete="name" maxLength={100} {...aria("name")} />
            </label>
            <label className="form-field">
              <span>{texts.email}</span>
              <input
                name="email"
                type="email"
                autoComplete="email"
                maxLength={254}
                aria-describedby="report-email-hint"
                {...aria("email")}
              />
            </label>
          </div>
          <p id="report-email-hint" className="form-hint">
            {texts.emailHint}
          </p>
          <label className="form-check">
            <input type="checkbox" name="goodFaith" required {...aria("goodFaith")} />
            <span>{texts.goodFaith}</span>
          </label>
          <div role="alert" className="form-error" data-testid="report-error">
            {missing.size > 0 || send.isError
              ? isApiError(send.error, "RATE_LIMITED") && missing.size === 0
                ? texts.tooMany
                : texts.failed
              : null}
          </div>
          <button
            type="submit"
            className="btn btn-primary"
            disabled={send.isPending}
            data-testid="report-send"
          >
            {send.isPending ? texts.sending : texts.send}
          </button>
        </form>
      )}
      <ReceiptLookup initial={reference} />
    </div>
  );
}

/** The state of a report by its receipt number (from `?reference=` or typed in). */
function ReceiptLookup({ initial }: { initial: string | null }) {
  const { t, language } = useI18n();
  const texts = t.reports;
  const [reference, setReference] = useState(initial);
  const receipt = useReportReceipt(reference);
  return (
    <section className="form-card report-lookup" aria-labelledby="report-lookup-title">
      <h2 id="report-lookup-title">{texts.lookup}</h2>
      <form
        className="report-lookup-form"
        onSubmit={(event) => {
          event.preventDefault();
          const typed = String(new FormData(event.currentTarget).get("reference") ?? "").trim();
          setReference(typed || null);
        }}
      >
        <label className="form-field">
          <span>{texts.lookupLabel}</span>
          <input
            name="reference"
            defaultValue={initial ?? ""}
            placeholder="VR-XXXX-XXXX-XXXX"
            maxLength={40}
          />
        </label>
        <button type="submit" className="btn btn-secondary">
          {texts.lookupSend}
        </button>
      </form>
      <div aria-live="polite" data-testid="report-state">
        {receipt.isError ? <p className="form-error">{texts.notFound}</p> : null}
        {receipt.data ? (
          <div className="report-state" data-status={receipt.data.status}>
            <p className="report-reference">{receipt.data.reference}</p>
            <p>
              <strong>{texts.status[receipt.data.status]}</strong>
            </p>
            <p className="muted">
              {fill(texts.receivedOn, { date: formatDate(receipt.data.received, language) })}
              {receipt.data.decided
                ? ` · ${fill(texts.decidedOn, { date: formatDate(receipt.data.decided, language) })}`
                : ""}
            </p>
            {receipt.data.decision ? (
              <>
                <h3>{texts.ourReasons}</h3>
                <p className="report-decision">{receipt.data.decision}</p>
              </>
            ) : null}
          </div>
        ) : null}
      </div>
    </section>
  );
}
