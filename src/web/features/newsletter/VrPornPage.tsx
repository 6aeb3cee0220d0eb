import { useRevalidator, useRouteLoaderData } from "react-router";
import type { TGuest } from "../../../common/contracts/accounts.ts";
import { NEWSLETTER_TYPES } from "../../../common/enums.ts";
import { useI18n } from "../../i18n/index.ts";
import { openOverlay } from "../overlay/index.ts";
import { useSetNewsletter } from "./queries.ts";
import "./newsletter.css";

/**
 * /vr-porn/ (spec content "Special events by name"): what VR videos are and the VR newsletter (type
 * bit 2048, spec "Newsletter type bits"), which a guest switches on and off here; a visitor is asked
 * to log in. The guest's newsletters are the root loader's, read again after a change.
 */
export function VrPornPage() {
  const { t } = useI18n();
  const texts = t.newsletter;
  const root = useRouteLoaderData("root") as { guest: TGuest | null } | undefined;
  const guest = root?.guest ?? null;
  const revalidator = useRevalidator();
  const change = useSetNewsletter();
  const subscribed = guest ? (guest.newsletterBits & NEWSLETTER_TYPES.vrPorn) !== 0 : false;
  const busy = change.isPending || revalidator.state === "loading";
  return (
    <div className="newsletter-page vr-page" data-testid="vr-porn">
      <header className="vr-hero">
        <h1>{texts.vrTitle}</h1>
        <p>{texts.vrIntro}</p>
      </header>
      <ul className="vr-points">
        {texts.vrPoints.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
      <section className="newsletter-card" aria-labelledby="vr-newsletter-title">
        <h2 id="vr-newsletter-title">{texts.names["2048"]}</h2>
        {guest ? (
          <>
            <p role="status" data-testid="vr-newsletter-state">
              {subscribed ? texts.vrSubscribed : texts.vrNotSubscribed}
            </p>
            <button
              type="button"
              className={subscribed ? "btn" : "btn btn-primary"}
              disabled={busy}
              data-testid="vr-newsletter-toggle"
              onClick={() =>
                change.mutate(
                  { typeId: NEWSLETTER_TYPES.vrPorn, on: !subscribed, guestId: guest.id, email: guest.email },
                  { onSuccess: () => void revalidator.revalidate() },
                )
              }
            >
              {busy ? texts.vrBusy : subscribed ? texts.vrUnsubscribe : texts.vrSubscribe}
            </button>
            {change.isError ? <p role="alert">{texts.failed}</p> : null}
          </>
        ) : (
          <>
            <p>{texts.vrNotSubscribed}</p>
            <button
              type="button"
              className="btn btn-primary"
              onClick={() => openOverlay("login")}
              data-testid="vr-login"
            >
              {texts.loginButton}
            </button>
          </>
        )}
      </section>
    </div>
  );
}
