import { useEffect, useRef } from "react";
import { useRevalidator, useRouteLoaderData } from "react-router";
import type { TGuest } from "../../../common/contracts/accounts.ts";
import { safeRedirectPath } from "../../../common/safeRedirect.ts";
import { rest } from "../../api/rest.ts";
import { useI18n } from "../../i18n/index.ts";
import { track } from "../behaviour/track.ts";
import { announceOfferAccepted } from "../statusbar/StatusBar.tsx";
import {
  isAuthFlow,
  isOverlayFlow,
  type OverlayFlow,
  overlayUrl,
  parseOverlayMessage,
  type SiteMessage,
  UNAVAILABLE_FLOWS,
} from "./messages.ts";
import { closeOverlay, openOverlay, setOverlayPhase, useOverlay } from "./overlayStore.ts";
import { peekPostLoginAction, savePostLoginAction, takePostLoginAction } from "./postLogin.ts";

/** Interval of the "show" message until the overlay answers view-ready (spec: 1000 ms). */
const SHOW_RETRY_MS = 1000;

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

/** The flow a page asks for on load: ?vxpFlow=…, ?vxpAutoFlow=…, or ?showModalbox=1. */
function requestedFlow(url: URL, loggedIn: boolean): OverlayFlow | null {
  const named = url.searchParams.get("vxpFlow") ?? url.searchParams.get("vxpAutoFlow");
  if (isOverlayFlow(named)) return named;
  if (url.searchParams.get("showModalbox") === "1") return loggedIn ? "moneycharge" : "login";
  return null;
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
  const pendingLogin = useRef<Promise<void> | null>(null);
  const blocked = flow !== null && needsLogin(flow) && !loggedIn;

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
          setOverlayPhase("ready");
          if (loggedIn)
            void overlayTicket().then((token) => send({ source: "velvet-site", type: "session", token }));
          else send({ source: "velvet-site", type: "session", token: null });
          break;
        case "content-loaded":
          setOverlayPhase("loaded");
          break;
        case "view-ready":
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
          if (message.name === "cancelationoffer") announceOfferAccepted();
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
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape" && !pendingLogin.current) closeOverlay();
    };
    window.addEventListener("message", onMessage);
    window.addEventListener("keydown", onKey);
    return () => {
      window.removeEventListener("message", onMessage);
      window.removeEventListener("keydown", onKey);
    };
  }, [flow, blocked, payOrigin, loggedIn, revalidator, language]);

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

  // On load: a flow asked for by the URL (reset mail, links), else a flow saved before the login.
  useEffect(() => {
    const url = new URL(window.location.href);
    const requested = requestedFlow(url, loggedIn);
    if (requested) {
      const token = url.searchParams.get("token");
      openOverlay(requested, token ? { token } : {});
      for (const name of ["vxpFlow", "vxpAutoFlow", "showModalbox", "token"]) url.searchParams.delete(name);
      window.history.replaceState(window.history.state, "", `${url.pathname}${url.search}${url.hash}`);
      return;
    }
    if (!loggedIn) return;
    const saved = peekPostLoginAction();
    if (saved?.type === "overlay" && takePostLoginAction((action) => action.type === "overlay"))
      openOverlay(saved.flow);
  }, [loggedIn]);

  useEffect(() => {
    if (!flow) return;
    document.body.classList.add("scroll-locked");
    return () => document.body.classList.remove("scroll-locked");
  }, [flow]);

  if (!flow || blocked) return null;
  return (
    <div className="pay-overlay" data-phase={phase}>
      <button
        type="button"
        className="pay-overlay-backdrop"
        aria-label={t.overlay.close}
        onClick={closeOverlay}
      />
      <iframe
        ref={frame}
        className="pay-overlay-frame"
        title={t.overlay.title}
        src={overlayUrl(payOrigin, flow, language, params)}
        data-testid="pay-overlay"
      />
      {phase !== "visible" ? (
        <p className="pay-overlay-loading" role="status">
          {t.overlay.loading}
        </p>
      ) : null}
    </div>
  );
}
