import { z } from "zod";
import {
  CONSUMED_OFFERS_DEFAULT,
  CONSUMED_OFFERS_MAX,
  DAILY_BONUS_DAYS,
  DAILY_OFFER_KINDS,
} from "./values/dailybonus.ts";

export * from "./values/dailybonus.ts";

const ZId = z.coerce.number().int().positive().max(2_147_483_647);

/** GET dailyBonus?day=yesterday|today|tomorrow (default today); other parameters (ver, language) pass. */
export const ZDailyBonusQuery = z.object({ day: z.enum(DAILY_BONUS_DAYS).default("today") });

/** POST dailyBonus/claim {offerId}. */
export const ZDailyClaim = z.strictObject({ offerId: z.number().int().positive().max(2_147_483_647) });

/** GET dailyBonus/consumed?limit= (default 31). */
export const ZConsumedQuery = z.object({
  limit: z.coerce.number().int().min(1).max(CONSUMED_OFFERS_MAX).default(CONSUMED_OFFERS_DEFAULT),
});

export const ZOfferIdParams = z.strictObject({ offerId: ZId });

const ZText = z.string().trim().max(120);

const ZDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((d) => {
    const at = Date.parse(`${d}T12:00:00Z`);
    return !Number.isNaN(at) && new Date(at).toISOString().startsWith(d);
  }, "not a calendar date");

/** GET internal/dailyBonus/offers?from=&to=: Berlin dates, at most 62 days. */
export const ZOffersRange = z
  .object({ from: ZDate, to: ZDate })
  .refine(
    (r) => r.from <= r.to && Date.parse(r.to) - Date.parse(r.from) <= 61 * 86_400_000,
    "from before to, at most 62 days",
  );

/** The operator's offer (internal/dailyBonus/offers): a Berlin day, its kind and content. */
export const ZDailyOfferInput = z
  .strictObject({
    date: ZDate,
    slot: z.number().int().min(0).max(99).default(0),
    kind: z.enum(DAILY_OFFER_KINDS),
    free: z.boolean(),
    vipOnly: z.boolean().default(false),
    value: z.number().int().min(1).max(100_000),
    quantity: z.number().int().min(0).max(10_000_000).nullable().default(null),
    videoId: z.number().int().positive().max(2_147_483_647).nullable().default(null),
    albumId: z.number().int().positive().max(2_147_483_647).nullable().default(null),
    actorId: z.number().int().positive().max(2_147_483_647).nullable().default(null),
    giftId: z.number().int().positive().max(2_147_483_647).nullable().default(null),
    imageId: z.number().int().positive().max(2_147_483_647).nullable().default(null),
    title: z.strictObject({ de: ZText, en: ZText, es: ZText, nl: ZText }).partial().default({}),
  })
  .superRefine((offer, ctx) => {
    if (offer.kind === "video" && (offer.videoId === null || offer.free))
      ctx.addIssue({
        code: "custom",
        path: ["videoId"],
        message: "A video offer names a video and is not free",
      });
    if (offer.kind !== "video" && !offer.free)
      ctx.addIssue({
        code: "custom",
        path: ["free"],
        message: "Only a video offer is bought; every other offer is free",
      });
    if (offer.kind === "photoAlbum" && offer.albumId === null)
      ctx.addIssue({ code: "custom", path: ["albumId"], message: "A photo-album offer names an album" });
    if (offer.kind === "messengerGift" && offer.giftId === null)
      ctx.addIssue({ code: "custom", path: ["giftId"], message: "A messenger-gift offer names a gift" });
    if (offer.kind === "topUpPercent" && offer.value > 100)
      ctx.addIssue({ code: "custom", path: ["value"], message: "A top-up bonus is at most 100 percent" });
  });
export type TDailyOfferInput = z.infer<typeof ZDailyOfferInput>;
