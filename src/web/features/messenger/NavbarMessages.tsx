import { Link } from "react-router";
import { buildPath } from "../../../common/routes/index.ts";
import { fill, useI18n } from "../../i18n/index.ts";
import { toggleMenu } from "../../state/menuStore.ts";
import { Icon } from "../../ui/Icon.tsx";
import { useNavbarDropdown } from "../../ui/useNavbarDropdown.ts";
import { timeAgo } from "./channels.ts";
import { Avatar } from "./parts.tsx";
import { useUnread } from "./queries.ts";
import "./messenger.css";

const MENU_ID = "messages";

/** The unread count as a small badge (nothing while there is none). */
export function UnreadBadge({ testId }: { testId?: string }) {
  const { total } = useUnread();
  if (!total) return null;
  return (
    <span className="msg-count" aria-hidden="true" data-testid={testId}>
      {total > 99 ? "99+" : total}
    </span>
  );
}

/** Navbar messages button with the unread total and a dropdown of at most five unread channels. */
export function NavbarMessages() {
  const { t, language } = useI18n();
  const { total, channels } = useUnread();
  const { open, root, button } = useNavbarDropdown(MENU_ID);
  const messenger = buildPath(language, "messenger");

  return (
    <div className="msg-nav" ref={root}>
      <button
        ref={button}
        type="button"
        className="icon-btn msg-nav-btn"
        aria-expanded={open}
        aria-controls="messages-menu"
        aria-label={fill(t.messenger.navbarUnread, { count: total ?? 0 })}
        data-testid="messages-button"
        onClick={() => toggleMenu(MENU_ID)}
      >
        <Icon name="chat" />
        <UnreadBadge testId="messages-badge" />
      </button>
      <div
        id="messages-menu"
        className="menu-popover msg-dropdown"
        hidden={!open}
        data-testid="messages-menu"
      >
        {/* Rendered when open only: a closed list costs every logged-in page's render for nothing. */}
        {open ? (
          <>
            <p className="msg-dropdown-title">
              {t.messenger.navbarTitle}
              {total ? (
                <span className="muted"> · {fill(t.messenger.unreadCount, { count: total })}</span>
              ) : null}
            </p>
            {channels.length === 0 ? (
              <p className="msg-dropdown-empty muted">{t.messenger.navbarEmpty}</p>
            ) : (
              <ul className="msg-dropdown-list">
                {channels.map((channel) => (
                  <li key={channel.id}>
                    <Link to={`${messenger}?channel=${channel.id}`} className="msg-dropdown-item">
                      <Avatar
                        url={channel.previewPictureUrl}
                        name={channel.actorName}
                        online={channel.isActorOnline}
                      />
                      <span className="msg-dropdown-text">
                        <span className="msg-dropdown-name">
                          {channel.actorName}
                          <span className="msg-time muted">{timeAgo(channel, language)}</span>
                        </span>
                        <span className="msg-dropdown-subject">{channel.subject}</span>
                      </span>
                      {channel.unreadCount > 0 ? (
                        <span className="msg-count">{channel.unreadCount}</span>
                      ) : null}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
            <Link to={messenger} className="btn btn-secondary btn-small msg-dropdown-all">
              {t.messenger.openMessenger}
            </Link>
          </>
        ) : null}
      </div>
    </div>
  );
}

/** The messenger entry of the mobile menu, with the unread count. */
export function MobileMessengerLink() {
  const { t, language } = useI18n();
  return (
    <Link to={buildPath(language, "messenger")} className="msg-mobile-link" data-testid="messages-menu-link">
      <Icon name="chat" />
      {t.nav.messenger}
      <UnreadBadge />
    </Link>
  );
}
