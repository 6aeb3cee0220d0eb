import { Link } from "react-router";
import type { TGuest } from "../../../common/contracts/accounts.ts";
import type { Language } from "../../../common/languages.ts";
import { buildPath } from "../../../common/routes/index.ts";
import { fill, useI18n } from "../../i18n/index.ts";
import { Icon } from "../../ui/Icon.tsx";
import { openOverlay } from "../overlay/index.ts";

/** What a page tells the guest on load: e-mail confirmed or not, welcome, account deleted, another language. */
export type Notice =
  | { kind: "verified" | "notVerified" | "welcome" | "deleted" }
  | { kind: "language"; offer: OfferedLanguage };

/** A site language other than the home page's German. */
export type OfferedLanguage = Exclude<Language, "de">;

/**
 * The language offer, written in the offered language (the page's texts are German, which the
 * guest may not read); only these few words, so the page does not load another dictionary.
 */
const LANGUAGE_OFFERS: Record<OfferedLanguage, { label: string; text: string; go: string; stay: string }> = {
  en: {
    label: "Language",
    text: "This page is in German. Velvet is also in English.",
    go: "Continue in English",
    stay: "Stay in German",
  },
  es: {
    label: "Idioma",
    text: "Esta página está en alemán. Velvet también está en español.",
    go: "Continuar en español",
    stay: "Seguir en alemán",
  },
  nl: {
    label: "Taal",
    text: "Deze pagina is in het Duits. Velvet is er ook in het Nederlands.",
    go: "Verder in het Nederlands",
    stay: "Duits blijven",
  },
};

/** The offer of the browser's language on the German home page: a link to that home, or stay. */
function LanguageOffer({ offer, dismiss }: { offer: OfferedLanguage; dismiss: () => void }) {
  const words = LANGUAGE_OFFERS[offer];
  return (
    <section
      className="site-notice site-notice-language"
      aria-label={words.label}
      lang={offer}
      data-testid="notice-language"
    >
      <span className="site-notice-mark" aria-hidden="true">
        {offer.toUpperCase()}
      </span>
      <div className="site-notice-text">
        <p>{words.text}</p>
        <p className="site-notice-actions">
          <Link className="btn btn-primary btn-small" to={buildPath(offer, "home")} hrefLang={offer}>
            {words.go}
          </Link>
          <button type="button" className="btn btn-secondary btn-small" onClick={dismiss}>
            {words.stay}
          </button>
        </p>
      </div>
    </section>
  );
}

/** The message of a site notice (SiteNotices decides which one a page shows). */
export function SiteNoticeView({
  notice,
  dismiss,
  guest,
}: {
  notice: Notice;
  dismiss: () => void;
  guest: TGuest | null;
}) {
  const { t, language } = useI18n();
  if (notice.kind === "language") return <LanguageOffer offer={notice.offer} dismiss={dismiss} />;
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
