import { useCallback, useEffect, useRef, useState } from "react";
import { useNavigate, useRouteLoaderData } from "react-router";
import type { TGuest } from "../../../common/contracts/accounts.ts";
import type { TNotification } from "../../../common/contracts/notifications.ts";
import { safeRedirectPath } from "../../../common/safeRedirect.ts";
import { useI18n } from "../../i18n/index.ts";
import { Icon } from "../../ui/Icon.tsx";
import { useRealtime } from "../realtime/events.ts";
import { markRead } from "./actions.ts";
import { notificationsApi } from "./api.ts";
import { BellIcon } from "./BellIcon.tsx";
import { notificationStore, useNotifications } from "./store.ts";
import "./notifications.css";

/** A toast hides itself after this long (paused while hovered or focused). */
export const TOAST_MS = 6000;

/** Keeps the page's notification state fresh: on load, pushes, reconnects; empty when logged out. */
function useNotificationSync(loggedIn: boolean): void {
  const { language } = useI18n();
  const load = useCallback(() => {
    notificationsApi
      .list(language)
      .then((list) => notificationStore.loaded(list))
      .catch(() => undefined);
  }, [language]);
  useEffect(() => {
    if (loggedIn) load();
    else notificationStore.reset();
  }, [loggedIn, load]);
  useRealtime(
    ["notification.added", "notification.read", "notification.seen", "notification.removed", "reconnected"],
    (message) => {
      if (!loggedIn) return;
      switch (message.type) {
        case "notification.added":
          notificationStore.added(message.notification);
          // The push is in the guest's saved language; the page may show another one.
          load();
          break;
        case "notification.read":
          notificationStore.read(message.ids);
          break;
        case "notification.seen":
          notificationStore.seen(message.ids);
          break;
        case "notification.removed":
          notificationStore.removed(message.ids);
          load();
          break;
        default:
          load();
      }
    },
  );
}

function Toast({ notification }: { notification: TNotification }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  // The list reload brings the text in the page's language.
  const { items } = useNotifications();
  const shown = items.find((item) => item.id === notification.id) ?? notification;
  const [paused, setPaused] = useState(false);
  const left = useRef(TOAST_MS);
  useEffect(() => {
    if (paused) return;
    const started = Date.now();
    const timer = setTimeout(() => notificationStore.dismissToast(notification.id), left.current);
    return () => {
      clearTimeout(timer);
      left.current = Math.max(1000, left.current - (Date.now() - started));
    };
  }, [paused, notification.id]);
  return (
    <li
      className="ntf-toast"
      data-testid="notification-toast"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <button
        type="button"
        className="ntf-toast-main"
        onClick={() => {
          markRead(shown);
          notificationStore.dismissToast(shown.id);
          const target = safeRedirectPath(shown.link, window.location.origin);
          if (target) navigate(target);
        }}
      >
        <span className="ntf-toast-icon" aria-hidden="true">
          <BellIcon />
        </span>
        <span className="ntf-text">
          <span className="ntf-title">{shown.title}</span>
          <span className="ntf-body">{shown.text}</span>
        </span>
      </button>
      <button
        type="button"
        className="icon-btn ntf-toast-close"
        onClick={() => notificationStore.dismissToast(shown.id)}
      >
        <Icon name="close" label={t.notifications.dismiss} />
      </button>
    </li>
  );
}

/** Floating toasts for new notifications (bottom corner, at most three); also syncs the page's list. */
export function NotificationToasts() {
  const { t } = useI18n();
  const root = useRouteLoaderData("root") as { guest: TGuest | null } | undefined;
  const loggedIn = Boolean(root?.guest);
  useNotificationSync(loggedIn);
  const { toasts } = useNotifications();
  return (
    <div className="ntf-toasts" role="status" aria-label={t.notifications.title}>
      <ul className="ntf-toast-list">
        {toasts.map((toast) => (
          <Toast key={toast.id} notification={toast} />
        ))}
      </ul>
    </div>
  );
}
