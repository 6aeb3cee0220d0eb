import { Link } from "react-router";
import { buildPath } from "../../../common/routes/index.ts";
import { useI18n } from "../../i18n/index.ts";
import { openCookieSettings } from "../consent/consentStore.ts";

/** Site footer: legal links, help and partner pages, the 18+ notice and the cookie settings. */
export function Footer() {
  const { t, language } = useI18n();
  const helpLanguage = language === "de" || language === "es" ? language : "en";
  return (
    <footer className="footer">
      <div className="container footer-inner">
        <div className="footer-brand">
          <span className="logo-word">velvet</span>
          <p className="muted">{t.meta.tagline}</p>
          <p className="footer-adult">
            <strong>{t.footer.adult}</strong> · {t.footer.rights}
          </p>
        </div>
        <nav aria-label={t.footer.legal} className="footer-links">
          <Link to={buildPath(language, "termsOfService")}>{t.footer.terms}</Link>
          <Link to={buildPath(language, "dataProtection")}>{t.footer.privacy}</Link>
          <Link to={buildPath(language, "imprint")}>{t.footer.imprint}</Link>
          <a href={`https://help.velvet.example/${helpLanguage}/`} rel="noopener">
            {t.footer.help}
          </a>
          <a href={`https://help.velvet.example/${helpLanguage}/report-content/`} rel="noopener">
            {t.footer.report}
          </a>
          <a href="https://models.velvet.example/" rel="noopener">
            {t.footer.models}
          </a>
          <a href="https://partners.velvet.example/" rel="noopener">
            {t.footer.affiliates}
          </a>
          <button type="button" className="footer-link-btn" onClick={openCookieSettings}>
            {t.cookies.manage}
          </button>
        </nav>
      </div>
    </footer>
  );
}
