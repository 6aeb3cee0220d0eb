import { berlinDate, berlinDayStart } from "../../common/berlinTime.ts";
import type { TDailyOfferInput } from "../../common/contracts/dailybonus.ts";
import type { Db } from "../db/client.ts";
import { findVideos } from "../modules/catalog/index.ts";
import { addOffersIfMissing } from "../modules/dailybonus/index.ts";

/** Days of demo offers from yesterday on (a server that runs longer gets more at its next start). */
const DEMO_DAYS = 120;

type FreeKind = Pick<TDailyOfferInput, "kind" | "value" | "quantity" | "giftId" | "title">;

/** The free offer of a day, in turn (every kind the daily bonus grants for free). */
const FREE_OFFERS: FreeKind[] = [
  {
    kind: "oneDayVip",
    value: 1,
    quantity: null,
    giftId: null,
    title: { de: "Ein Tag VIP", en: "One day of VIP", es: "Un día VIP", nl: "Eén dag VIP" },
  },
  {
    kind: "messengerGift",
    value: 3,
    quantity: null,
    giftId: 1,
    title: {
      de: "3 Rosen für den Messenger",
      en: "3 roses for the messenger",
      es: "3 rosas para el messenger",
      nl: "3 rozen voor de messenger",
    },
  },
  {
    kind: "videoVoucher",
    value: 1,
    quantity: 500,
    giftId: null,
    title: {
      de: "Ein Video gratis",
      en: "One video for free",
      es: "Un vídeo gratis",
      nl: "Eén video gratis",
    },
  },
  {
    kind: "merchandise",
    value: 1,
    quantity: 200,
    giftId: null,
    title: {
      de: "Gutschein für den Fanshop",
      en: "Fan-shop voucher",
      es: "Vale para la tienda",
      nl: "Tegoedbon voor de fanshop",
    },
  },
];

const TOP_UP: FreeKind = {
  kind: "topUpPercent",
  value: 20,
  quantity: null,
  giftId: null,
  title: {
    de: "+20 % auf die nächste Aufladung",
    en: "+20% on your next top-up",
    es: "+20 % en tu próxima recarga",
    nl: "+20% op je volgende opwaardering",
  },
};

/**
 * The demo's daily bonus (issue 30): every Berlin day from yesterday on has a free offer (in turn
 * one day of VIP, messenger gifts, a video voucher, a fan-shop code), a discounted video (a demo
 * video with a dailyBonusPrice) and a top-up bonus, so `npm start` shows yesterday, today and
 * tomorrow on any date. Idempotent: a day's slot is filled once. Answers how many were added.
 */
export async function ensureDemoDailyBonus(db: Db, now: Date): Promise<number> {
  const { rows } = await findVideos(db, { filter: {}, order: "newest", offset: 0, limit: 400, now });
  const deals = rows.filter((video) => video.dailyBonusPrice !== null && !video.free);
  const first = berlinDayStart(now).getTime() - 12 * 3_600_000; // noon-ish of yesterday: DST-proof
  const offers: TDailyOfferInput[] = [];
  for (let i = 0; i < DEMO_DAYS; i++) {
    const date = berlinDate(new Date(first + i * 86_400_000));
    const dayNumber = Math.floor(Date.parse(`${date}T12:00:00Z`) / 86_400_000);
    const base = { date, vipOnly: false, videoId: null, albumId: null, actorId: null, imageId: null };
    const free = FREE_OFFERS[dayNumber % FREE_OFFERS.length] as FreeKind;
    offers.push({ ...base, ...free, slot: 0, free: true });
    const deal = deals.length > 0 ? deals[dayNumber % deals.length] : undefined;
    if (deal)
      offers.push({
        ...base,
        slot: 1,
        kind: "video",
        free: false,
        value: 1,
        quantity: null,
        giftId: null,
        title: {},
        videoId: deal.id,
      });
    offers.push({ ...base, ...TOP_UP, slot: 2, free: true });
  }
  return db.transaction((tx) => addOffersIfMissing(tx, offers));
}
