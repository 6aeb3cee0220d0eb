import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import { LANGUAGES } from "../../../common/languages.ts";
import { LANGUAGE_NAMES, useI18n } from "../../i18n/index.ts";
import { closeAllMenus, closeMenu, useMenuOpen } from "../../state/menuStore.ts";
import { MobileMessengerLink } from "../messenger/index.ts";
import { MobileNotifications } from "../notifications/index.ts";
import { AccountArea } from "./AccountArea.tsx";
import { useLanguageLinks } from "./LanguageSwitcher.tsx";
import { isNavActive, type NavItem } from "./nav.ts";

/**
 * The slide-in menu: the account (the guest's pages first), messages and notifications, every main
 * section (the navbar shows only those that fit) and the languages. Closes on navigation and Escape.
 */
export function MobileMenu({ items, loggedIn = false }: { items: NavItem[]; loggedIn?: boolean }) {
  const { t, language } = useI18n();
  const languageLinks = useLanguageLinks();
  const open = useMenuOpen("mobile");
  const location = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: close whenever the location changes
  useEffect(() => closeAllMenus(), [location.pathname, location.search]);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") closeAllMenus();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);
  return (
    <div id="mobile-menu" className="mobile-menu" hidden={!open}>
      {/* Rendered when open only: the closed menu is a second navbar in every page's render. */}
      {open ? (
        <>
          <button
            type="button"
            className="mobile-menu-backdrop"
            aria-label={t.nav.closeMenu}
            onClick={() => closeMenu("mobile")}
          />
          <nav className="mobile-menu-panel" aria-label={t.nav.menu}>
            <AccountArea placement="menu" />
            {loggedIn ? <MobileMessengerLink /> : null}
            {loggedIn ? <MobileNotifications /> : null}
            {items.map((item) => (
              <Link
                key={item.key}
                to={item.to}
                className={`mobile-menu-section${isNavActive(location.pathname, item.to) ? " active" : ""}`}
                aria-current={isNavActive(location.pathname, item.to) ? "page" : undefined}
              >
                {item.label}
              </Link>
            ))}
            <ul className="mobile-menu-languages" aria-label={t.nav.language}>
              {LANGUAGES.map((lang) => (
                <li key={lang}>
                  <a
                    href={languageLinks[lang]}
                    hrefLang={lang}
                    lang={lang}
                    aria-current={lang === language ? "true" : undefined}
                  >
                    {LANGUAGE_NAMES[lang]}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </>
      ) : null}
    </div>
  );
}
