import type { DailyOfferKind, TDailyEffect } from "../../../common/contracts/values/dailybonus.ts";

/** The effect's name and unit per offer kind (spec content "Daily bonus": effect name, value, unit, code). */
const EFFECTS: Record<DailyOfferKind, { name: string; unit: string }> = {
  oneDayVip: { name: "vipDays", unit: "day" },
  video: { name: "dailyBonusPrice", unit: "VXC" },
  photoAlbum: { name: "photoAlbumVoucher", unit: "album" },
  topUpPercent: { name: "topUpBonus", unit: "percent" },
  topUpFlat: { name: "topUpBonus", unit: "VXC" },
  merchandise: { name: "merchandise", unit: "item" },
  messengerGift: { name: "messengerGift", unit: "gift" },
  videoVoucher: { name: "videoVoucher", unit: "video" },
};

/** An offer's effect: a video's value is its daily-deal price (the video's dailyBonusPrice). */
export function effectOf(kind: DailyOfferKind, value: number, code: string | null): TDailyEffect {
  return { ...EFFECTS[kind], value, code };
}

/**
 * The coins a top-up bonus adds to a top-up of `coins`: percent rounded down, or the flat amount.
 * Zero for anything else.
 */
export function topUpBonusCoins(kind: DailyOfferKind, value: number, coins: number): number {
  if (kind === "topUpPercent") return Math.floor((coins * value) / 100);
  if (kind === "topUpFlat") return value;
  return 0;
}
