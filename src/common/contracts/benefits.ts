import { z } from "zod";

export const ZBenefit = z.discriminatedUnion("kind", [
  z.strictObject({ kind: z.literal("coins"), amount: z.number().int().min(1).max(100_000) }),
  z.strictObject({ kind: z.literal("vipDays"), days: z.number().int().min(1).max(366) }),
  z.strictObject({
    kind: z.literal("voucher"),
    type: z.number().int().min(1).max(10),
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
