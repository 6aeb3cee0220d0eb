import { type FormEvent, useRef, useState } from "react";
import { buildPath } from "../../../common/routes/index.ts";
import { isApiError } from "../../api/rest.ts";
import { useI18n } from "../../i18n/index.ts";
import { failureText, Outcome, Section } from "./parts.tsx";
import { useDeleteAccount, useExportData } from "./queries.ts";

/** Data export: everything stored about the guest as a JSON download. */
export function ExportSection() {
  const { t } = useI18n();
  const exportData = useExportData();
  return (
    <Section id="data" title={t.flows.dataTitle}>
      <p className="muted">{t.flows.exportText}</p>
      <button
        type="button"
        className="btn btn-secondary"
        disabled={exportData.isPending}
        onClick={() => exportData.mutate()}
        data-testid="data-export"
      >
        {t.flows.exportSubmit}
      </button>
      <Outcome
        error={exportData.isError ? failureText(t, exportData.error) : null}
        notice={exportData.isSuccess ? t.flows.exportDone : null}
      />
    </Section>
  );
}

/**
 * Account deletion: a modal dialog (focus moves in and stays there, Escape closes it, focus returns
 * to the button) asks for the password; after the deletion the guest lands on the home page.
 */
export function DeleteSection() {
  const { t, language } = useI18n();
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const remove = useDeleteAccount();
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    dialog.current?.close();
  };
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const password = String(new FormData(event.currentTarget).get("password") ?? "");
    if (!password) {
      setError(t.accountHome.deleteWrongPassword);
      return;
    }
    setError(null);
    remove.mutate(password, {
      onSuccess: () => window.location.assign(`${buildPath(language, "home")}?accountDeleted=1`),
      onError: (failure) =>
        setError(
          isApiError(failure, "FORBIDDEN") ? t.accountHome.deleteWrongPassword : failureText(t, failure),
        ),
    });
  }

  return (
    <Section id="delete" title={t.accountHome.deleteTitle}>
      <p className="muted">{t.accountHome.deleteText}</p>
      <button
        ref={opener}
        type="button"
        className="btn acct-danger"
        onClick={() => {
          setError(null);
          dialog.current?.showModal();
        }}
        data-testid="delete-open"
      >
        {t.accountHome.deleteOpen}
      </button>
      <dialog
        ref={dialog}
        className="acct-dialog"
        aria-labelledby="acct-delete-title"
        aria-describedby="acct-delete-text"
        onClose={() => opener.current?.focus()}
        data-testid="delete-dialog"
      >
        <form className="acct-form" onSubmit={submit} noValidate>
          <h2 id="acct-delete-title">{t.accountHome.deleteConfirmTitle}</h2>
          <p id="acct-delete-text">{t.accountHome.deleteConfirmText}</p>
          <label className="acct-field">
            <span>{t.accountHome.deletePassword}</span>
            <input type="password" name="password" autoComplete="current-password" required />
          </label>
          <Outcome error={error} />
          <div className="acct-dialog-actions">
            <button type="button" className="btn btn-secondary" onClick={close}>
              {t.accountHome.deleteCancel}
            </button>
            <button
              type="submit"
              className="btn acct-danger"
              disabled={remove.isPending}
              data-testid="delete-submit"
            >
              {t.accountHome.deleteSubmit}
            </button>
          </div>
        </form>
      </dialog>
    </Section>
  );
}
