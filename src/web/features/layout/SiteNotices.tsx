import { useEffect, useState } from "react";
import { useLocation, useRouteLoaderData } from "react-router";
import type { TGuest } from "../../../common/contracts/accounts.ts";
import { LANGUAGES } from "../../../common/languages.ts";
import { lazyView } from "../../ui/lazyView.tsx";
import { storageGet, storageSet } from "../consent/index.ts";
import type { Notice, OfferedLanguage } from "./SiteNoticeView.tsx";

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

/** Set when a guest keeps the German home page instead of the offered language. */
const LANGUAGE_NOTE_KEY = "vv.languageNote";

/**
 * The site language the browser prefers, when the page is the German home page (`/`) and that
 * language is another of ours: the home page offers it in a note, without a redirect (search
 * engines keep `/` German, issue 27). Read after hydration: the server's page is the same for all.
 */
export function offeredLanguage(
  pathname: string,
  preferred: readonly string[],
  dismissed: boolean,
): OfferedLanguage | null {
  if (pathname !== "/" || dismissed) return null;
  for (const tag of preferred) {
    const primary = tag.toLowerCase().split("-")[0] ?? "";
    if ((LANGUAGES as readonly string[]).includes(primary))
      return primary === "de" ? null : (primary as OfferedLanguage);
  }
  return null;
}

function useLanguageOffer(): [OfferedLanguage | null, () => void] {
  const { pathname } = useLocation();
  const [offer, setOffer] = useState<OfferedLanguage | null>(null);
  useEffect(() => {
    const found = offeredLanguage(
      pathname,
      navigator.languages ?? [],
      storageGet(LANGUAGE_NOTE_KEY) === "dismissed",
    );
    setOffer(found);
    // What the page decided, for browser tests that check a note does NOT come.
    document.documentElement.dataset.languageOffer = found ?? "none";
  }, [pathname]);
  const keep = () => {
    storageSet(LANGUAGE_NOTE_KEY, "dismissed");
    setOffer(null);
  };
  return [offer, keep];
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
 * welcome after a sign-up, the goodbye after the account's deletion, and on the German home page
 * the offer of the browser's language (the cookie banner below stays in the page's language until
 * the guest follows the offer).
 */
export function SiteNotices() {
  const root = useRouteLoaderData("root") as { guest: TGuest | null; payOrigin?: string } | undefined;
  const guest = root?.guest ?? null;
  useSignupListener(root?.payOrigin);
  const [notice, dismiss] = useNotice(guest);
  const [offer, keepGerman] = useLanguageOffer();
  if (notice) return <SiteNoticeView notice={notice} dismiss={dismiss} guest={guest} />;
  if (offer)
    return <SiteNoticeView notice={{ kind: "language", offer }} dismiss={keepGerman} guest={guest} />;
  return null;
}
