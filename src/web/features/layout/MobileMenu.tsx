import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import { useI18n } from "../../i18n/index.ts";
import { MobileMessengerLink } from "../messenger/NavbarMessages.tsx";
import { MobileNotifications } from "../notifications/NavbarNotifications.tsx";
import { AccountArea } from "./AccountArea.tsx";
import { closeAllMenus, closeMenu, useMenuOpen } from "./menuStore.ts";
import { isNavActive, type NavItem } from "./nav.ts";

/** The slide-in menu below 1024 px; closes on navigation and Escape. */
export function MobileMenu({ items, loggedIn = false }: { items: NavItem[]; loggedIn?: boolean }) {
  const { t } = useI18n();
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
      <button
        type="button"
        className="mobile-menu-backdrop"
        aria-label={t.nav.closeMenu}
        onClick={() => closeMenu("mobile")}
      />
      <nav className="mobile-menu-panel" aria-label={t.nav.mainNavigation}>
        <AccountArea placement="menu" />
        {loggedIn ? <MobileMessengerLink /> : null}
        {loggedIn ? <MobileNotifications /> : null}
        {items.map((item) => (
          <Link
            key={item.key}
            to={item.to}
            className={isNavActive(location.pathname, item.to) ? "active" : undefined}
            aria-current={isNavActive(location.pathname, item.to) ? "page" : undefined}
          >
            {item.label}
          </Link>
        ))}
      </nav>
    </div>
  );
}
