import { useNavigate } from "react-router";
import type { TNotification } from "../../../common/contracts/notifications.ts";
import { safeRedirectPath } from "../../../common/safeRedirect.ts";
import { useI18n } from "../../i18n/index.ts";
import { useNotificationActions } from "./queries.ts";

/** How long ago, short and in the page's language. */
export function ago(iso: string, language: string): string {
  const seconds = Math.round((new Date(iso).getTime() - Date.now()) / 1000);
  const format = new Intl.RelativeTimeFormat(language, { numeric: "auto", style: "short" });
  const abs = Math.abs(seconds);
  if (abs < 60) return format.format(Math.min(0, seconds), "second");
  if (abs < 3600) return format.format(Math.round(seconds / 60), "minute");
  if (abs < 86_400) return format.format(Math.round(seconds / 3600), "hour");
  return format.format(Math.round(seconds / 86_400), "day");
}

/** The newest notifications: a click marks one read and follows its link. */
export function NotificationList({ items, onOpen }: { items: TNotification[]; onOpen?: () => void }) {
  const { t, language } = useI18n();
  const navigate = useNavigate();
  const { markRead } = useNotificationActions();
  if (items.length === 0) return <p className="ntf-empty muted">{t.notifications.empty}</p>;
  return (
    <ul className="ntf-list">
      {items.map((item) => (
        <li key={item.id}>
          <button
            type="button"
            className={`ntf-item${item.unread ? " ntf-unread" : ""}`}
            data-testid="notification-item"
            data-unread={item.unread}
            data-unseen={item.unseen}
            onClick={() => {
              markRead(item);
              onOpen?.();
              const target = safeRedirectPath(item.link, window.location.origin);
              if (target) navigate(target);
            }}
          >
            <span className="ntf-dot" aria-hidden="true" />
            <span className="ntf-text">
              <span className="ntf-title">{item.title}</span>
              <span className="ntf-body">{item.text}</span>
              <span className="ntf-time muted">{ago(item.createdAt, language)}</span>
            </span>
            {item.unread ? <span className="visually-hidden">{t.notifications.unreadLabel}</span> : null}
          </button>
        </li>
      ))}
    </ul>
  );
}
