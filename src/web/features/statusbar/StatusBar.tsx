import "./statusbar.css";
import { useEffect, useRef, useState } from "react";
import { useRouteLoaderData } from "react-router";
import type { TGuest } from "../../../common/contracts/accounts.ts";
import { formatMoney } from "../../../common/money.ts";
import { type Dictionary, fill, languageOfDictionary, useI18n } from "../../i18n/index.ts";
import { lazyView } from "../../ui/lazyView.tsx";
import { setOfferAccepted, useOfferAccepted } from "../overlay/index.ts";
import type { Bar, StatusBarKind } from "./StatusBarView.tsx";

export type { StatusBarKind };

/** The one-time cookie the server sets after a cancellation offer was taken. */
export const STATUSBAR_COOKIE = "vv_statusbar";

// The bar's view is a chunk of its own: most pages have no bar (the initial JavaScript budget).
const StatusBarView = lazyView("StatusBarView", () =>
  import("./StatusBarView.tsx").then((m) => m.StatusBarView),
);
const DISMISSED_KEY = "vv_statusbar_dismissed";

/** Which bars apply to the guest, highest priority first (pure; the component shows the first). */
export function applicableBars(
  guest: TGuest | null,
  t: Dictionary,
  extra: { offerThanks: boolean; avsJustAccepted: boolean },
): Bar[] {
  const bars: Bar[] = [];
  if (extra.offerThanks)
    bars.push({
      kind: "cancelationoffer",
      tone: "success",
      text: t.statusbar.offerThanks,
      dismissible: true,
    });
  if (!guest) return bars;
  if (guest.compensationDueCents > 0)
    bars.unshift({
      kind: "restricted",
      tone: "warning",
      text: fill(t.statusbar.restricted, {
        amount: formatMoney({ value: guest.compensationDueCents, currency: "EUR" }, languageOfDictionary(t)),
      }),
      action: { label: t.statusbar.restrictedAction, flow: "opcompensation" },
      dismissible: false,
    });
  const avs = guest.avsStatus;
  if (avs === "pending")
    bars.push({
      kind: "avsstatus",
      tone: "info",
      text: t.statusbar.avsPending,
      action: { label: t.statusbar.avsShow, flow: "avs" },
      dismissible: true,
    });
  if (avs === "rejected" || avs === "revoked")
    bars.push({
      kind: "avsstatus",
      tone: "warning",
      text: [avs === "rejected" ? t.statusbar.avsRejected : t.statusbar.avsRevoked, guest.avsRejectMessage]
        .filter(Boolean)
        .join(" "),
      action: { label: t.statusbar.avsRetry, flow: "avs" },
      dismissible: true,
    });
  if (avs === "accepted" && extra.avsJustAccepted)
    bars.push({ kind: "avsaccepted", tone: "success", text: t.statusbar.avsAccepted, dismissible: true });
  if (avs === "unknown")
    bars.push({
      kind: "noavs",
      tone: "info",
      text: t.statusbar.noAvs,
      action: { label: t.statusbar.noAvsAction, flow: "avs" },
      dismissible: true,
    });
  if (!guest.emailVerified)
    bars.push({
      kind: "mailnotverified",
      tone: "info",
      text: fill(t.statusbar.mailNotVerified, { email: guest.email }),
      action: { label: t.statusbar.resend, resend: true },
      dismissible: true,
    });
  return bars;
}

function readDismissed(): string[] {
  try {
    return JSON.parse(sessionStorage.getItem(DISMISSED_KEY) ?? "[]") as string[];
  } catch {
    return [];
  }
}

function takeOfferCookie(): boolean {
  const found = document.cookie.split(/;\s*/).some((part) => part === `${STATUSBAR_COOKIE}=cancelationoffer`);
  if (found) document.cookie = `${STATUSBAR_COOKIE}=; Max-Age=0; path=/; SameSite=Lax`;
  return found;
}

/**
 * The site's status bar below the navbar: one bar at a time by priority (restricted account, the
 * thanks after a cancellation offer, age-check state, missing age check, unverified e-mail).
 * Informational bars can be dismissed for the browser session.
 */
export function StatusBar() {
  const root = useRouteLoaderData("root") as { guest: TGuest | null } | undefined;
  const guest = root?.guest ?? null;
  const { t } = useI18n();
  const [dismissed, setDismissed] = useState<string[]>([]);
  // The thanks after a cancellation offer: from the cookie of a page load, or set by the overlay.
  const offerThanks = useOfferAccepted();
  const previousAvs = useRef(guest?.avsStatus);
  const [avsJustAccepted, setAvsJustAccepted] = useState(false);

  useEffect(() => {
    setDismissed(readDismissed());
    if (takeOfferCookie()) setOfferAccepted(true);
  }, []);

  // An age check accepted while the page is open gets a short confirmation.
  const avsStatus = guest?.avsStatus;
  useEffect(() => {
    if (avsStatus === "accepted" && previousAvs.current && previousAvs.current !== "accepted")
      setAvsJustAccepted(true);
    previousAvs.current = avsStatus;
  }, [avsStatus]);

  const bar = applicableBars(guest, t, { offerThanks, avsJustAccepted }).find(
    (entry) => !entry.dismissible || !dismissed.includes(entry.kind),
  );
  if (!bar) return null;

  const dismiss = () => {
    const next = [...dismissed, bar.kind];
    setDismissed(next);
    if (bar.kind === "cancelationoffer") setOfferAccepted(false);
    if (bar.kind === "avsaccepted") setAvsJustAccepted(false);
    try {
      sessionStorage.setItem(DISMISSED_KEY, JSON.stringify(next));
    } catch {
      // storage blocked: dismissed for this page only
    }
  };
  return <StatusBarView bar={bar} dismiss={dismiss} guest={guest} />;
}
