import { type FormEvent, useState } from "react";
import type { TGuestState } from "../../../common/contracts/accounts.ts";
import { LANGUAGES, type Language } from "../../../common/languages.ts";
import { isApiError } from "../../api/rest.ts";
import { LANGUAGE_NAMES, useI18n } from "../../i18n/index.ts";
import { failureText, Outcome, Section } from "./parts.tsx";
import { useResendVerification, useSaveProfile } from "./queries.ts";

/** Profile: display name, e-mail and whether it is confirmed (with a new link), language. */
export function ProfileSection({ guest }: { guest: TGuestState }) {
  const { t } = useI18n();
  const save = useSaveProfile();
  const resend = useResendVerification();
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const name = String(form.get("name") ?? "").trim();
    if (name.length < 1 || name.length > 40) {
      setError(t.flows.nameInvalid);
      setNotice(null);
      return;
    }
    const language = String(form.get("language") ?? guest.language) as Language;
    setError(null);
    setNotice(null);
    save.mutate(
      { name, language },
      {
        onSuccess: () => setNotice(t.accountHome.profileSaved),
        onError: (failure) =>
          setError(isApiError(failure, "VALIDATION_FAILED") ? t.flows.nameInvalid : failureText(t, failure)),
      },
    );
  }

  return (
    <Section id="profile" title={t.flows.profile}>
      <dl className="acct-facts">
        <div>
          <dt>{t.accountHome.email}</dt>
          <dd>
            <span className="acct-email">{guest.email}</span>{" "}
            <span
              className={`badge ${guest.emailVerified ? "acct-badge-ok" : "acct-badge-todo"}`}
              data-testid="email-state"
            >
              {guest.emailVerified ? t.accountHome.verified : t.accountHome.unverified}
            </span>
          </dd>
        </div>
      </dl>
      {guest.emailVerified ? null : (
        <div className="acct-inline">
          <button
            type="button"
            className="btn btn-secondary btn-small"
            disabled={resend.isPending || resend.isSuccess}
            onClick={() => resend.mutate()}
            data-testid="resend-verification"
          >
            {t.accountHome.resend}
          </button>
          <Outcome
            error={resend.isError ? failureText(t, resend.error) : null}
            notice={resend.isSuccess ? t.accountHome.resent : null}
          />
        </div>
      )}
      <form className="acct-form" onSubmit={submit} noValidate>
        <div className="acct-field-row">
          <label className="acct-field">
            <span>{t.overlay.name}</span>
            <input name="name" defaultValue={guest.name} required maxLength={40} autoComplete="nickname" />
          </label>
          <label className="acct-field">
            <span>{t.nav.language}</span>
            <select name="language" defaultValue={guest.language}>
              {LANGUAGES.map((code) => (
                <option key={code} value={code}>
                  {LANGUAGE_NAMES[code]}
                </option>
              ))}
            </select>
          </label>
        </div>
        <p className="acct-hint">{t.flows.languageNote}</p>
        <Outcome error={error} notice={notice} />
        <button
          type="submit"
          className="btn btn-primary"
          disabled={save.isPending}
          data-testid="profile-save"
        >
          {t.accountHome.profileSave}
        </button>
      </form>
    </Section>
  );
}
