import { useEffect, useRef, useState } from "react";
import { useNavigate, useRouteLoaderData } from "react-router";
import type { TGuest } from "../../../common/contracts/accounts.ts";
import type { TNotification } from "../../../common/contracts/notifications.ts";
import { safeRedirectPath } from "../../../common/safeRedirect.ts";
import { useI18n } from "../../i18n/index.ts";
import { Icon } from "../../ui/Icon.tsx";
import { useRealtime } from "../realtime/index.ts";
import { BellIcon } from "./BellIcon.tsx";
import { isForOpenConversation } from "./openConversation.ts";
import { useNotificationActions, useNotificationList } from "./queries.ts";
import { toasts, useToasts } from "./toasts.ts";
import "./notifications.css";

/** A toast hides itself after this long (paused while hovered or focused). */
export const TOAST_MS = 6000;

/**
 * Toasts for new notifications while logged in, except a message in the conversation open on
 * screen; read or removed ones (here or in another tab) go.
 */
function useToastSync(loggedIn: boolean): void {
  useEffect(() => {
    if (!loggedIn) toasts.clear();
  }, [loggedIn]);
  useRealtime(["notification.added", "notification.read", "notification.removed"], (message) => {
    if (!loggedIn) return;
    if (message.type === "notification.added") {
      if (!isForOpenConversation(message.notification)) toasts.add(message.notification);
    } else toasts.drop(message.ids);
  });
}

function Toast({ notification }: { notification: TNotification }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  // The push comes in the page's language (the socket's); the list keeps it current.
  const { items } = useNotificationList();
  const { markRead } = useNotificationActions();
  const shown = items.find((item) => item.id === notification.id) ?? notification;
  const [paused, setPaused] = useState(false);
  const left = useRef(TOAST_MS);
  useEffect(() => {
    if (paused) return;
    const started = Date.now();
    const timer = setTimeout(() => toasts.drop([notification.id]), left.current);
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
          toasts.drop([shown.id]);
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
      <button type="button" className="icon-btn ntf-toast-close" onClick={() => toasts.drop([shown.id])}>
        <Icon name="close" label={t.notifications.dismiss} />
      </button>
    </li>
  );
}

/** Floating toasts for new notifications (bottom corner, at most three). */
export function NotificationToasts() {
  const { t } = useI18n();
  const root = useRouteLoaderData("root") as { guest: TGuest | null } | undefined;
  const loggedIn = Boolean(root?.guest);
  useToastSync(loggedIn);
  const shown = useToasts();
  return (
    <div className="ntf-toasts" role="status" aria-label={t.notifications.title}>
      <ul className="ntf-toast-list">
        {shown.map((toast) => (
          <Toast key={toast.id} notification={toast} />
        ))}
      </ul>
    </div>
  );
}
