import { useEffect, useState } from "react";
import { useLocation, useRouteLoaderData } from "react-router";
import type { TGuest } from "../../../common/contracts/accounts.ts";
import { lazyView } from "../../ui/lazyView.tsx";
import type { Notice } from "./SiteNoticeView.tsx";

/** Set when the overlay reports a finished sign-up; read once after the reload that logs the guest in. */
const WELCOME_KEY = "velvet.welcome";

// The notice itself is a chunk of its own: few page loads have one (the initial JavaScript budget).
const SiteNoticeView = lazyView("SiteNoticeView", () =>
  import("./SiteNoticeView.tsx").then((m) => m.SiteNoticeView),
);

/**
 * Remembers a sign-up done in the overlay (its "signup" window message, from the overlay's origin
 * only) for the page that the login reloads.
 */
function useSignupListener(payOrigin: string | undefined): void {
  useEffect(() => {
    if (!payOrigin) return;
    const onMessage = (event: MessageEvent) => {
      const data = event.data as { source?: unknown; type?: unknown } | null;
      if (event.origin !== payOrigin || data?.source !== "velvet-overlay" || data.type !== "signup") return;
      try {
        sessionStorage.setItem(WELCOME_KEY, "1");
      } catch {
        // Storage off: no welcome, the sign-up still works.
      }
    };
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, [payOrigin]);
}

/** The notice a page opens with: the answer of the e-mail confirmation link, or the welcome after sign-up. */
function useNotice(guest: TGuest | null): [Notice | null, () => void] {
  const { search } = useLocation();
  const params = new URLSearchParams(search);
  const verified = params.get("emailVerified");
  const deleted = params.get("accountDeleted") === "1";
  const [welcome, setWelcome] = useState(false);
  const [dismissed, setDismissed] = useState<string | null>(null);
  useEffect(() => {
    if (!guest) return;
    try {
      if (sessionStorage.getItem(WELCOME_KEY) !== "1") return;
      sessionStorage.removeItem(WELCOME_KEY);
      setWelcome(true);
    } catch {
      // Storage off: no welcome.
    }
  }, [guest]);
  const notice: Notice | null =
    deleted && dismissed !== "deleted"
      ? { kind: "deleted" }
      : verified === "1" && dismissed !== "verified"
        ? { kind: "verified" }
        : verified === "0" && dismissed !== "notVerified"
          ? { kind: "notVerified" }
          : welcome && dismissed !== "welcome"
            ? { kind: "welcome" }
            : null;
  const dismiss = () => {
    if (!notice) return;
    setDismissed(notice.kind);
    if (notice.kind === "welcome") setWelcome(false);
    else {
      // The address bar drops the link's marker, so a reload does not show it again.
      const url = new URL(window.location.href);
      url.searchParams.delete("emailVerified");
      url.searchParams.delete("accountDeleted");
      window.history.replaceState(window.history.state, "", url);
    }
  };
  return [notice, dismiss];
}

/**
 * One message at the top of the page for what just happened outside it: "e-mail confirmed" after
 * the mailed link (the server redirects to the home page with `?emailVerified=1`, or `0`), the
 * welcome after a sign-up, and the goodbye after the account's deletion.
 */
export function SiteNotices() {
  const root = useRouteLoaderData("root") as { guest: TGuest | null; payOrigin?: string } | undefined;
  const guest = root?.guest ?? null;
  useSignupListener(root?.payOrigin);
  const [notice, dismiss] = useNotice(guest);
  if (!notice) return null;
  return <SiteNoticeView notice={notice} dismiss={dismiss} guest={guest} />;
}
