import { useEffect, useState } from "react";
import type { TWebPushStatus } from "../../../common/contracts/notifications.ts";
import { ApiError, rest } from "../../api/rest.ts";
import { useI18n } from "../../i18n/index.ts";

type PushState = "unsupported" | "loading" | "off" | "on" | "blocked" | "busy" | "failed";

/** The VAPID key as the bytes pushManager.subscribe wants. */
function keyBytes(base64url: string): Uint8Array {
  const base64 = base64url
    .replace(/-/g, "+")
    .replace(/_/g, "/")
    .padEnd(Math.ceil(base64url.length / 4) * 4, "=");
  return Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
}

const post = (path: string, body: object) => rest(path, { method: "POST", payload: body });

function supported(): boolean {
  return typeof window !== "undefined" && "serviceWorker" in navigator && "PushManager" in window;
}

async function registration(): Promise<ServiceWorkerRegistration> {
  return navigator.serviceWorker.register("/sw.js", { scope: "/" });
}

/**
 * Browser notifications on or off: registers the service worker, asks the browser's permission,
 * subscribes with the platform's VAPID key and tells the server (webpush/subscribe); off
 * unsubscribes on both sides.
 */
export function PushToggle() {
  const { t } = useI18n();
  const [state, setState] = useState<PushState>("loading");

  useEffect(() => {
    if (!supported()) {
      setState("unsupported");
      return;
    }
    if (Notification.permission === "denied") {
      setState("blocked");
      return;
    }
    let live = true;
    void (async () => {
      try {
        const subscription = await (await registration()).pushManager.getSubscription();
        if (!subscription) {
          if (live) setState("off");
          return;
        }
        const status = await rest<TWebPushStatus>("webpush/status", {
          query: { endpoint: subscription.endpoint },
        });
        if (live) setState(status.endpointSubscribed ? "on" : "off");
      } catch {
        if (live) setState("off");
      }
    })();
    return () => {
      live = false;
    };
  }, []);

  async function enable() {
    setState("busy");
    try {
      const permission = await Notification.requestPermission();
      if (permission !== "granted") {
        setState(permission === "denied" ? "blocked" : "off");
        return;
      }
      const { publicKey } = await rest<{ publicKey: string }>("webpush/key");
      const subscription = await (await registration()).pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: keyBytes(publicKey) as BufferSource,
      });
      await post("webpush/subscribe", subscription.toJSON());
      setState("on");
    } catch {
      setState("failed");
    }
  }

  async function disable() {
    setState("busy");
    try {
      const subscription = await (await registration()).pushManager.getSubscription();
      if (subscription) {
        // A refused unsubscribe still unsubscribes the browser; only a network failure stops here.
        await post("webpush/unsubscribe", { endpoint: subscription.endpoint }).catch((error: unknown) => {
          if (!(error instanceof ApiError) || error.status === 0) throw error;
        });
        await subscription.unsubscribe();
      }
      setState("off");
    } catch {
      setState("failed");
    }
  }

  if (state === "unsupported" || state === "loading") return null;
  const on = state === "on";
  return (
    <div className="ntf-push" data-testid="push-toggle">
      <button
        type="button"
        className="ntf-push-btn"
        role="switch"
        aria-checked={on}
        disabled={state === "busy" || state === "blocked"}
        onClick={() => void (on ? disable() : enable())}
      >
        <span className="ntf-push-track" aria-hidden="true" />
        {t.notifications.pushLabel}
      </button>
      {state === "blocked" ? <p className="ntf-push-note">{t.notifications.pushBlocked}</p> : null}
      {state === "failed" ? (
        <p className="ntf-push-note" role="alert">
          {t.notifications.pushFailed}
        </p>
      ) : null}
    </div>
  );
}
