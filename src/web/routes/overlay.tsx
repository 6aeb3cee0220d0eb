import { Suspense, useCallback, useEffect, useMemo, useState } from "react";
import { data } from "react-router";
import { normalizeLanguage } from "../../common/languages.ts";
import {
  AuthFlowView,
  FLOW_VIEWS,
  isAuthFlow,
  isOverlayFlow,
  type OverlayFlow,
  type OverlayMessage,
  parseSiteMessage,
  payApi,
  UNAVAILABLE_FLOWS,
} from "../features/overlay/index.ts";
import { needTexts, useI18n } from "../i18n/index.ts";
import { edgeOf } from "../ui/Dialog.tsx";
import type { Route } from "./+types/overlay";

// This page shows the flows text pack (i18n/packs.ts): loaded with its module.
await needTexts("flows");

/**
 * The payment/login overlay page, served only on the overlay's own origin and framed by the site.
 * Sign-in flows work anonymously; the payment flows run with the overlay session the site sends
 * by window message (this origin has no cookies of the site).
 */
export function loader({ request, params, context }: Route.LoaderArgs) {
  if (context.role !== "pay" || !isOverlayFlow(params.flow)) throw data(null, { status: 404 });
  const url = new URL(request.url);
  // The site page names its origin; only one of the origins allowed to frame this page is taken
  // (window messages carry the login token to it).
  const asked = url.searchParams.get("origin");
  const siteOrigin =
    asked && context.siteOrigins.includes(asked)
      ? asked
      : (context.siteOrigins[0] ?? new URL(context.publicUrl).origin);
  return {
    flow: params.flow,
    language: normalizeLanguage(url.searchParams.get("lang")),
    siteOrigin,
    token: url.searchParams.get("token") ?? "",
  };
}

export const meta: Route.MetaFunction = () => [{ title: "Velvet" }, { name: "robots", content: "noindex" }];

export default function Overlay({ loaderData }: Route.ComponentProps) {
  const { siteOrigin, token: resetToken } = loaderData;
  const { t } = useI18n();
  const [flow, setFlow] = useState<OverlayFlow>(loaderData.flow);
  /** The overlay session: undefined until the site answered, null for an anonymous guest. */
  const [session, setSession] = useState<string | null | undefined>(undefined);

  const post = useCallback(
    (message: OverlayMessage) => {
      if (window.parent !== window) window.parent.postMessage(message, siteOrigin);
    },
    [siteOrigin],
  );

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== siteOrigin) return;
      const message = parseSiteMessage(event.data);
      if (message?.type === "show") post({ source: "velvet-overlay", type: "view-ready" });
      if (message?.type === "session") setSession(message.token);
      // The site's dialog moves keyboard focus round through this page.
      if (message?.type === "focus") edgeOf(document.body, message.edge)?.focus();
    };
    // Escape here (focus is in the frame) closes the overlay like Escape on the site.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape" && !event.defaultPrevented)
        post({ source: "velvet-overlay", type: "close" });
    };
    window.addEventListener("message", onMessage);
    window.addEventListener("keydown", onKeyDown);
    post({ source: "velvet-overlay", type: "ready" });
    post({ source: "velvet-overlay", type: "content-loaded" });
    return () => {
      window.removeEventListener("message", onMessage);
      window.removeEventListener("keydown", onKeyDown);
    };
  }, [siteOrigin, post]);

  const api = useMemo(() => payApi(session ?? null, siteOrigin), [session, siteOrigin]);
  const View = FLOW_VIEWS[flow];
  const close = () => post({ source: "velvet-overlay", type: "close" });

  let body: React.ReactNode;
  if (isAuthFlow(flow)) {
    body = <AuthFlowView api={api} flow={flow} resetToken={resetToken} post={post} switchTo={setFlow} />;
  } else if ((UNAVAILABLE_FLOWS as readonly string[]).includes(flow) || !View) {
    body = (
      <p className="overlay-unavailable" role="status" data-testid="flow-unavailable">
        {t.overlay.unavailable}
      </p>
    );
  } else if (session === undefined) {
    body = <p role="status">{t.overlay.loading}</p>;
  } else if (session === null) {
    body = (
      <div className="overlay-form">
        <p>{t.pay.loginFirst}</p>
        <button type="button" className="btn btn-primary" onClick={() => setFlow("login")}>
          {t.overlay.loginSubmit}
        </button>
      </div>
    );
  } else {
    body = (
      <Suspense fallback={<p role="status">{t.overlay.loading}</p>}>
        <View
          key={flow}
          flow={flow}
          api={api}
          switchTo={setFlow}
          succeeded={() => post({ source: "velvet-overlay", type: "success", flow })}
          hook={(name) => post({ source: "velvet-overlay", type: "hook", name })}
          close={close}
        />
      </Suspense>
    );
  }

  return (
    <div className="overlay-page" data-testid="overlay-page" data-flow={flow}>
      <header className="overlay-head">
        <h1>{t.pay.titles[flow]}</h1>
        <button type="button" className="btn btn-ghost btn-small" onClick={close}>
          {t.overlay.close}
        </button>
      </header>
      {body}
    </div>
  );
}
