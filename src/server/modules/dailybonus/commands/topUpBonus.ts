import { and, eq, inArray, isNull } from "drizzle-orm";
import type { DailyOfferKind } from "../../../../common/contracts/values/dailybonus.ts";
import type { Tx } from "../../../db/client.ts";
import { dailyClaims, dailyOffers } from "../../../db/schema/dailybonus.ts";
import { credit } from "../../wallet/index.ts";
import { claimableDate } from "../days.ts";
import { topUpBonusCoins } from "../effects.ts";

/**
 * The daily top-up bonus (issue 30), in the top-up's transaction (payments' applyPayment): each
 * top-up offer the guest claimed today and has not used yet adds its coins to this top-up of
 * `coins` (percent or flat), once: the claim is marked with the payment by a conditional update,
 * so only the next top-up of that Berlin day gets it. Answers the bonus coins credited.
 */
export async function applyTopUpBonus(options: {
  tx: Tx;
  guestId: number;
  paymentId: string;
  coins: number;
  now: Date;
}): Promise<number> {
  const { tx, guestId, now } = options;
  const open = await tx
    .select({
      claimId: dailyClaims.id,
      kind: dailyOffers.kind,
      value: dailyOffers.value,
      offerId: dailyOffers.id,
    })
    .from(dailyClaims)
    .innerJoin(dailyOffers, eq(dailyOffers.id, dailyClaims.offerId))
    .where(
      and(
        eq(dailyClaims.guestId, guestId),
        eq(dailyClaims.day, claimableDate(now)),
        isNull(dailyClaims.topUpPaymentId),
        inArray(dailyOffers.kind, ["topUpPercent", "topUpFlat"]),
      ),
    );
  let total = 0;
  for (const claim of open) {
    const bonus = topUpBonusCoins(claim.kind as DailyOfferKind, claim.value, options.coins);
    const [used] = await tx
      .update(dailyClaims)
      .set({ topUpPaymentId: options.paymentId, topUpCoins: bonus })
      .where(and(eq(dailyClaims.id, claim.claimId), isNull(dailyClaims.topUpPaymentId)))
      .returning({ id: dailyClaims.id });
    if (!used || bonus <= 0) continue;
    await credit({ tx, guestId, coins: bonus, kind: "bonus", reason: `dailyBonus:${claim.offerId} topUp` });
    total += bonus;
  }
  return total;
}
