import { LIVE_PREVIEW_LIMIT } from "../../../common/constants.ts";
import { PLAN_INFO } from "../../../common/contracts/payments.ts";
import type { TVipClub, TVipPlan } from "../../../common/contracts/vipclub.ts";
import { FREE_CHAT_DAILY_MINUTES } from "../../../common/live.ts";
import type { DbOrTx } from "../../db/client.ts";
import { isVip } from "../accounts/index.ts";

/** What the club needs of a guest (a guest row or the content service's guest). */
type ClubGuest = { id: number; vipUntil: Date | null };

import { vip30ValueHistory, vipOfferCounts } from "../catalog/index.ts";
import { hadVipSubscription, vipSubscriptionOf } from "../payments/index.ts";

/** Months of the VIP30 value history the club page shows. */
export const VIP30_HISTORY_MONTHS = 12;

const plan = (name: TVipPlan["plan"]): TVipPlan => {
  const info = PLAN_INFO[name];
  return {
    plan: name,
    periodDays: info.periodDays,
    price: info.price,
    renewsAs: info.renewsAs,
    renewalPrice: PLAN_INFO[info.renewsAs].price,
  };
};

/**
 * GET vipclub: the plans as the overlay sells them, what the club opens (counted from the released
 * catalogue and the live limits the club raises) and, for a logged-in guest, the membership: VIP
 * until when, the running subscription (since, next renewal or end) and whether the trial is open.
 */
export async function vipClubOf(db: DbOrTx, guest: ClubGuest | null, now: Date): Promise<TVipClub> {
  const [offers, vip30History, member] = await Promise.all([
    vipOfferCounts(db, now),
    vip30ValueHistory(db, now, VIP30_HISTORY_MONTHS),
    guest ? memberOf(db, guest, now) : null,
  ]);
  return {
    plans: [plan("vip"), plan("trialvip")],
    gives: {
      ...offers,
      vip30History,
      livePreviews: { vip: LIVE_PREVIEW_LIMIT.vip, others: LIVE_PREVIEW_LIMIT.default },
      freeChatMinutes: { vip: FREE_CHAT_DAILY_MINUTES.vip, others: FREE_CHAT_DAILY_MINUTES.default },
    },
    member,
  };
}

async function memberOf(db: DbOrTx, guest: ClubGuest, now: Date): Promise<TVipClub["member"]> {
  const [subscription, hadOne] = await Promise.all([
    vipSubscriptionOf(db, guest.id),
    hadVipSubscription(db, guest.id),
  ]);
  const vip = isVip(guest, now);
  return {
    isVip: vip,
    vipUntil: vip && guest.vipUntil ? guest.vipUntil.toISOString() : null,
    subscription,
    trialAvailable: !hadOne,
  };
}
