import { z } from "zod";
import { VOUCHER_TYPES } from "../enums.ts";

/**
 * The voucher types a bonus can grant: only those something spends (spec core §3 numbering). Video
 * and photo album pay a purchase (purchases' buyItem), video chat the live minutes (live), messages
 * and messenger gifts a message (messenger), live show and private show a show ticket (camshows),
 * spins an extra turn of the spin wheel or the slot machine once the day's free ones are used
 * (games). Credits (3) and bonus code (9) have nothing that spends them here, so they are not
 * granted (docs/decisions.md "VIP club and benefits").
 */
export const SPENDABLE_VOUCHER_TYPES = [
  VOUCHER_TYPES.video,
  VOUCHER_TYPES.videoChat,
  VOUCHER_TYPES.photoAlbum,
  VOUCHER_TYPES.messages,
  VOUCHER_TYPES.messengerGift,
  VOUCHER_TYPES.liveShow,
  VOUCHER_TYPES.privateShow,
  VOUCHER_TYPES.spins,
] as const;
export type SpendableVoucherType = (typeof SPENDABLE_VOUCHER_TYPES)[number];

/** Whether a voucher type is one something spends. */
export function isSpendableVoucherType(type: number): boolean {
  return (SPENDABLE_VOUCHER_TYPES as readonly number[]).includes(type);
}

export const ZBenefit = z.discriminatedUnion("kind", [
  z.strictObject({ kind: z.literal("coins"), amount: z.number().int().min(1).max(100_000) }),
  z.strictObject({ kind: z.literal("vipDays"), days: z.number().int().min(1).max(366) }),
  z.strictObject({
    kind: z.literal("voucher"),
    type: z
      .number()
      .int()
      .refine((type) => isSpendableVoucherType(type), {
        error: "A voucher type that can be spent: 1, 2, 4, 5, 6, 7, 8 or 10",
      }),
    amount: z.number().int().min(1).max(1000),
    validDays: z.number().int().min(1).max(366),
    actorId: z.number().int().positive().optional(),
  }),
  /** Messenger gifts of the store, added to the guest's own gifts (spec content §3 Bonus code). */
  z.strictObject({
    kind: z.literal("messengerGifts"),
    giftId: z.number().int().positive().max(2_147_483_647),
    count: z.number().int().min(1).max(100),
  }),
]);
export type TBenefit = z.infer<typeof ZBenefit>;

/** A benefit's quantity (the value the spec names beside a reward's type): coins, VIP days, vouchers or gifts. */
export function benefitQuantity(benefit: TBenefit): number {
  switch (benefit.kind) {
    case "coins":
      return benefit.amount;
    case "vipDays":
      return benefit.days;
    case "voucher":
      return benefit.amount;
    case "messengerGifts":
      return benefit.count;
  }
}

/** Operator: POST internal/bonusCodes. */
export const ZBonusCodeCreate = z.strictObject({
  code: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]{4,32}$/, { error: "4 to 32 letters, digits or dashes" })
    .transform((code) => code.toUpperCase()),
  benefits: z.array(ZBenefit).min(1).max(10),
  validTo: z.iso.datetime({ offset: true }),
  requireVip: z.boolean().default(false),
  requireMobileAuth: z.boolean().default(false),
});

/** POST guest/redeemBonus. */
export const ZRedeemBonus = z.strictObject({ code: z.string().trim().min(1).max(64) });

export interface TVoucher {
  id: number;
  type: number;
  amount: number;
  remaining: number;
  actorId: number | null;
  /** The actors the voucher is for (empty: any actor). */
  actors: number[];
  validFrom: string;
  validTo: string;
}

/** Benefits summary of spec core §3. */
export interface TBenefits {
  vouchers: TVoucher[];
  spinwheelSpins: number;
  messengerGiftCount: number;
  freeMessagesCount: number;
  privateShowTickets: number;
  chatShowTickets: number;
}
