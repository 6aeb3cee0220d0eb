import { lazy, Suspense, useEffect } from "react";
import { useRouteLoaderData } from "react-router";
import type { TGuest } from "../../../common/contracts/accounts.ts";
import { isOverlayFlow, type OverlayFlow } from "./messages.ts";
import { openOverlay, useOverlay } from "./overlayStore.ts";
import { peekPostLoginAction, takePostLoginAction } from "./postLogin.ts";

// The overlay's frame host is a chunk of its own, loaded when a flow opens: every page can open
// it, few do (the initial JavaScript budget, issue 13).
const PaymentOverlay = lazy(() =>
  import("./PaymentOverlay.tsx").then((m) => ({ default: m.PaymentOverlay })),
);

/** The flow a page asks for on load: ?vxpFlow=…, ?vxpAutoFlow=…, or ?showModalbox=1. */
export function requestedFlow(url: URL, loggedIn: boolean): OverlayFlow | null {
  const named = url.searchParams.get("vxpFlow") ?? url.searchParams.get("vxpAutoFlow");
  if (isOverlayFlow(named)) return named;
  if (url.searchParams.get("showModalbox") === "1") return loggedIn ? "moneycharge" : "login";
  return null;
}

/**
 * Opens the overlay a page load asks for (the URL's flow, else one saved before a login) and
 * renders the payment/login overlay (PaymentOverlay) while a flow is open.
 */
export function OverlayHost({ payOrigin }: { payOrigin: string }) {
  const { flow } = useOverlay();
  const root = useRouteLoaderData("root") as { guest: TGuest | null } | undefined;
  const loggedIn = Boolean(root?.guest);

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

  if (!flow) return null;
  return (
    <Suspense fallback={null}>
      <PaymentOverlay payOrigin={payOrigin} />
    </Suspense>
  );
}
