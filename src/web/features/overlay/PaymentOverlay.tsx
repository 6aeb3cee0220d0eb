import { useEffect, useRef } from "react";
import { useI18n } from "../../i18n/index.ts";
import {
  isOverlayFlow,
  type OverlayFlow,
  overlayUrl,
  parseOverlayMessage,
  type SiteMessage,
} from "./messages.ts";
import { closeOverlay, openOverlay, setOverlayPhase, useOverlay } from "./overlayStore.ts";

/** Interval of the "show" message until the overlay answers view-ready (spec: 1000 ms). */
const SHOW_RETRY_MS = 1000;

/** Turns the overlay's token into the site's session cookie, then reloads (a failed post reloads too). */
async function completeLogin(accessToken: string): Promise<void> {
  try {
    const response = await fetch("/rest/v1/vxpay/onsuccess", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ accessToken }),
      credentials: "same-origin",
    });
    const body = (await response.json()) as { redirectUrl?: string | null };
    if (response.ok && body.redirectUrl) {
      window.location.assign(body.redirectUrl);
      return;
    }
  } catch {
    // fall through to the reload
  }
  window.location.reload();
}

/**
 * The payment/login overlay: an iframe on the overlay's own origin, 675×740 (full size on small
 * screens), above everything (z-index 10000/10001). Messages are accepted only from that origin.
 */
export function PaymentOverlay({ payOrigin }: { payOrigin: string }) {
  const { flow, phase, params } = useOverlay();
  const { t, language } = useI18n();
  const frame = useRef<HTMLIFrameElement>(null);
  const pendingLogin = useRef<Promise<void> | null>(null);

  useEffect(() => {
    if (!flow) return;
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== payOrigin || event.source !== frame.current?.contentWindow) return;
      const message = parseOverlayMessage(event.data);
      if (!message) return;
      switch (message.type) {
        case "ready":
          setOverlayPhase("ready");
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
        case "close":
          if (pendingLogin.current) return; // the login completes with a reload
          closeOverlay();
          break;
        case "redirect":
          if (message.url.startsWith("/")) window.location.assign(message.url);
          break;
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
  }, [flow, payOrigin]);

  // Ask the overlay to show its view until it answers.
  useEffect(() => {
    if (!flow || phase === "visible" || phase === "created") return;
    const show = () => {
      const message: SiteMessage = { source: "velvet-site", type: "show", flow: flow as OverlayFlow };
      frame.current?.contentWindow?.postMessage(message, payOrigin);
    };
    show();
    const timer = window.setInterval(show, SHOW_RETRY_MS);
    return () => window.clearInterval(timer);
  }, [flow, phase, payOrigin]);

  // A link may ask for a flow on load (?vxpFlow=pwdreset&token=… from the reset mail).
  useEffect(() => {
    const url = new URL(window.location.href);
    const requested = url.searchParams.get("vxpFlow");
    if (!isOverlayFlow(requested)) return;
    const token = url.searchParams.get("token");
    openOverlay(requested, token ? { token } : {});
    url.searchParams.delete("vxpFlow");
    url.searchParams.delete("token");
    window.history.replaceState(window.history.state, "", `${url.pathname}${url.search}${url.hash}`);
  }, []);

  useEffect(() => {
    if (!flow) return;
    document.body.classList.add("scroll-locked");
    return () => document.body.classList.remove("scroll-locked");
  }, [flow]);

  if (!flow) return null;
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
