import { eq } from "drizzle-orm";
import { isSpendableVoucherType, type TBenefit } from "../../../../common/contracts/benefits.ts";
import type { Tx } from "../../../db/client.ts";
import { bonusCodes, bonusRedemptions, vouchers } from "../../../db/schema/benefits.ts";
import { AppError, AppErrorCode } from "../../../lib/errors.ts";
import { recordEvent } from "../../../lib/outbox/events.ts";
import { addVipDays, type GuestRow, lockActiveGuest } from "../../accounts/index.ts";
import { grantGifts } from "../../gifts/index.ts";
import { hasVerifiedMobile } from "../../phone/index.ts";
import { balanceOf, credit } from "../../wallet/index.ts";

const DAY = 86_400_000;

/**
 * Grants benefits to a guest in the caller's transaction (coins through the ledger), with the
 * event of each change: wallet.balanceChanged (by credit()), benefits.vipDaysGranted,
 * benefits.vouchersChanged, gifts.changed (by grantGifts()).
 */
export async function grantBenefits(
  tx: Tx,
  guestId: number,
  benefits: TBenefit[],
  source: string,
  now: Date,
) {
  for (const benefit of benefits) {
    switch (benefit.kind) {
      case "coins":
        await credit({ tx, guestId, coins: benefit.amount, kind: "bonus", reason: source });
        break;
      case "vipDays":
        await addVipDays({ tx, guestId, days: benefit.days, now });
        await recordEvent(tx, "benefits.vipDaysGranted", { guestId, days: benefit.days });
        break;
      case "voucher":
        // A code stored before the spendable rule may name a type nothing spends: not granted.
        if (!isSpendableVoucherType(benefit.type)) break;
        await tx.insert(vouchers).values({
          guestId,
          type: benefit.type,
          amount: benefit.amount,
          remaining: benefit.amount,
          actorId: benefit.actorId ?? null,
          validFrom: now,
          validTo: new Date(now.getTime() + benefit.validDays * DAY),
          source,
        });
        await recordEvent(tx, "benefits.vouchersChanged", { guestId });
        break;
      case "messengerGifts":
        await grantGifts({ tx, guestId, gifts: [{ giftId: benefit.giftId, count: benefit.count }] });
        break;
    }
  }
}

/**
 * Redeems a bonus code once per guest (a locked guest: 403 ACCOUNT_LOCKED, nothing granted):
 * checks validity and conditions (403 with `reason` vipRequired or mobileRequired), records the redemption
 * (its primary key stops a second redemption, even a concurrent one), grants the benefits and
 * records benefits.bonusRedeemed. Answers the code, its benefits and the guest's balance after.
 */
export async function redeemBonus(options: { tx: Tx; guest: GuestRow; code: string; now: Date }) {
  const { tx, now } = options;
  // The guest's row lock first, and the access policy and VIP state read from the locked row.
  const guest = await lockActiveGuest(tx, options.guest.id);
  const code = options.code.trim().toUpperCase();
  const [bonus] = await tx.select().from(bonusCodes).where(eq(bonusCodes.code, code)).limit(1);
  if (!bonus) throw new AppError(AppErrorCode.NOT_FOUND, "Unknown bonus code");
  if (bonus.validTo <= now) throw new AppError(AppErrorCode.CONFLICT, "This bonus code has expired");
  const isVip = guest.vipUntil !== null && guest.vipUntil > now;
  if (bonus.requireVip && !isVip)
    throw new AppError(AppErrorCode.FORBIDDEN, "This bonus code is for VIP members", {
      reason: "vipRequired",
    });
  // The mobile check (spec content "requireMobileAuth"): a verified mobile number off the
  // blacklist, the same rule as the SMS alerts (phone's hasVerifiedMobile).
  if (bonus.requireMobileAuth && !(await hasVerifiedMobile(tx, guest.id)))
    throw new AppError(AppErrorCode.FORBIDDEN, "This bonus code needs a verified mobile number", {
      reason: "mobileRequired",
    });
  const [redeemed] = await tx
    .insert(bonusRedemptions)
    .values({ code, guestId: guest.id, createdAt: now })
    .onConflictDoNothing()
    .returning({ code: bonusRedemptions.code });
  if (!redeemed) throw new AppError(AppErrorCode.CONFLICT, "You have redeemed this bonus code already");
  await grantBenefits(tx, guest.id, bonus.benefits, `bonus:${code}`, now);
  await recordEvent(tx, "benefits.bonusRedeemed", { guestId: guest.id, code });
  return { code, benefits: bonus.benefits, balance: await balanceOf(tx, guest.id) };
}
