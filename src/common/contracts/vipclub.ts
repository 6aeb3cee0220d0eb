import type { TBenefits, TVoucher } from "./benefits.ts";
import type { PayCurrency, Plan } from "./payments.ts";

/** A plan of the VIP club as it is sold (prices in minor units of each currency). */
export interface TVipPlan {
  plan: Extract<Plan, "vip" | "trialvip">;
  periodDays: number;
  price: Record<PayCurrency, number>;
  /** What the plan renews as, and at which price, after its period. */
  renewsAs: Plan;
  renewalPrice: Record<PayCurrency, number>;
}

/** The guest's running VIP subscription (status ended is never shown). */
export interface TVipSubscription {
  plan: Extract<Plan, "vip" | "trialvip">;
  status: "active" | "cancelled";
  /** When this subscription started (its first payment). */
  since: string;
  /** End of the paid period: the next renewal while active, the end of VIP when cancelled. */
  currentPeriodEnd: string;
  /** The next renewal's date, or null when cancelled (VIP runs to currentPeriodEnd). */
  nextRenewal: string | null;
  renewalMinor: number;
  currency: PayCurrency;
  /** The cancellation offer may still be taken (cancelled VIP, once). */
  offerAvailable: boolean;
}

/** GET vipclub: what the club gives and costs, and the caller's membership (null when anonymous). */
export interface TVipClub {
  plans: TVipPlan[];
  /** What a member gets, counted from the catalogue and the live limits. */
  gives: {
    vipVideos: number;
    vipAlbums: number;
    /** VIP30 offers: VIP videos of the monthly selection, with their summed base price in VXC. */
    vip30Videos: number;
    vip30ValueCoins: number;
    /** VIP30 value history: per release month (YYYY-MM), newest first, the last 12 months. */
    vip30History: { month: string; videos: number; valueCoins: number }[];
    livePreviews: { vip: number; others: number };
    freeChatMinutes: { vip: number; others: number };
  };
  member: {
    isVip: boolean;
    /** End of VIP (a subscription, bonus VIP days or both), or null. */
    vipUntil: string | null;
    subscription: TVipSubscription | null;
    /** The 7-day trial may be bought (never had a VIP subscription). */
    trialAvailable: boolean;
  } | null;
}

/** Where a benefit is used: a page of the site (its route name and address in the caller's language). */
export interface TBenefitUse {
  place: "videos" | "albums" | "cams" | "messenger" | "camShows" | "spinwheel" | "actor";
  url: string;
}

/** A voucher with the page where it is spent. */
export interface TVoucherWithUse extends TVoucher {
  use: TBenefitUse;
  /** Names of the actors of `actors` (same order). */
  actorNames: string[];
}

/** GET guest/benefits and the content service's `benefits`: the summary with where to use each. */
export interface TBenefitsWithUses extends Omit<TBenefits, "vouchers"> {
  vouchers: TVoucherWithUse[];
  uses: {
    messengerGiftCount: TBenefitUse;
    freeMessagesCount: TBenefitUse;
    privateShowTickets: TBenefitUse;
    chatShowTickets: TBenefitUse;
    /** null: the spin wheel is not open yet, and no spins are granted until it is. */
    spinwheelSpins: TBenefitUse;
  };
}
