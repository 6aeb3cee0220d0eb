/**
 * The daily bonus (spec content "Daily bonus", issue 30): the offer kinds, the days a guest asks
 * for and the answers' shapes. Zod-free: the daily-deals page imports it.
 */

/** Offer kinds (spec: one-day VIP, video, photo album, top-up percent, top-up flat, merchandise, messenger gift, video voucher). */
export const DAILY_OFFER_KINDS = [
  "oneDayVip",
  "video",
  "photoAlbum",
  "topUpPercent",
  "topUpFlat",
  "merchandise",
  "messengerGift",
  "videoVoucher",
] as const;
export type DailyOfferKind = (typeof DAILY_OFFER_KINDS)[number];

/** The days of GET dailyBonus?day= (Berlin calendar days). */
export const DAILY_BONUS_DAYS = ["yesterday", "today", "tomorrow"] as const;
export type DailyBonusDay = (typeof DAILY_BONUS_DAYS)[number];

/** Consumed offers answered by default and at most (spec: consumed offers, default 31). */
export const CONSUMED_OFFERS_DEFAULT = 31;
export const CONSUMED_OFFERS_MAX = 100;

/** The effect of an offer (spec: name, value, unit, code); `code` is the guest's voucher code of a claimed merchandise offer. */
export interface TDailyEffect {
  name: string;
  value: number;
  unit: string;
  code: string | null;
}

/** An image in the three spec sizes (the catalogue's TImage; catalog.ts imports this file). */
export interface TDailyImage {
  src: string;
  srcSet: string;
  width: number;
  height: number;
  color: string;
}

/** What an offer shows: a video, a wallpaper image or a messenger gift (spec "content"). */
export interface TDailyContent {
  type: "video" | "wallpaper" | "gift";
  id: number;
  title: string;
  image: TDailyImage | null;
  /** The video's normal price and its daily-deal price in VXC (video content only). */
  price: number | null;
  dailyBonusPrice: number | null;
  url: string | null;
}

/** One offer of a Berlin day (spec content "Daily bonus"). */
export interface TDailyOffer {
  offerId: number;
  date: string;
  offer: DailyOfferKind;
  title: string;
  conditions: { vipOnly: boolean; loginRequired: boolean };
  effect: TDailyEffect;
  /** Stock; null: unlimited. */
  quantity: number | null;
  purchased: number;
  free: boolean;
  soldOut: boolean;
  content: TDailyContent | null;
  model: { id: number; name: string } | null;
  /** For a logged-in guest: whether she claimed it; null for an anonymous caller. */
  claimed: boolean | null;
}

/** GET dailyBonus?day=: the day's offers and when the day ends (the page's timer runs to it). */
export interface TDailyBonusDay {
  day: DailyBonusDay;
  date: string;
  endsAt: string;
  offers: TDailyOffer[];
}

/** POST dailyBonus/claim: the claimed offer (effect.code filled for merchandise) and the balance after. */
export interface TDailyClaimResult {
  offer: TDailyOffer;
  claimedAt: string;
  balance: number;
  /** The five-days bonus this claim earned, in coins (null: none). */
  fiveDaysBonus: number | null;
}

/** GET dailyBonus/fiveDays: a guest's way to the five-days bonus (modal box five-days-bonus). */
export interface TFiveDaysBonus {
  /** Today's Berlin date. */
  today: string;
  /** The five Berlin days ending today, oldest first, with whether she claimed an offer. */
  days: { date: string; claimed: boolean }[];
  /** Days in a row with a claim since the last bonus (0..required). */
  progress: number;
  required: number;
  grantedToday: boolean;
  bonusCoins: number;
  lastGrantedOn: string | null;
}

/** A consumed offer: the offer as claimed and when. */
export interface TConsumedOffer {
  offer: TDailyOffer;
  claimedAt: string;
}
