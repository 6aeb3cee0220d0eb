import { type FormEvent, useEffect, useState } from "react";
import { data } from "react-router";
import type { TAuthResult } from "../../common/contracts/accounts.ts";
import { normalizeLanguage } from "../../common/languages.ts";
import { isOverlayFlow, type OverlayFlow, type OverlayMessage } from "../features/overlay/messages.ts";
import { type Dictionary, useI18n } from "../i18n/index.ts";
import type { Route } from "./+types/overlay";

/**
 * The payment/login overlay page, served only on the overlay's own origin and framed by the site.
 * Flows: login, signup, pwdlost, pwdreset. A login hands its token to the site by window message.
 */
export function loader({ request, params, context }: Route.LoaderArgs) {
  if (context.role !== "pay" || !isOverlayFlow(params.flow)) throw data(null, { status: 404 });
  const url = new URL(request.url);
  return {
    flow: params.flow,
    language: normalizeLanguage(url.searchParams.get("lang")),
    siteOrigin: new URL(context.publicUrl).origin,
    token: url.searchParams.get("token") ?? "",
  };
}

export const meta: Route.MetaFunction = () => [{ title: "Velvet" }, { name: "robots", content: "noindex" }];

function post(site: string, message: OverlayMessage): void {
  if (window.parent !== window) window.parent.postMessage(message, site);
}

function errorText(t: Dictionary, flow: OverlayFlow, status: number, code: string | undefined): string {
  if (status === 429) return t.overlay.errorRateLimited;
  if (code === "CONFLICT") return t.overlay.errorTaken;
  if (code === "VALIDATION_FAILED") return t.overlay.errorInvalid;
  if (flow === "login" && status === 401) return t.overlay.errorWrongLogin;
  if (flow === "pwdreset" && status === 400) return t.overlay.errorLink;
  return t.overlay.errorGeneric;
}

export default function Overlay({ loaderData }: Route.ComponentProps) {
  const { siteOrigin, token } = loaderData;
  const { t, language } = useI18n();
  const [flow, setFlow] = useState<OverlayFlow>(loaderData.flow);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  // Until React handles the form, submitting it would send the password the browser's way.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  useEffect(() => {
    post(siteOrigin, { source: "velvet-overlay", type: "ready" });
    post(siteOrigin, { source: "velvet-overlay", type: "content-loaded" });
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== siteOrigin) return;
      const message = event.data as { source?: string; type?: string } | null;
      if (message?.source === "velvet-site" && message.type === "show")
        post(siteOrigin, { source: "velvet-overlay", type: "view-ready" });
    };
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, [siteOrigin]);

  const switchTo = (next: OverlayFlow) => {
    setFlow(next);
    setError(null);
    setSent(false);
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const field = (name: string) => String(form.get(name) ?? "");
    const requests: Record<OverlayFlow, { path: string; body: object }> = {
      login: { path: "auth/login", body: { email: field("email"), password: field("password") } },
      signup: {
        path: "auth/signup",
        body: { email: field("email"), password: field("password"), name: field("name") },
      },
      pwdlost: { path: "auth/passwordLost", body: { email: field("email") } },
      pwdreset: { path: "auth/passwordReset", body: { token, password: field("password") } },
    };
    const { path, body } = requests[flow];
    setBusy(true);
    setError(null);
    try {
      const response = await fetch(`/rest/v1/${path}?language=${language}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      });
      const answer = (await response.json()) as Partial<TAuthResult> & { error?: { code: string } };
      if (!response.ok) {
        setError(errorText(t, flow, response.status, answer.error?.code));
        return;
      }
      if (flow === "pwdlost") {
        setSent(true);
        return;
      }
      if (answer.accessToken) {
        post(siteOrigin, {
          source: "velvet-overlay",
          type: "transfer_token",
          accessToken: answer.accessToken,
        });
        if (flow === "signup") post(siteOrigin, { source: "velvet-overlay", type: "signup", flow });
        post(siteOrigin, { source: "velvet-overlay", type: "success", flow });
      }
    } catch {
      setError(t.overlay.errorGeneric);
    } finally {
      setBusy(false);
    }
  }

  const titles: Record<OverlayFlow, string> = {
    login: t.overlay.loginTitle,
    signup: t.overlay.signupTitle,
    pwdlost: t.overlay.pwdlostTitle,
    pwdreset: t.overlay.pwdresetTitle,
  };
  const submitLabels: Record<OverlayFlow, string> = {
    login: t.overlay.loginSubmit,
    signup: t.overlay.signupSubmit,
    pwdlost: t.overlay.pwdlostSubmit,
    pwdreset: t.overlay.pwdresetSubmit,
  };
  const needsEmail = flow !== "pwdreset";
  const needsPassword = flow !== "pwdlost";

  return (
    <div className="overlay-page" data-testid="overlay-page" data-flow={flow}>
      <header className="overlay-head">
        <h1>{titles[flow]}</h1>
        <button
          type="button"
          className="btn btn-ghost btn-small"
          onClick={() => post(siteOrigin, { source: "velvet-overlay", type: "close" })}
        >
          {t.overlay.close}
        </button>
      </header>
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
    </div>
  );
}
