import { isSafeRedirectPath } from "../../../common/safeRedirect.ts";

/**
 * Window messages between the site and the payment/login overlay (spec content §4). Each side
 * accepts messages only from the other side's exact origin.
 */
export const OVERLAY_FLOWS = [
  "login",
  "signup",
  "pwdlost",
  "pwdreset",
  "moneycharge",
  "trialmoneycharge",
  "limit",
  "oneclick",
  "autorecharge",
  "vipabo",
  "trialvipabo",
  "vxabo",
  "vxtvabo",
  "changecc",
  "changels",
  "settings",
  "vxsettings",
  "avs",
  "promocode",
  "scratchcard",
  "carrier",
  "opcompensation",
  "voicecall",
] as const;
export type OverlayFlow = (typeof OVERLAY_FLOWS)[number];

/** Flows of an anonymous guest: sign-in and password recovery. */
export const AUTH_FLOWS = [
  "login",
  "signup",
  "pwdlost",
  "pwdreset",
] as const satisfies readonly OverlayFlow[];
export type AuthFlow = (typeof AUTH_FLOWS)[number];

/** Flows the spec lists that have no provider here: the overlay says they are not available. */
export const UNAVAILABLE_FLOWS = [
  "trialmoneycharge",
  "vxabo",
  "changels",
  "vxsettings",
  "scratchcard",
  "carrier",
  "voicecall",
] as const satisfies readonly OverlayFlow[];

export function isOverlayFlow(value: unknown): value is OverlayFlow {
  return typeof value === "string" && (OVERLAY_FLOWS as readonly string[]).includes(value);
}

export function isAuthFlow(flow: OverlayFlow): flow is AuthFlow {
  return (AUTH_FLOWS as readonly string[]).includes(flow);
}

/** Messages the overlay sends. */
export type OverlayMessage =
  | { source: "velvet-overlay"; type: "ready" | "content-loaded" | "view-ready" | "close" | "logout" }
  | { source: "velvet-overlay"; type: "success" | "signup"; flow: OverlayFlow }
  | { source: "velvet-overlay"; type: "transfer_token"; accessToken: string }
  | { source: "velvet-overlay"; type: "redirect"; url: string }
  /** The overlay asks the page to scroll (its content moved on a small screen). */
  | { source: "velvet-overlay"; type: "scrollto"; y: number }
  /** A timed offer inside the overlay ran out: the overlay is done. */
  | { source: "velvet-overlay"; type: "countdownfinished" }
  /** An event for the site's analytics (sent only with analytics consent). */
  | { source: "velvet-overlay"; type: "hook"; name: string }
  /** The answer to a site request that expects one. */
  | { source: "velvet-overlay"; type: "response"; requestId: string; ok: boolean };

/** Where the overlay page puts keyboard focus: its first field, its first control, its last one. */
export type FocusEdgeName = "initial" | "first" | "last";

/**
 * Messages the site sends: show the view; the guest's overlay session (null when anonymous); take
 * keyboard focus at an edge (the site's dialog keeps Tab going round through the frame).
 */
export type SiteMessage =
  | { source: "velvet-site"; type: "show"; flow: OverlayFlow }
  | { source: "velvet-site"; type: "session"; token: string | null }
  | { source: "velvet-site"; type: "focus"; edge: FocusEdgeName };

const OVERLAY_TYPES = new Set([
  "ready",
  "content-loaded",
  "view-ready",
  "close",
  "logout",
  "success",
  "signup",
  "transfer_token",
  "redirect",
  "scrollto",
  "countdownfinished",
  "hook",
  "response",
]);

/** Parses a message from the overlay; null for anything else (logged as the spec's errors). */
export function parseOverlayMessage(data: unknown): OverlayMessage | null {
  if (typeof data !== "object" || data === null) return null;
  const message = data as Record<string, unknown>;
  if (message.source !== "velvet-overlay") return null;
  if (typeof message.type !== "string" || !OVERLAY_TYPES.has(message.type)) {
    console.error("Unhandled message response action", message.type);
    return null;
  }
  const invalid =
    (message.type === "transfer_token" && typeof message.accessToken !== "string") ||
    ((message.type === "success" || message.type === "signup") && !isOverlayFlow(message.flow)) ||
    (message.type === "redirect" && !isSafeRedirectPath(message.url)) ||
    (message.type === "scrollto" && !Number.isFinite(message.y)) ||
    (message.type === "hook" && (typeof message.name !== "string" || message.name.length > 64)) ||
    (message.type === "response" && typeof message.requestId !== "string");
  if (invalid) {
    console.error("Invalid message response");
    return null;
  }
  return message as OverlayMessage;
}

/** Parses a message from the site on the overlay's side. */
export function parseSiteMessage(data: unknown): SiteMessage | null {
  if (typeof data !== "object" || data === null) return null;
  const message = data as Record<string, unknown>;
  if (message.source !== "velvet-site") return null;
  if (message.type === "show" && isOverlayFlow(message.flow)) return message as SiteMessage;
  if (message.type === "session" && (message.token === null || typeof message.token === "string"))
    return message as SiteMessage;
  if (
    message.type === "focus" &&
    (message.edge === "initial" || message.edge === "first" || message.edge === "last")
  )
    return message as SiteMessage;
  console.error("Invalid message response");
  return null;
}

/** The overlay page URL on its origin. */
export function overlayUrl(
  payOrigin: string,
  flow: OverlayFlow,
  language: string,
  extra: Record<string, string> = {},
) {
  const params = new URLSearchParams({ lang: language, ...extra });
  return `${payOrigin}/_overlay/${flow}?${params}`;
}
