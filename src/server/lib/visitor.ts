import { createHash } from "node:crypto";

/**
 * Who counts as one visitor for view counters: the logged-in guest, else a hash of address and
 * browser (never stored in clear, never joined to anything).
 */
export function visitorKey(guestId: number | null, ip: string, userAgent: string | undefined): string {
  if (guestId !== null) return `g${guestId}`;
  return `v${createHash("sha256")
    .update(`${ip}|${userAgent ?? ""}`)
    .digest("hex")
    .slice(0, 24)}`;
}
