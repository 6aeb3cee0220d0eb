import type { TGuest } from "../../../common/contracts/accounts.ts";
import type { DbOrTx } from "../../db/client.ts";
import { ownedGifts } from "../gifts/index.ts";
import { presentVerification, verificationsOf } from "../phone/index.ts";
import { presentGuest } from "./presenter.ts";
import type { GuestRow } from "./sessions.ts";

/**
 * The guest object of spec core §3 wherever it is answered (profile get/update, login, sign-up,
 * the overlay's guest, the page's root data): one presenter with what lives in other modules'
 * tables, the guest's own gifts and pin-call verifications. guest/profile/get adds the voice-call
 * flag (the live module depends on accounts, so it cannot be read here).
 */
export async function guestStateOf(db: DbOrTx, guest: GuestRow, now: Date): Promise<TGuest> {
  const [gifts, verifications] = await Promise.all([
    ownedGifts(db, guest.id),
    verificationsOf(db, guest.id, now),
  ]);
  return presentGuest(guest, now, gifts, verifications.map(presentVerification));
}
