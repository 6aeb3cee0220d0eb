import type { TGuest } from "../../../common/contracts/accounts.ts";
import type { DbOrTx } from "../../db/client.ts";
import { type GuestRow, presentGuest } from "../accounts/index.ts";
import { ownedGifts } from "../gifts/index.ts";
import { isVoicecallActive } from "../live/index.ts";
import { presentVerification, verificationsOf } from "../phone/index.ts";
import { balanceOf } from "../wallet/index.ts";

/**
 * The guest object of spec core §3 wherever it is answered (profile get/update, login, sign-up,
 * e-mail verification, password reset, the overlay's guest, the page's root data): the guest's row
 * as accounts presents it, with what other modules know of the guest (the wallet's balance, their
 * own gifts, pin-call verifications, a voice call going on). Composed here, above those modules, so that accounts
 * imports none of them; the boot hands it to the accounts routes (app.ts).
 */
export async function guestStateOf(db: DbOrTx, guest: GuestRow, now: Date): Promise<TGuest> {
  const [balance, boughtGifts, verifications, voiceCall] = await Promise.all([
    balanceOf(db, guest.id),
    ownedGifts(db, guest.id),
    verificationsOf(db, guest.id, now),
    isVoicecallActive(db, guest.id),
  ]);
  return presentGuest(guest, now, {
    balance,
    boughtGifts,
    pincallVerifications: verifications.map(presentVerification),
    isVoicecallActive: voiceCall,
  });
}
