import { asc, inArray } from "drizzle-orm";
import type { TGiftStore, TMessageGift } from "../../../../common/contracts/messenger.ts";
import { VOUCHER_TYPES } from "../../../../common/enums.ts";
import type { Language } from "../../../../common/languages.ts";
import type { DbOrTx } from "../../../db/client.ts";
import { messengerMessageGifts } from "../../../db/schema/messenger.ts";
import { voucherUnitsByActor } from "../../benefits/index.ts";
import { giftStore, giftsByIds, presentMessageGift } from "../../gifts/index.ts";

/**
 * GET messenger/gifts: the gift store (gifts' store and the guest's own gifts) with what the
 * guest's messenger-gift vouchers pay, by the actor they are bound to (benefits).
 */
export async function messengerGiftStore(
  db: DbOrTx,
  options: { guestId: number; language: Language; now: Date },
): Promise<TGiftStore> {
  const [store, giftVouchers] = await Promise.all([
    giftStore(db, options),
    voucherUnitsByActor(db, {
      guestId: options.guestId,
      type: VOUCHER_TYPES.messengerGift,
      now: options.now,
    }),
  ]);
  return { ...store, giftVouchers };
}

/** The gifts of the given messages, by message id (two queries for a whole page). */
export async function giftsOfMessages(
  db: DbOrTx,
  messageIds: number[],
  language: Language,
): Promise<Map<number, TMessageGift[]>> {
  const byMessage = new Map<number, TMessageGift[]>();
  if (messageIds.length === 0) return byMessage;
  const rows = await db
    .select({
      messageId: messengerMessageGifts.messageId,
      giftId: messengerMessageGifts.giftId,
      quantity: messengerMessageGifts.quantity,
    })
    .from(messengerMessageGifts)
    .where(inArray(messengerMessageGifts.messageId, messageIds))
    .orderBy(asc(messengerMessageGifts.messageId));
  const gifts = await giftsByIds(
    db,
    rows.map((row) => row.giftId),
  );
  // A message's gifts in the store's display order.
  const order = (giftId: number) => {
    const gift = gifts.get(giftId);
    return gift ? [gift.position, gift.id] : [0, giftId];
  };
  const sorted = [...rows].sort((a, b) => {
    if (a.messageId !== b.messageId) return a.messageId - b.messageId;
    const [pa = 0, ia = 0] = order(a.giftId);
    const [pb = 0, ib = 0] = order(b.giftId);
    return pa - pb || ia - ib;
  });
  for (const row of sorted) {
    const gift = gifts.get(row.giftId);
    if (!gift) continue;
    const list = byMessage.get(row.messageId) ?? [];
    list.push(presentMessageGift(gift, row.quantity, language));
    byMessage.set(row.messageId, list);
  }
  return byMessage;
}
