import { Link, useLocation } from "react-router";
import { buildPath } from "../../../common/routes/index.ts";
import { useI18n } from "../../i18n/index.ts";
import { accountLinks } from "../account/index.ts";
import { openCookieSettings } from "../consent/index.ts";
import { mainNavigation } from "./nav.ts";

/**
 * Site footer: the main sections, the guest's own pages, legal links, help and reporting (e-mail to support, the
 * report naming the page), partner pages, the 18+ notice and the cookie settings.
 */
export function Footer() {
  const { t, language } = useI18n();
  const { pathname } = useLocation();
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
        <nav aria-label={t.footer.explore} className="footer-links footer-explore">
          {mainNavigation(language, t, "footer").map((item) => (
            <Link key={item.key} to={item.to} data-testid={`footer-section-${item.key}`}>
              {item.label}
            </Link>
          ))}
        </nav>
        <nav aria-label={t.accountNav.yourAccount} className="footer-links footer-account">
          {accountLinks(language, t).map((link) => (
            <Link key={link.key} to={link.to} data-testid={`footer-${link.key}`}>
              {link.label}
            </Link>
          ))}
        </nav>
        <nav aria-label={t.footer.legal} className="footer-links">
          <Link to={buildPath(language, "termsOfService")}>{t.footer.terms}</Link>
          <Link to={buildPath(language, "dataProtection")}>{t.footer.privacy}</Link>
          <Link to={buildPath(language, "imprint")}>{t.footer.imprint}</Link>
          <Link to={buildPath(language, "helpCenter")} data-testid="footer-help">
            {t.footer.help}
          </Link>
          <Link
            to={`${buildPath(language, "contentReport")}?url=${encodeURIComponent(pathname)}`}
            rel="nofollow"
            data-testid="footer-report"
          >
            {t.footer.report}
          </Link>
          <Link to={buildPath(language, "modelRecruitment")} data-testid="footer-models">
            {t.footer.models}
          </Link>
          <Link to={buildPath(language, "affiliateProgram")} data-testid="footer-affiliates">
            {t.footer.affiliates}
          </Link>
          <button type="button" className="footer-link-btn" onClick={openCookieSettings}>
            {t.cookies.manage}
          </button>
        </nav>
      </div>
    </footer>
  );
}
