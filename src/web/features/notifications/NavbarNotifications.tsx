import { lazy, Suspense, useEffect, useState } from "react";
import { fill, useI18n } from "../../i18n/index.ts";
import { closeMenu, toggleMenu } from "../../state/menuStore.ts";
import { useNavbarDropdown } from "../../ui/useNavbarDropdown.ts";
import { BellIcon } from "./BellIcon.tsx";
import { NotificationList } from "./NotificationList.tsx";
import { useNotificationActions, useNotificationList } from "./queries.ts";
import "./notifications.css";

// Web push settings are a chunk of their own, loaded when the list is open (issue 13's budget).
const PushToggle = lazy(() => import("./PushToggle.tsx").then((m) => ({ default: m.PushToggle })));

const MENU_ID = "notifications";

/** The unread count as a badge (nothing while there is none). */
export function NotificationBadge({ testId }: { testId?: string }) {
  const { unreadCount } = useNotificationList();
  if (!unreadCount) return null;
  return (
    <span className="msg-count ntf-count" aria-hidden="true" data-testid={testId}>
      {unreadCount > 99 ? "99+" : unreadCount}
    </span>
  );
}

/** Navbar bell with the unread badge and a dropdown of the newest five; opening marks them seen. */
export function NavbarNotifications() {
  const { t } = useI18n();
  const { items, unreadCount } = useNotificationList();
  const { markAllSeen } = useNotificationActions();
  const { open, root, button } = useNavbarDropdown(MENU_ID);
  // Opening the list marks it seen.
  useEffect(() => {
    if (open) markAllSeen();
  }, [open, markAllSeen]);

  return (
    <div className="ntf-nav" ref={root}>
      <button
        ref={button}
        type="button"
        className="icon-btn ntf-nav-btn"
        aria-expanded={open}
        aria-controls="notifications-menu"
        aria-label={fill(t.notifications.buttonLabel, { count: unreadCount })}
        data-testid="notifications-button"
        onClick={() => toggleMenu(MENU_ID)}
      >
        <BellIcon />
        <NotificationBadge testId="notifications-badge" />
      </button>
      <div
        id="notifications-menu"
        className="menu-popover ntf-dropdown"
        hidden={!open}
        data-testid="notifications-menu"
      >
        {/* Rendered when open only: a closed list costs every logged-in page's render for nothing. */}
        {open ? (
          <>
            <p className="ntf-dropdown-title">{t.notifications.title}</p>
            <NotificationList items={items} onOpen={() => closeMenu(MENU_ID)} />
            <Suspense fallback={null}>
              <PushToggle />
            </Suspense>
          </>
        ) : null}
      </div>
    </div>
  );
}

/** The notifications entry of the mobile menu (narrow phones): the newest five, opened in place. */
export function MobileNotifications() {
  const { t } = useI18n();
  const { items, unreadCount } = useNotificationList();
  const { markAllSeen } = useNotificationActions();
  // The list is rendered once the entry is opened (a closed one costs the render for nothing).
  const [expanded, setExpanded] = useState(false);
  return (
    <details
      className="ntf-mobile"
      data-testid="notifications-menu-entry"
      onToggle={(event) => {
        const opened = (event.currentTarget as HTMLDetailsElement).open;
        setExpanded(opened);
        if (opened) markAllSeen();
      }}
    >
      <summary className="ntf-mobile-summary">
        <BellIcon />
        {t.notifications.title}
        {unreadCount ? (
          <>
            <span className="msg-count" aria-hidden="true">
              {unreadCount}
            </span>
            <span className="visually-hidden">
              {fill(t.notifications.unreadCount, { count: unreadCount })}
            </span>
          </>
        ) : null}
      </summary>
      {expanded ? (
        <>
          <NotificationList items={items} onOpen={() => closeMenu("mobile")} />
          <Suspense fallback={null}>
            <PushToggle />
          </Suspense>
        </>
      ) : null}
    </details>
  );
}
