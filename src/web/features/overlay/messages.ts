/**
 * Window messages between the site and the payment/login overlay (spec content §4). Each side
 * accepts messages only from the other side's exact origin.
 */
export const OVERLAY_FLOWS = ["login", "signup", "pwdlost", "pwdreset"] as const;
export type OverlayFlow = (typeof OVERLAY_FLOWS)[number];

export function isOverlayFlow(value: unknown): value is OverlayFlow {
  return typeof value === "string" && (OVERLAY_FLOWS as readonly string[]).includes(value);
}

/** Messages the overlay sends. */
export type OverlayMessage =
  | { source: "velvet-overlay"; type: "ready" | "content-loaded" | "view-ready" | "close" | "logout" }
  | { source: "velvet-overlay"; type: "success" | "signup"; flow: OverlayFlow }
  | { source: "velvet-overlay"; type: "transfer_token"; accessToken: string }
  | { source: "velvet-overlay"; type: "redirect"; url: string };

/** Messages the site sends. */
export type SiteMessage = { source: "velvet-site"; type: "show"; flow: OverlayFlow };

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
  if (message.type === "transfer_token" && typeof message.accessToken !== "string") {
    console.error("Invalid message response");
    return null;
  }
  return message as OverlayMessage;
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
