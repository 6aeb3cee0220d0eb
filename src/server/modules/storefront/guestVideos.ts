import type { TVideo } from "../../../common/contracts/catalog.ts";
import type { DbOrTx } from "../../db/client.ts";
import { isVip } from "../accounts/index.ts";
import { ownedItems } from "../purchases/index.ts";
import { likedIds } from "../ratings/index.ts";

/**
 * The videos with the guest's own flags (guestInfo): `bought` (owned), `gifted` (a voucher paid
 * for it, not coins), `liked` (rated up) and `flatrate` (a VIP video while the guest's VIP runs).
 * The very array it was given when none of them is the guest's in any way (a visitor, or nothing
 * owned, liked or VIP among them), so a caller can tell that the answer is the shared one.
 */
export async function markGuestVideos(
  db: DbOrTx,
  guest: { id: number; vipUntil: Date | null } | null,
  items: TVideo[],
  now: Date,
): Promise<TVideo[]> {
  if (!guest || items.length === 0) return items;
  const ids = items.map((v) => v.id);
  const [owned, liked] = await Promise.all([
    ownedItems(db, guest.id, "video", ids),
    likedIds(db, guest.id, "video", ids),
  ]);
  const vip = isVip(guest, now);
  const flags = (v: TVideo): TVideo["guestInfo"] => ({
    bought: owned.has(v.id),
    gifted: owned.get(v.id)?.gifted ?? false,
    flatrate: vip && v.vip,
    liked: liked.has(v.id),
  });
  const own = (info: TVideo["guestInfo"]) => info.bought || info.flatrate || info.liked;
  if (!items.some((v) => own(flags(v)))) return items;
  return items.map((v) => {
    const info = flags(v);
    return own(info) ? { ...v, guestInfo: info } : v;
  });
}
