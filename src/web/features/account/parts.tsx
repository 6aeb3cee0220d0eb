import type { ReactNode } from "react";
import { isApiError } from "../../api/rest.ts";
import { type Dictionary, useI18n } from "../../i18n/index.ts";

/** One section of the account home: a heading (in the page's section list) and its content. */
export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} className="acct-section" aria-labelledby={`${id}-title`} data-testid={`acct-${id}`}>
      <h2 id={`${id}-title`}>{title}</h2>
      {children}
    </section>
  );
}

/** A section's data while it loads or when it could not be read (with a retry). */
export function Loading({ failed, retry }: { failed: boolean; retry: () => void }) {
  const { t } = useI18n();
  if (!failed)
    return (
      <p className="muted" role="status">
        {t.accountHome.loading}
      </p>
    );
  return (
    <p className="acct-error" role="alert">
      {t.accountHome.loadFailed}{" "}
      <button type="button" className="acct-link-button" onClick={retry}>
        {t.accountHome.retry}
      </button>
    </p>
  );
}

/** The outcome of a form: an error (alert) or a confirmation (status). */
export function Outcome({ error, notice }: { error?: string | null; notice?: string | null }) {
  return (
    <>
      <p className="acct-error" role="alert" hidden={!error}>
        {error}
      </p>
      <p className="acct-notice" role="status" hidden={!notice}>
        {notice}
      </p>
    </>
  );
}

/** The words for a failed call: rate limits and network trouble, else the generic message. */
export function failureText(t: Dictionary, error: unknown): string {
  if (isApiError(error, "RATE_LIMITED")) return t.overlay.errorRateLimited;
  return t.overlay.errorGeneric;
}
