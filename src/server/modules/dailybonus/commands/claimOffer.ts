import { randomBytes } from "node:crypto";
import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import type { TBenefit as Benefit } from "../../../../common/contracts/benefits.ts";
import type { DailyOfferKind, TDailyClaimResult } from "../../../../common/contracts/values/dailybonus.ts";
import { VOUCHER_TYPES } from "../../../../common/enums.ts";
import type { Language } from "../../../../common/languages.ts";
import type { Tx } from "../../../db/client.ts";
import { dailyClaims, dailyOffers } from "../../../db/schema/dailybonus.ts";
import { AppError, AppErrorCode, notFound } from "../../../lib/errors.ts";
import { lockActiveGuest } from "../../accounts/index.ts";
import { grantBenefits } from "../../benefits/index.ts";
import { balanceOf } from "../../wallet/index.ts";
import { claimableDate } from "../days.ts";
import { type OfferRow, presentOffers } from "../views.ts";
import { grantFiveDaysBonus } from "./fiveDaysBonus.ts";

/** How long a voucher from the daily bonus (video, photo album) may be used. */
const VOUCHER_VALID_DAYS = 30;

const conflict = (reason: string, message: string) =>
  new AppError(AppErrorCode.CONFLICT, message, { reason });

/** The benefits an offer grants at its claim (top-up bonuses apply at the next top-up; merchandise is its code). */
function benefitsOf(offer: OfferRow): Benefit[] {
  const actorId = offer.actorId ?? undefined;
  switch (offer.kind as DailyOfferKind) {
    case "oneDayVip":
      return [{ kind: "vipDays", days: offer.value }];
    case "videoVoucher":
      return [
        {
          kind: "voucher",
          type: VOUCHER_TYPES.video,
          amount: offer.value,
          validDays: VOUCHER_VALID_DAYS,
          actorId,
        },
      ];
    case "photoAlbum":
      return [
        {
          kind: "voucher",
          type: VOUCHER_TYPES.photoAlbum,
          amount: offer.value,
          validDays: VOUCHER_VALID_DAYS,
          actorId,
        },
      ];
    case "messengerGift":
      return offer.giftId === null
        ? []
        : [{ kind: "messengerGifts", giftId: offer.giftId, count: offer.value }];
    default:
      return [];
  }
}

/** A merchandise voucher code: 12 characters without look-alikes (unique in daily_claims). */
function merchandiseCode(): string {
  const alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
  const bytes = randomBytes(12);
  let code = "";
  for (const byte of bytes) code += alphabet[byte % alphabet.length];
  return `VX-${code.slice(0, 4)}-${code.slice(4, 8)}-${code.slice(8)}`;
}

/**
 * Claims today's offer for a guest, in the caller's transaction (issue 30): the claim row first
 * (its unique index (offer, guest) makes a concurrent second claim wait and then find it: 409
 * alreadyClaimed), then one unit of stock by a conditional update (409 soldOut, which rolls the
 * claim back), then the grant through the owners' commands (benefits: VIP days, vouchers,
 * messenger gifts; the wallet's ledger for coins). 404 for an unknown offer; 409 notToday for an
 * offer of another Berlin day, purchaseOnly for a video deal (bought at its dailyBonusPrice on the
 * video's buy path); 403 vipRequired for a VIP offer and a guest without VIP.
 */
export async function claimOffer(options: {
  tx: Tx;
  guestId: number;
  offerId: number;
  language: Language;
  now: Date;
}): Promise<TDailyClaimResult> {
  const { tx, now } = options;
  const guest = await lockActiveGuest(tx, options.guestId);
  const [offer] = await tx.select().from(dailyOffers).where(eq(dailyOffers.id, options.offerId)).limit(1);
  if (!offer) throw notFound("Offer");
  if (offer.day !== claimableDate(now)) throw conflict("notToday", "This offer is not today's");
  if (offer.kind === "video")
    throw conflict("purchaseOnly", "This video is bought on its page at its daily price");
  if (offer.vipOnly && !(guest.vipUntil !== null && guest.vipUntil > now))
    throw new AppError(AppErrorCode.FORBIDDEN, "This offer is for VIP members", { reason: "vipRequired" });

  const code = offer.kind === "merchandise" ? merchandiseCode() : null;
  const [claim] = await tx
    .insert(dailyClaims)
    .values({ offerId: offer.id, guestId: guest.id, day: offer.day, code, createdAt: now })
    .onConflictDoNothing()
    .returning();
  if (!claim) throw conflict("alreadyClaimed", "You have claimed this offer already");
  const [taken] = await tx
    .update(dailyOffers)
    .set({ purchased: sql`${dailyOffers.purchased} + 1` })
    .where(
      and(
        eq(dailyOffers.id, offer.id),
        or(isNull(dailyOffers.quantity), lt(dailyOffers.purchased, dailyOffers.quantity)),
      ),
    )
    .returning();
  if (!taken) throw conflict("soldOut", "This offer is sold out");
  await grantBenefits(tx, guest.id, benefitsOf(offer), `dailyBonus:${offer.id}`, now);
  const fiveDaysBonus = await grantFiveDaysBonus(tx, guest.id, offer.day, now);
  const [presented] = await presentOffers(tx, [taken], {
    language: options.language,
    now,
    claims: new Map([[offer.id, { code, claimedAt: now }]]),
  });
  return {
    offer: presented as NonNullable<typeof presented>,
    claimedAt: claim.createdAt.toISOString(),
    balance: await balanceOf(tx, guest.id),
    fiveDaysBonus,
  };
}
