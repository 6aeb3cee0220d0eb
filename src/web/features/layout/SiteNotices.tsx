import { useEffect, useState } from "react";
import { Link, useLocation, useRouteLoaderData } from "react-router";
import type { TGuest } from "../../../common/contracts/accounts.ts";
import { buildPath } from "../../../common/routes/index.ts";
import { fill, useI18n } from "../../i18n/index.ts";
import { Icon } from "../../ui/Icon.tsx";
import { openOverlay } from "../overlay/overlayStore.ts";

/** Set when the overlay reports a finished sign-up; read once after the reload that logs the guest in. */
const WELCOME_KEY = "velvet.welcome";

type Notice = { kind: "verified" | "notVerified" | "welcome" | "deleted" };

/**
 * Remembers a sign-up done in the overlay (its "signup" window message, from the overlay's origin
 * only) for the page that the login reloads.
 */
function useSignupListener(payOrigin: string | undefined): void {
  useEffect(() => {
    if (!payOrigin) return;
    const onMessage = (event: MessageEvent) => {
      const data = event.data as { source?: unknown; type?: unknown } | null;
      if (event.origin !== payOrigin || data?.source !== "velvet-overlay" || data.type !== "signup") return;
      try {
        sessionStorage.setItem(WELCOME_KEY, "1");
      } catch {
        // Storage off: no welcome, the sign-up still works.
      }
    };
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, [payOrigin]);
}

/** The notice a page opens with: the answer of the e-mail confirmation link, or the welcome after sign-up. */
function useNotice(guest: TGuest | null): [Notice | null, () => void] {
  const { search } = useLocation();
  const params = new URLSearchParams(search);
  const verified = params.get("emailVerified");
  const deleted = params.get("accountDeleted") === "1";
  const [welcome, setWelcome] = useState(false);
  const [dismissed, setDismissed] = useState<string | null>(null);
  useEffect(() => {
    if (!guest) return;
    try {
      if (sessionStorage.getItem(WELCOME_KEY) !== "1") return;
      sessionStorage.removeItem(WELCOME_KEY);
      setWelcome(true);
    } catch {
      // Storage off: no welcome.
    }
  }, [guest]);
  const notice: Notice | null =
    deleted && dismissed !== "deleted"
      ? { kind: "deleted" }
      : verified === "1" && dismissed !== "verified"
        ? { kind: "verified" }
        : verified === "0" && dismissed !== "notVerified"
          ? { kind: "notVerified" }
          : welcome && dismissed !== "welcome"
            ? { kind: "welcome" }
            : null;
  const dismiss = () => {
    if (!notice) return;
    setDismissed(notice.kind);
    if (notice.kind === "welcome") setWelcome(false);
    else {
      // The address bar drops the link's marker, so a reload does not show it again.
      const url = new URL(window.location.href);
      url.searchParams.delete("emailVerified");
      url.searchParams.delete("accountDeleted");
      window.history.replaceState(window.history.state, "", url);
    }
  };
  return [notice, dismiss];
}

/**
 * One message at the top of the page for what just happened outside it: "e-mail confirmed" after
 * the mailed link (the server redirects to the home page with `?emailVerified=1`, or `0`), the
 * welcome after a sign-up, and the goodbye after the account's deletion.
 */
export function SiteNotices() {
  const root = useRouteLoaderData("root") as { guest: TGuest | null; payOrigin?: string } | undefined;
  const guest = root?.guest ?? null;
  const { t, language } = useI18n();
  useSignupListener(root?.payOrigin);
  const [notice, dismiss] = useNotice(guest);
  if (!notice) return null;
  const text =
    notice.kind === "verified"
      ? t.accountNav.emailConfirmed
      : notice.kind === "deleted"
        ? t.accountHome.deleted
        : notice.kind === "notVerified"
          ? t.accountNav.emailNotConfirmed
          : fill(t.accountNav.welcome, { name: guest?.name ?? "" });
  return (
    <div
      className={`site-notice site-notice-${notice.kind}`}
      role={notice.kind === "notVerified" ? "alert" : "status"}
      data-testid={`notice-${notice.kind}`}
    >
      <span className="site-notice-mark" aria-hidden="true">
        {notice.kind === "notVerified" ? "!" : "✓"}
      </span>
      <div className="site-notice-text">
        <p>{text}</p>
        {notice.kind === "welcome" ? (
          <>
            <p className="muted">{t.accountNav.welcomeNext}</p>
            <p className="site-notice-actions">
              <button
                type="button"
                className="btn btn-primary btn-small"
                onClick={() => openOverlay("moneycharge")}
              >
                {t.pay.titles.moneycharge}
              </button>
              <Link className="btn btn-secondary btn-small" to={buildPath(language, "accountFavoriteCams")}>
                {t.accountNav.favorites}
              </Link>
            </p>
          </>
        ) : null}
        {notice.kind === "notVerified" && guest ? (
          <Link to={buildPath(language, "accountProfile")}>{t.accountNav.myAccount}</Link>
        ) : null}
      </div>
      <button type="button" className="icon-btn site-notice-close" onClick={dismiss}>
        <Icon name="close" label={t.accountNav.dismiss} />
      </button>
    </div>
  );
}
