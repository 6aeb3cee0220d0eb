import type { TDailyOfferInput } from "../../../../common/contracts/dailybonus.ts";
import type { Tx } from "../../../db/client.ts";
import { dailyOffers } from "../../../db/schema/dailybonus.ts";

/**
 * Adds offers whose (day, slot) is still free, in the caller's transaction, leaving the others as
 * they are (the demo seeds at every start: idempotent). Answers how many were added.
 */
export async function addOffersIfMissing(tx: Tx, offers: TDailyOfferInput[]): Promise<number> {
  if (offers.length === 0) return 0;
  const added = await tx
    .insert(dailyOffers)
    .values(
      offers.map((o) => ({
        day: o.date,
        slot: o.slot,
        kind: o.kind,
        free: o.free,
        vipOnly: o.vipOnly,
        value: o.value,
        quantity: o.quantity,
        videoId: o.videoId,
        albumId: o.albumId,
        actorId: o.actorId,
        giftId: o.giftId,
        imageId: o.imageId,
        title: o.title,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: dailyOffers.id });
  return added.length;
}
