/**
 * What a guest is entitled to, beside the access rules of access.ts: one definition each, used by
 * every route, query, presenter and push (the SQL fast paths have none of these).
 */

/** The age check (AVS) is accepted: 18-rated pictures and videos show. */
export function isAgeChecked(guest: { avsStatus: string }): boolean {
  return guest.avsStatus === "accepted";
}

/** A VIP club membership runs at `now`. */
export function isVip(guest: { vipUntil: Date | null }, now: Date): boolean {
  return guest.vipUntil !== null && guest.vipUntil > now;
}

/** VXTV may be watched: a TV subscription runs, or the VIP club, which includes it. */
export function hasTv(guest: { vipUntil: Date | null; tvUntil: Date | null }, now: Date): boolean {
  return isVip(guest, now) || (guest.tvUntil !== null && guest.tvUntil > now);
}
