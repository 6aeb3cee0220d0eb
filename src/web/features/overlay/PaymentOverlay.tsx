import { useCallback, useEffect, useRef, useState } from "react";
import { useRevalidator, useRouteLoaderData } from "react-router";
import type { TGuest } from "../../../common/contracts/accounts.ts";
import { safeRedirectPath } from "../../../common/safeRedirect.ts";
import { rest } from "../../api/rest.ts";
import { useI18n } from "../../i18n/index.ts";
import { type FocusEdge, FocusGuard, useDialogFocus } from "../../ui/Dialog.tsx";
import { track } from "../behaviour/index.ts";
import {
  isAuthFlow,
  type OverlayFlow,
  overlayUrl,
  parseOverlayMessage,
  type SiteMessage,
  UNAVAILABLE_FLOWS,
} from "./messages.ts";
import {
  closeOverlay,
  getOverlayState,
  openOverlay,
  setOfferAccepted,
  setOverlayPhase,
  useOverlay,
} from "./overlayStore.ts";
import { savePostLoginAction, takePostLoginAction } from "./postLogin.ts";

/** Interval of the "show" message until the overlay answers view-ready (spec: 1000 ms). */
const SHOW_RETRY_MS = 1000;
/** Without the frame's "ready" by then, the overlay could not load (blocked, offline, server down). */
export const OVERLAY_READY_TIMEOUT_MS = 5000;

/**
 * Turns the overlay's token into the site's session cookie, then goes to the returned url, or to
 * the target of a saved redirect action, or reloads (a failed post reloads too).
 */
async function completeLogin(accessToken: string): Promise<void> {
  try {
    const body = await rest<{ redirectUrl?: unknown } | undefined>("vxpay/onsuccess", {
      method: "POST",
      payload: { accessToken },
    });
    const target = safeRedirectPath(body?.redirectUrl, window.location.origin);
    if (target) {
      window.location.assign(target);
      return;
    }
    const saved = takePostLoginAction((action) => action.type === "redirect");
    const savedTarget =
      saved?.type === "redirect" ? safeRedirectPath(saved.url, window.location.origin) : null;
    if (savedTarget) {
      window.location.assign(savedTarget);
      return;
    }
  } catch {
    // a refused or failed call: the reload
  }
  window.location.reload();
}

/** A short-lived overlay session for the logged-in guest (the overlay's origin has no cookies). */
async function overlayTicket(): Promise<string | null> {
  try {
    return (await rest<{ token: string }>("vxpay/ticket", { method: "POST" })).token;
  } catch {
    return null;
  }
}

/** Flows an anonymous guest must log in for first (the flow is restored after the login). */
function needsLogin(flow: OverlayFlow): boolean {
  return !isAuthFlow(flow) && !(UNAVAILABLE_FLOWS as readonly string[]).includes(flow);
}

/**
 * The payment/login overlay: an iframe on the overlay's own origin, 675×740 (full size on small
 * screens), above everything (z-index 10000/10001). Messages are accepted only from that origin.
 * Payment flows get the guest's overlay session by message; their success refreshes the page
 * data (balance, VIP, age check) while the overlay shows its result.
 */
export function PaymentOverlay({ payOrigin }: { payOrigin: string }) {
  const { flow, phase, params } = useOverlay();
  const { t, language } = useI18n();
  const root = useRouteLoaderData("root") as { guest: TGuest | null } | undefined;
  const loggedIn = Boolean(root?.guest);
  const revalidator = useRevalidator();
  const frame = useRef<HTMLIFrameElement>(null);
  const dialog = useRef<HTMLDivElement>(null);
  const retryButton = useRef<HTMLButtonElement>(null);
  const pendingLogin = useRef<Promise<void> | null>(null);
  const blocked = flow !== null && needsLogin(flow) && !loggedIn;
  /** Each retry loads the frame anew. */
  const [attempt, setAttempt] = useState(0);
  /** The frame did not say "ready" in time; a late "ready" still recovers. */
  const [failed, setFailed] = useState(false);
  const open = Boolean(flow) && !blocked;

  /** Focus into the framed page (another origin): focus the frame, then ask the page to place it. */
  const enterFrame = useCallback(
    (element: HTMLIFrameElement, edge: FocusEdge) => {
      element.focus();
      const message: SiteMessage = { source: "velvet-site", type: "focus", edge };
      element.contentWindow?.postMessage(message, payOrigin);
    },
    [payOrigin],
  );
  useDialogFocus(dialog, {
    open,
    onClose: () => {
      if (!pendingLogin.current) closeOverlay();
    },
    // Until the page is shown the dialog itself holds focus (Escape works there, not in a broken frame).
    initialFocus: () => dialog.current,
    enterFrame,
  });

  // An anonymous guest asking for a payment flow logs in first; the flow opens after the reload.
  useEffect(() => {
    if (!flow || !blocked) return;
    savePostLoginAction({ type: "overlay", flow });
    openOverlay("login");
  }, [flow, blocked]);

  useEffect(() => {
    if (!flow || blocked) return;
    const send = (message: SiteMessage) => frame.current?.contentWindow?.postMessage(message, payOrigin);
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== payOrigin || event.source !== frame.current?.contentWindow) return;
      const message = parseOverlayMessage(event.data);
      if (!message) return;
      switch (message.type) {
        case "ready":
          setFailed(false);
          setOverlayPhase("ready");
          if (loggedIn)
            void overlayTicket().then((token) => send({ source: "velvet-site", type: "session", token }));
          else send({ source: "velvet-site", type: "session", token: null });
          break;
        case "content-loaded":
          setOverlayPhase("loaded");
          break;
        case "view-ready":
          if (getOverlayState().phase !== "visible" && frame.current) enterFrame(frame.current, "initial");
          setOverlayPhase("visible");
          break;
        case "transfer_token":
          pendingLogin.current = completeLogin(message.accessToken);
          break;
        case "success":
          if (pendingLogin.current) return; // the login completes with a reload
          if (isAuthFlow(message.flow)) closeOverlay();
          else void revalidator.revalidate(); // the overlay shows its result until closed
          break;
        case "close":
        case "countdownfinished":
          if (pendingLogin.current) return;
          closeOverlay();
          break;
        case "logout":
          // Logged out inside the overlay: end the site's session too (a failure reloads as well).
          void rest("vxpay/logout", { method: "POST" }).finally(() => window.location.reload());
          break;
        case "scrollto":
          window.scrollTo({ top: Math.max(0, message.y) });
          break;
        case "hook":
          if (message.name === "cancelationoffer") setOfferAccepted(true);
          track({ eventContext: "overlay", eventAction: message.name, eventData: { flow } }, language);
          break;
        case "response":
          // No site request expects an answer today: logged as the spec's unexpected reply.
          console.error("Invalid message response", message.requestId);
          break;
        case "redirect": {
          // Same-origin paths only (parsed with URL; "/\\host", tabs, schemes are refused).
          const target = safeRedirectPath(message.url, window.location.origin);
          if (target) window.location.assign(target);
          break;
        }
        default:
          break;
      }
    };
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, [flow, blocked, payOrigin, loggedIn, revalidator, language, enterFrame]);

  // No "ready" from the frame in time: say so, with a retry, instead of loading for ever.
  // biome-ignore lint/correctness/useExhaustiveDependencies: restarts with each attempt
  useEffect(() => {
    setFailed(false);
    if (!open) return;
    const timer = window.setTimeout(() => {
      if (getOverlayState().phase === "created") setFailed(true);
    }, OVERLAY_READY_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, [open, flow, attempt]);

  useEffect(() => {
    if (failed) retryButton.current?.focus();
  }, [failed]);

  const retry = () => {
    setOverlayPhase("created");
    setAttempt((n) => n + 1);
    dialog.current?.focus();
  };

  // Ask the overlay to show its view until it answers.
  useEffect(() => {
    if (!flow || blocked || phase === "visible" || phase === "created") return;
    const show = () => {
      const message: SiteMessage = { source: "velvet-site", type: "show", flow };
      frame.current?.contentWindow?.postMessage(message, payOrigin);
    };
    show();
    const timer = window.setInterval(show, SHOW_RETRY_MS);
    return () => window.clearInterval(timer);
  }, [flow, blocked, phase, payOrigin]);

  useEffect(() => {
    if (!flow) return;
    document.body.classList.add("scroll-locked");
    return () => document.body.classList.remove("scroll-locked");
  }, [flow]);

  if (!flow || blocked) return null;
  return (
    <div
      ref={dialog}
      className="pay-overlay"
      data-phase={phase}
      role="dialog"
      aria-modal="true"
      aria-label={t.overlay.title}
      tabIndex={-1}
      data-testid="pay-overlay-dialog"
    >
      <FocusGuard edge="start" />
      <button
        type="button"
        className="pay-overlay-backdrop"
        tabIndex={-1}
        aria-hidden="true"
        onClick={closeOverlay}
      />
      <iframe
        key={attempt}
        ref={frame}
        className="pay-overlay-frame"
        title={t.overlay.title}
        src={overlayUrl(payOrigin, flow, language, { ...params, origin: window.location.origin })}
        hidden={failed}
        data-testid="pay-overlay"
      />
      {failed ? (
        <div className="pay-overlay-failed" role="alert" data-testid="pay-overlay-failed">
          <h2>{t.overlayFrame.failedTitle}</h2>
          <p>{t.overlayFrame.failedText}</p>
          <div className="pay-overlay-failed-actions">
            <button ref={retryButton} type="button" className="btn btn-primary" onClick={retry}>
              {t.overlayFrame.retry}
            </button>
            <button type="button" className="btn btn-secondary" onClick={closeOverlay}>
              {t.overlay.close}
            </button>
          </div>
        </div>
      ) : phase !== "visible" ? (
        <p className="pay-overlay-loading" role="status">
          {t.overlay.loading}
        </p>
      ) : null}
      <FocusGuard edge="end" />
    </div>
  );
}
