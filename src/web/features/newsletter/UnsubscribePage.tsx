import { Link, useRouteLoaderData, useSearchParams } from "react-router";
import type { TGuest } from "../../../common/contracts/accounts.ts";
import { buildPath } from "../../../common/routes/index.ts";
import { isApiError } from "../../api/rest.ts";
import { useI18n } from "../../i18n/index.ts";
import { openOverlay } from "../overlay/index.ts";
import { useLinkState, useUnsubscribeByLink } from "./queries.ts";
import "./newsletter.css";

/**
 * /newsletter/unsubscribe/?token=: the page a newsletter mail's unsubscribe link opens. It names the
 * link's newsletters and unsubscribes them with one click, no login (the signed token is the proof;
 * opening the page changes nothing, so a mail scanner following links unsubscribes nobody). Without
 * a link, a guest finds the account's newsletter settings, a visitor the login.
 */
export function UnsubscribePage() {
  const { t, language } = useI18n();
  const texts = t.newsletter;
  const [params] = useSearchParams();
  const token = params.get("token");
  const root = useRouteLoaderData("root") as { guest: TGuest | null } | undefined;
  const link = useLinkState(token);
  const unsubscribe = useUnsubscribeByLink();
  const names = texts.names as Record<string, string>;
  const refused =
    (link.isError && isApiError(link.error, "BAD_REQUEST", "FORBIDDEN", "NOT_FOUND", "VALIDATION_FAILED")) ||
    (unsubscribe.isError &&
      isApiError(unsubscribe.error, "BAD_REQUEST", "FORBIDDEN", "NOT_FOUND", "VALIDATION_FAILED"));
  const state = unsubscribe.data ?? link.data;
  return (
    <div className="newsletter-page" data-testid="newsletter-unsubscribe">
      <h1>{texts.unsubTitle}</h1>
      <p className="muted">{texts.unsubIntro}</p>
      {token === null ? null : refused ? (
        <p role="alert" className="newsletter-card" data-testid="newsletter-invalid">
          {texts.invalid}
        </p>
      ) : link.isError || unsubscribe.isError ? (
        <p role="alert" className="newsletter-card">
          {texts.failed}
        </p>
      ) : !state ? (
        <p role="status">…</p>
      ) : (
        <section className="newsletter-card" aria-labelledby="newsletter-link-title">
          <h2 id="newsletter-link-title">{texts.linkAbout}</h2>
          <ul data-testid="newsletter-link-types">
            {state.typeIds.map((typeId) => (
              <li key={typeId}>{names[String(typeId)] ?? typeId}</li>
            ))}
          </ul>
          {state.subscribed.length > 0 ? (
            <button
              type="button"
              className="btn btn-primary"
              disabled={unsubscribe.isPending}
              onClick={() => unsubscribe.mutate(token)}
              data-testid="newsletter-unsubscribe-button"
            >
              {unsubscribe.isPending ? texts.unsubBusy : texts.unsubButton}
            </button>
          ) : null}
          <p role="status" data-testid="newsletter-unsubscribe-result">
            {state.subscribed.length > 0 ? "" : unsubscribe.data ? texts.done : texts.already}
          </p>
        </section>
      )}
      <p>{texts.noLink}</p>
      {root?.guest ? (
        <p>
          <Link className="btn" to={buildPath(language, "accountProfile")}>
            {texts.manage}
          </Link>
        </p>
      ) : (
        <p>
          {texts.login}{" "}
          <button type="button" className="btn btn-small" onClick={() => openOverlay("login")}>
            {texts.loginButton}
          </button>
        </p>
      )}
    </div>
  );
}
