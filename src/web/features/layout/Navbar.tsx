import { Link, useLocation, useRouteLoaderData } from "react-router";
import type { TGuest } from "../../../common/contracts/accounts.ts";
import { buildPath } from "../../../common/routes/index.ts";
import { useI18n } from "../../i18n/index.ts";
import { toggleMenu, useMenuOpen } from "../../state/menuStore.ts";
import { Icon } from "../../ui/Icon.tsx";
import { accountLinks } from "../account/index.ts";
import { NavbarMessages } from "../messenger/index.ts";
import { NavbarNotifications } from "../notifications/index.ts";
import { SearchButton } from "../search/index.ts";
import { AccountArea } from "./AccountArea.tsx";
import { LanguageSwitcher } from "./LanguageSwitcher.tsx";
import { MobileMenu } from "./MobileMenu.tsx";
import { isNavActive, mainNavigation } from "./nav.ts";
import { useNavbarHidden } from "./navbarStore.ts";
import { SiteNotices } from "./SiteNotices.tsx";
import { useNavbarScroll } from "./useNavbarScroll.ts";

/**
 * The top bar: logo, main sections, search, the guest's pages, messages and notifications, balance,
 * account panel and language. What does not fit at a width moves into the menu (layout.css: the
 * sections by priority, per language), and the menu button shows whenever something did.
 */
export function Navbar() {
  const { t, language } = useI18n();
  useNavbarScroll();
  const hidden = useNavbarHidden();
  const mobileOpen = useMenuOpen("mobile");
  const items = mainNavigation(language, t);
  const { pathname } = useLocation();
  const root = useRouteLoaderData("root") as { guest: TGuest | null } | undefined;
  const loggedIn = Boolean(root?.guest);
  // The menu is a sibling of the header: the header's backdrop-filter would otherwise become the
  // containing block of the menu's fixed position and squash it to the header's height.
  return (
    <>
      <header
        className={`navbar ${loggedIn ? "navbar-member" : "navbar-visitor"}${hidden && !mobileOpen ? " navbar-hidden" : ""}`}
        data-testid="navbar"
      >
        <div className="navbar-inner container">
          <div className="navbar-main">
            <button
              type="button"
              className="icon-btn navbar-menu-btn"
              aria-expanded={mobileOpen}
              aria-controls="mobile-menu"
              onClick={() => toggleMenu("mobile")}
            >
              <Icon name={mobileOpen ? "close" : "menu"} label={mobileOpen ? t.nav.closeMenu : t.nav.menu} />
            </button>
            {/* The name is the visible word (visually hidden on phones) and "home": no label that hides it. */}
            <Link to={buildPath(language, "home")} className="logo">
              <span className="logo-mark" aria-hidden="true">
                V
              </span>
              <span className="logo-word">velvet</span>
              <span className="visually-hidden"> – {t.nav.home}</span>
            </Link>
            <nav className="navbar-links" aria-label={t.nav.mainNavigation}>
              {items.map((item, index) => (
                <Link
                  key={item.key}
                  to={item.to}
                  prefetch="intent"
                  className={`nav-p${index + 1}${isNavActive(pathname, item.to) ? " active" : ""}`}
                  aria-current={isNavActive(pathname, item.to) ? "page" : undefined}
                >
                  {item.label}
                </Link>
              ))}
            </nav>
          </div>
          <div className="navbar-actions">
            <SearchButton />
            {loggedIn
              ? accountLinks(language, t)
                  .filter((link) => link.key !== "account")
                  .map((link) => (
                    <Link
                      key={link.key}
                      to={link.to}
                      className={`icon-btn navbar-own navbar-own-${link.key}`}
                      aria-current={isNavActive(pathname, link.to) ? "page" : undefined}
                      data-testid={`navbar-${link.key}`}
                    >
                      <Icon name={link.icon} label={link.label} />
                    </Link>
                  ))
              : null}
            {loggedIn ? <NavbarNotifications /> : null}
            {loggedIn ? (
              <NavbarMessages />
            ) : (
              <Link className="icon-btn navbar-messenger-link" to={buildPath(language, "messenger")}>
                <Icon name="chat" label={t.nav.messenger} />
              </Link>
            )}
            <AccountArea />
            <LanguageSwitcher />
          </div>
        </div>
      </header>
      <MobileMenu items={items} loggedIn={loggedIn} />
      <SiteNotices />
    </>
  );
}
