import { useEffect, useRef, useState } from "react";
import { Form, useLocation } from "react-router";
import type { Consent } from "../../../common/consent.ts";
import { useI18n } from "../../i18n/index.ts";
import { focusMainContent } from "../../ui/mainContent.ts";
import { saveConsent, useConsent, useCookieSettingsOpen } from "./consentStore.ts";

/**
 * The cookie banner: accept all, only necessary (side by side) and per-category settings.
 * Without JavaScript the buttons post to /consent, which sets the cookie and comes back.
 */
export function CookieBanner({ serverConsent }: { serverConsent: Consent | null }) {
  const { t } = useI18n();
  const location = useLocation();
  const clientConsent = useConsent();
  const settingsOpen = useCookieSettingsOpen();
  const [hydrated, setHydrated] = useState(false);
  const [details, setDetails] = useState(false);
  const consent = hydrated ? clientConsent : serverConsent;
  const [functional, setFunctional] = useState(consent?.functional ?? false);
  const [analytics, setAnalytics] = useState(consent?.analytics ?? false);
  const banner = useRef<HTMLElement>(null);
  useEffect(() => setHydrated(true), []);
  useEffect(() => {
    if (settingsOpen) setDetails(true);
  }, [settingsOpen]);
  // Settings reopened from the footer: focus moves to them, and back to the link once saved.
  const reopened = settingsOpen && details;
  useEffect(() => {
    if (!reopened) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    banner.current?.querySelector<HTMLElement>("input[type='checkbox']:not([disabled])")?.focus();
    return () => {
      const active = document.activeElement;
      if (opener?.isConnected && (!active || active === document.body)) opener.focus();
    };
  }, [reopened]);
  if (consent && !settingsOpen) return null;

  const choose = (choice: Consent) => (event: React.MouseEvent) => {
    event.preventDefault();
    // The banner goes with the choice: the focus in it moves on to the main content (not lost to
    // <body>); settings reopened from the footer give it back to the link instead (above).
    const hadFocus = banner.current?.contains(document.activeElement) ?? false;
    saveConsent(choice);
    if (hadFocus && !reopened) focusMainContent({ scroll: false });
  };
  const returnTo = `${location.pathname}${location.search}`;
  return (
    <section
      ref={banner}
      className="cookie-banner"
      role="dialog"
      aria-modal="false"
      aria-labelledby="cookie-title"
      data-testid="cookie-banner"
    >
      <Form method="post" action="/consent" reloadDocument className="cookie-inner">
        <input type="hidden" name="returnTo" value={returnTo} />
        <div className="cookie-text">
          <h2 id="cookie-title">{t.cookies.title}</h2>
          <p>{t.cookies.text}</p>
        </div>
        {details ? (
          <fieldset className="cookie-categories">
            <legend className="visually-hidden">{t.cookies.settings}</legend>
            <label className="cookie-category">
              <input type="checkbox" checked disabled />
              <span>
                <strong>{t.cookies.necessary}</strong>
                <small>{t.cookies.necessaryText}</small>
              </span>
            </label>
            <label className="cookie-category">
              <input
                type="checkbox"
                name="functional"
                checked={functional}
                onChange={(e) => setFunctional(e.target.checked)}
              />
              <span>
                <strong>{t.cookies.functional}</strong>
                <small>{t.cookies.functionalText}</small>
              </span>
            </label>
            <label className="cookie-category">
              <input
                type="checkbox"
                name="analytics"
                checked={analytics}
                onChange={(e) => setAnalytics(e.target.checked)}
              />
              <span>
                <strong>{t.cookies.analytics}</strong>
                <small>{t.cookies.analyticsText}</small>
              </span>
            </label>
          </fieldset>
        ) : null}
        <div className="cookie-actions">
          <button
            type="submit"
            name="choice"
            value="necessary"
            className="btn btn-secondary"
            onClick={choose({ necessary: true, functional: false, analytics: false })}
          >
            {t.cookies.rejectAll}
          </button>
          {details ? (
            <button
              type="submit"
              name="choice"
              value="custom"
              className="btn btn-secondary"
              onClick={choose({ necessary: true, functional, analytics })}
            >
              {t.cookies.save}
            </button>
          ) : (
            <button type="button" className="btn btn-ghost" onClick={() => setDetails(true)}>
              {t.cookies.settings}
            </button>
          )}
          <button
            type="submit"
            name="choice"
            value="all"
            className="btn btn-primary"
            onClick={choose({ necessary: true, functional: true, analytics: true })}
          >
            {t.cookies.acceptAll}
          </button>
        </div>
      </Form>
    </section>
  );
}
