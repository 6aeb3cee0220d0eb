import { type FormEvent, useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import type { TAuthResult } from "../../../../common/contracts/accounts.ts";
import { ApiError } from "../../../api/rest.ts";
import { type Dictionary, useI18n } from "../../../i18n/index.ts";
import type { AuthFlow, OverlayMessage } from "../messages.ts";
import type { PayApi } from "../payApi.ts";

function errorText(t: Dictionary, flow: AuthFlow, status: number, code: string | undefined): string {
  if (status === 429) return t.overlay.errorRateLimited;
  if (code === "CONFLICT") return t.overlay.errorTaken;
  if (code === "VALIDATION_FAILED") return t.overlay.errorInvalid;
  if (flow === "login" && status === 401) return t.overlay.errorWrongLogin;
  if (flow === "pwdreset" && status === 400) return t.overlay.errorLink;
  return t.overlay.errorGeneric;
}

/**
 * login, signup, pwdlost and pwdreset. A login or signup hands its token to the site by window
 * message (transfer_token), then reports success. The calls go through the overlay's API client,
 * which names the site address the page serves (a sign-up remembers it for the mails' links).
 */
export function AuthFlowView(props: {
  api: PayApi;
  flow: AuthFlow;
  resetToken: string;
  post(message: OverlayMessage): void;
  switchTo(flow: AuthFlow): void;
}) {
  const { flow, resetToken, post } = props;
  const { t, language } = useI18n();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  // Until React handles the form, submitting it would send the password the browser's way.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  // Why the login was opened (e.g. `teaser=pin`: the guest clicked a favourite's heart).
  const [searchParams] = useSearchParams();
  const teaser =
    searchParams.get("teaser") === "pin" && (flow === "login" || flow === "signup")
      ? t.favorites.loginTeaser
      : null;

  const switchTo = (next: AuthFlow) => {
    props.switchTo(next);
    setError(null);
    setSent(false);
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const field = (name: string) => String(form.get(name) ?? "");
    const requests: Record<AuthFlow, { path: string; body: object }> = {
      login: { path: "auth/login", body: { email: field("email"), password: field("password") } },
      signup: {
        path: "auth/signup",
        body: { email: field("email"), password: field("password"), name: field("name") },
      },
      pwdlost: { path: "auth/passwordLost", body: { email: field("email") } },
      pwdreset: { path: "auth/passwordReset", body: { token: resetToken, password: field("password") } },
    };
    const { path, body } = requests[flow];
    setBusy(true);
    setError(null);
    try {
      const answer = await props.api.rest<Partial<TAuthResult>>(path, {
        method: "POST",
        payload: body,
        language,
      });
      if (flow === "pwdlost") {
        setSent(true);
        return;
      }
      if (answer?.accessToken) {
        post({ source: "velvet-overlay", type: "transfer_token", accessToken: answer.accessToken });
        if (flow === "signup") post({ source: "velvet-overlay", type: "signup", flow });
        post({ source: "velvet-overlay", type: "success", flow });
      }
    } catch (failure) {
      setError(
        failure instanceof ApiError && failure.status !== 0
          ? errorText(t, flow, failure.status, failure.code)
          : t.overlay.errorGeneric,
      );
    } finally {
      setBusy(false);
    }
  }

  const submitLabels: Record<AuthFlow, string> = {
    login: t.overlay.loginSubmit,
    signup: t.overlay.signupSubmit,
    pwdlost: t.overlay.pwdlostSubmit,
    pwdreset: t.overlay.pwdresetSubmit,
  };
  const needsEmail = flow !== "pwdreset";
  const needsPassword = flow !== "pwdlost";

  return (
    <>
      {teaser ? (
        <p className="flow-notice" data-testid="login-teaser">
          {teaser}
        </p>
      ) : null}
      {sent ? (
        <p role="status">{t.overlay.pwdlostSent}</p>
      ) : (
        <form className="overlay-form" method="post" onSubmit={submit} noValidate>
          {error ? (
            <p className="overlay-error" role="alert">
              {error}
            </p>
          ) : null}
          {flow === "signup" ? (
            <label>
              {t.overlay.name}
              <input name="name" autoComplete="nickname" required maxLength={40} />
            </label>
          ) : null}
          {needsEmail ? (
            <label>
              {t.overlay.email}
              <input name="email" type="email" autoComplete="email" required maxLength={254} />
            </label>
          ) : null}
          {needsPassword ? (
            <label>
              {flow === "login" ? t.overlay.password : t.overlay.newPassword}
              <input
                name="password"
                type="password"
                autoComplete={flow === "login" ? "current-password" : "new-password"}
                required
                minLength={flow === "login" ? 1 : 8}
              />
            </label>
          ) : null}
          {flow === "signup" ? <p className="overlay-note">{t.overlay.adultsOnly}</p> : null}
          <button type="submit" className="btn btn-primary" disabled={busy || !hydrated}>
            {submitLabels[flow]}
          </button>
        </form>
      )}
      <nav className="overlay-links" aria-label={t.overlay.title}>
        {flow !== "login" ? (
          <button type="button" className="link-button" onClick={() => switchTo("login")}>
            {t.overlay.toLogin}
          </button>
        ) : null}
        {flow !== "signup" ? (
          <button type="button" className="link-button" onClick={() => switchTo("signup")}>
            {t.overlay.toSignup}
          </button>
        ) : null}
        {flow === "login" ? (
          <button type="button" className="link-button" onClick={() => switchTo("pwdlost")}>
            {t.overlay.toPwdlost}
          </button>
        ) : null}
      </nav>
    </>
  );
}
