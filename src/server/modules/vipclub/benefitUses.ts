import { isSpendableVoucherType, type SpendableVoucherType } from "../../../common/contracts/benefits.ts";
import type { TBenefitsWithUses, TBenefitUse } from "../../../common/contracts/vipclub.ts";
import { VOUCHER_TYPES } from "../../../common/enums.ts";
import type { Language } from "../../../common/languages.ts";
import { buildPath } from "../../../common/routes/index.ts";
import type { DbOrTx } from "../../db/client.ts";
import { benefitsOf } from "../benefits/index.ts";
import { actorNamesOf } from "../catalog/index.ts";
import { ownedGifts } from "../gifts/index.ts";

const ACTOR_PAGE = {
  [VOUCHER_TYPES.video]: "actorVideos",
  [VOUCHER_TYPES.photoAlbum]: "actorPictures",
  [VOUCHER_TYPES.videoChat]: "actorProfile",
} as const;

/**
 * Where a voucher of a type is spent, in the guest's language: the consumer's page (purchases for
 * video and album, the live chat for video chat, the messenger, the cam shows), and for a voucher
 * bound to one actor that actor's page of it. A type nothing spends is never granted (contracts
 * `SPENDABLE_VOUCHER_TYPES`), so it has no place.
 */
export function placeOfVoucher(
  type: SpendableVoucherType,
  language: Language,
  actorName?: string,
): TBenefitUse {
  if (actorName && (type === 1 || type === 2 || type === 4))
    return { place: "actor", url: buildPath(language, ACTOR_PAGE[type], { actorName }) };
  switch (type) {
    case VOUCHER_TYPES.video:
      return { place: "videos", url: buildPath(language, "videosAll") };
    case VOUCHER_TYPES.photoAlbum:
      // Albums are sold on each performer's pictures tab: the amateurs' list leads there.
      return { place: "albums", url: buildPath(language, "newGirls") };
    case VOUCHER_TYPES.videoChat:
      return { place: "cams", url: buildPath(language, "cams") };
    case VOUCHER_TYPES.messages:
    case VOUCHER_TYPES.messengerGift:
      return { place: "messenger", url: buildPath(language, "messenger") };
    case VOUCHER_TYPES.liveShow:
    case VOUCHER_TYPES.privateShow:
      return { place: "camShows", url: buildPath(language, "camShows") };
    case VOUCHER_TYPES.spins:
      return { place: "spinwheel", url: buildPath(language, "accountSpinwheel") };
  }
}

/**
 * The benefits summary (spec content "Benefits") with the place each is used: usable vouchers (a
 * stored one of a type nothing spends is left out), spins, messenger gifts (gift vouchers plus the
 * guest's own gifts from bonuses and purchases), free messages and show tickets.
 */
export async function benefitsWithUses(
  db: DbOrTx,
  guestId: number,
  language: Language,
  now: Date,
): Promise<TBenefitsWithUses> {
  const [summary, gifts] = await Promise.all([benefitsOf(db, guestId, now), ownedGifts(db, guestId)]);
  const vouchers = summary.vouchers.filter((voucher) => isSpendableVoucherType(voucher.type));
  const names = await actorNamesOf(
    db,
    vouchers.flatMap((voucher) => voucher.actors),
  );
  const ownGifts = Object.values(gifts).reduce((sum, count) => sum + count, 0);
  return {
    ...summary,
    messengerGiftCount: summary.messengerGiftCount + ownGifts,
    vouchers: vouchers.map((voucher) => {
      const actorNames = voucher.actors.flatMap((id) => names.get(id) ?? []);
      return {
        ...voucher,
        actorNames,
        use: placeOfVoucher(voucher.type as SpendableVoucherType, language, actorNames[0]),
      };
    }),
    uses: {
      messengerGiftCount: placeOfVoucher(VOUCHER_TYPES.messengerGift, language),
      freeMessagesCount: placeOfVoucher(VOUCHER_TYPES.messages, language),
      privateShowTickets: placeOfVoucher(VOUCHER_TYPES.privateShow, language),
      chatShowTickets: placeOfVoucher(VOUCHER_TYPES.liveShow, language),
      spinwheelSpins: placeOfVoucher(VOUCHER_TYPES.spins, language),
    },
  };
}
